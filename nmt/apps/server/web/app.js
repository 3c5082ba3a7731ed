// The nmt-serve web page: sends the text to POST /translate and shows each line's translation
// (its sentences), the n-best list and the attention heatmaps of the selected line, with its
// word alignment; a sentence chosen in the list opens in the editor (editor.js).
"use strict";

import {$, element} from "./dom.js";
import {api, errorMessage, failureMessage, postJSON} from "./api.js";
import {Editor} from "./editor.js";
import {drawHeatmaps} from "./heatmap.js";

let info = null;

function showError(message) {
  $("error").textContent = message;
  $("error").hidden = !message;
}

// A model without attention (model.decoder=no_attention) has no heatmap to show.
function attends() {
  return Boolean(info && info.features.attention);
}

function decodingOptions() {
  return {beam: parseInt($("beam").value, 10), alpha: parseFloat($("alpha").value)};
}

// After each completion: the list shows the edited sentence, its line's score the sum of its
// sentences' (as the server sums them), and the heatmap the sentence's attention.
const editor = new Editor(decodingOptions, attends, (sentence, translation) => {
  sentence.button.textContent = sentence.text;
  sentence.button.setAttribute("aria-label", `Edit: ${sentence.text}`);
  const line = sentence.line;
  line.score.textContent = line.sentences.reduce((sum, s) => sum + s.score, 0).toFixed(3);
  showAttention([sentence], translation.alignment);
});

async function loadInfo() {
  try {
    const response = await api("/info");
    info = await response.json();
  } catch (err) {
    $("model-info").textContent = `no description of the model: ${err.message || err}`;
    return;
  }
  const training = info.training;
  const bleu = training.dev_bleu === null ? "no dev BLEU yet"
    : `dev BLEU ${training.dev_bleu.toFixed(2)} (step ${training.dev_bleu_step})`;
  $("model-info").textContent =
    `${info.source_lang} \u2192 ${info.target_lang} \u00b7 ${info.model.decoder} ` +
    `(${info.model.attention.score}, ${info.model.attention.align}) \u00b7 ` +
    `${training.steps} steps \u00b7 ${bleu} \u00b7 nmt ${info.version}`;
  $("beam").value = info.decoding.beam;
  $("beam").max = info.limits.max_beam;
  $("nbest").value = info.decoding.nbest;
  $("alpha").value = info.decoding.alpha;
}

async function translate(event) {
  event.preventDefault();
  const lines = $("source").value.split("\n").filter((line) => line.trim());
  if (!lines.length) return;
  showError("");
  $("translate").disabled = true;
  $("status").textContent = "translating...";
  try {
    const answer = await postJSON("/translate", {
      text: lines, ...decodingOptions(), nbest: parseInt($("nbest").value, 10),
      attention: attends(), alignments: attends(),
    });
    if (!answer.ok) {
      showError(errorMessage(answer.status, answer.body));
      return;
    }
    showResults(lines, answer.body.translations);
  } catch (err) {
    showError(failureMessage(err));
  } finally {
    $("translate").disabled = false;
    $("status").textContent = "";
  }
}

// The sentences of a line's result: the server's, or the whole line as one.
function sentencesOf(line, result) {
  if (result.sentences && result.sentences.length) {
    return result.sentences.map((s) => ({...s}));
  }
  return [{source: line, text: result.text, score: result.score, attention: result.attention}];
}

function showResults(lines, translations) {
  const list = $("results");
  list.replaceChildren();
  const entries = translations.map((result, i) => {
    const entry = {result, sentences: sentencesOf(lines[i], result), item: element("li")};
    entry.item.append(element("div", lines[i], "source"));
    const line = element("div");
    const text = element("span", undefined, "translation");
    entry.score = element("span", result.score.toFixed(3), "score");
    entry.sentences.forEach((sentence, k) => {
      sentence.line = entry;
      sentence.button = element("button", sentence.text, "sentence");
      sentence.button.type = "button";
      sentence.button.title = "Edit this sentence";
      sentence.button.setAttribute("aria-label", `Edit: ${sentence.text}`);
      sentence.button.addEventListener("click", (event) => {
        event.stopPropagation();
        select(entry);
        editor.open(sentence);
        $("editor").focus();
      });
      if (k) text.append(" ");
      text.append(sentence.button);
    });
    line.append(text, entry.score);
    entry.item.append(line);
    entry.item.addEventListener("click", () => select(entry));
    list.append(entry.item);
    return entry;
  });
  $("results-section").hidden = false;
  if (entries.length) {
    select(entries[0]);
    if (entries[0].sentences.length) editor.open(entries[0].sentences[0]);
  }
}

function select(entry) {
  for (const other of $("results").children) other.classList.remove("selected");
  entry.item.classList.add("selected");
  $("nbest-list").replaceChildren(...entry.result.nbest.map((hyp) => {
    const item = element("li");
    item.append(element("span", hyp.text, "nbest-text"),
      element("span", hyp.score.toFixed(3), "nbest-score"));
    return item;
  }));
  showAttention(entry.sentences, entry.result.alignment);
  $("detail").hidden = false;
}

// The heatmaps of `sentences` (one per sentence) and the line's word alignment.
function showAttention(sentences, alignment) {
  const drawn = drawHeatmaps($("heatmaps"), sentences, alignment);
  $("attention-section").hidden = !drawn;
  $("alignment").textContent = alignment || "";
}

$("translate-form").addEventListener("submit", translate);
$("source").addEventListener("keydown", (event) => {
  if (event.key === "Enter" && (event.ctrlKey || event.metaKey)) translate(event);
});
loadInfo();
