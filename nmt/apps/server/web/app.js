// The nmt-serve web page: sends the sentences to POST /translate and shows the translations,
// the n-best list and the attention heatmap of the selected one, with its word alignment.
"use strict";

const WORD_START = "\u2581"; // SentencePiece's mark of a piece that begins a word
const $ = (id) => document.getElementById(id);
const KEY_STORE = "nmt-api-key"; // sessionStorage: the key lives as long as the tab
let info = null;
let keyAsked = null; // the pending question for a key, shared by requests refused together

// fetch() with this tab's API key, if any; on a 401 the page asks for a key (once for all
// the requests refused together) and tries again. Rejects when the person cancels.
async function api(path, options = {}) {
  for (;;) {
    const key = sessionStorage.getItem(KEY_STORE);
    const headers = {...(options.headers || {})};
    if (key) headers.Authorization = `Bearer ${key}`;
    const response = await fetch(path, {...options, headers});
    if (response.status !== 401) return response;
    if (sessionStorage.getItem(KEY_STORE) === key) {
      await askForKey(key ? "The server did not accept that key; try another."
        : "This server needs an API key.");
    }
  }
}

function askForKey(message) {
  if (!keyAsked) {
    keyAsked = new Promise((resolve, reject) => {
      const dialog = $("key-dialog");
      $("key-message").textContent = message;
      $("api-key").value = "";
      const done = () => {
        dialog.removeEventListener("close", done);
        keyAsked = null;
        const key = $("api-key").value.trim();
        if (dialog.returnValue === "use" && key) {
          sessionStorage.setItem(KEY_STORE, key);
          resolve();
        } else {
          reject(new Error("an API key is needed to use this server"));
        }
      };
      dialog.addEventListener("close", done);
      dialog.returnValue = "";
      dialog.showModal();
    });
  }
  return keyAsked;
}

function element(tag, text, className) {
  const node = document.createElement(tag);
  if (text !== undefined) node.textContent = text;
  if (className) node.className = className;
  return node;
}

function showError(message) {
  $("error").textContent = message;
  $("error").hidden = !message;
}

// The message of an error answer: FastAPI's list of field errors, or one string.
function errorMessage(status, body) {
  const detail = body && body.detail;
  if (Array.isArray(detail)) {
    return detail.map((e) => `${(e.loc || []).slice(1).join(".") || "request"}: ${e.msg}`)
      .join("\n");
  }
  return `${status}: ${detail || "the server could not answer"}`;
}

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

function requestBody(lines) {
  // a model without attention (model.decoder=no_attention) has no heatmap to show
  const attends = Boolean(info && info.features.attention);
  return {
    text: lines,
    beam: parseInt($("beam").value, 10),
    nbest: parseInt($("nbest").value, 10),
    alpha: parseFloat($("alpha").value),
    attention: attends,
    alignments: attends,
  };
}

async function translate(event) {
  event.preventDefault();
  const lines = $("source").value.split("\n").filter((line) => line.trim());
  if (!lines.length) return;
  showError("");
  $("translate").disabled = true;
  $("status").textContent = "translating...";
  try {
    const response = await api("/translate", {
      method: "POST",
      headers: {"Content-Type": "application/json"},
      body: JSON.stringify(requestBody(lines)),
    });
    const body = await response.json().catch(() => null);
    if (!response.ok) {
      showError(errorMessage(response.status, body));
      return;
    }
    showResults(lines, body.translations);
  } catch (err) {
    showError(err instanceof TypeError ? `the server does not answer: ${err.message}`
      : err.message);
  } finally {
    $("translate").disabled = false;
    $("status").textContent = "";
  }
}

function showResults(lines, translations) {
  const list = $("results");
  list.replaceChildren();
  translations.forEach((result, i) => {
    const item = element("li");
    item.append(element("div", lines[i], "source"));
    const line = element("div");
    line.append(element("span", result.text, "translation"),
      element("span", result.score.toFixed(3), "score"));
    item.append(line);
    item.addEventListener("click", () => select(item, result));
    list.append(item);
  });
  $("results-section").hidden = false;
  if (list.firstChild) select(list.firstChild, translations[0]);
}

function select(item, result) {
  for (const other of $("results").children) other.classList.remove("selected");
  item.classList.add("selected");
  const nbest = $("nbest-list");
  nbest.replaceChildren(...result.nbest.map((hyp) => {
    const entry = element("li");
    entry.append(element("span", hyp.text, "nbest-text"),
      element("span", hyp.score.toFixed(3), "nbest-score"));
    return entry;
  }));
  drawHeatmap(result.attention, result.alignment);
  $("attention-section").hidden = !result.attention;
  $("alignment").textContent = result.alignment || "";
  $("detail").hidden = false;
}

// For each piece, the index of the word it belongs to (null for the eos), as the server's
// alignments count words (nmt.inference.word_alignment.piece_words): a word begins at the
// first piece with text after a WORD_START; a piece that is only WORD_START joins the word
// before it.
function wordIndices(pieces) {
  let word = -1;
  let boundary = true;
  return pieces.map((piece, k) => {
    if (piece === "</s>" && k === pieces.length - 1) return null;
    boundary = boundary || piece.startsWith(WORD_START);
    if (boundary && piece.split(WORD_START).join("")) {
      word += 1;
      boundary = false;
    }
    return Math.max(word, 0);
  });
}

// Pharaoh "i-j" pairs (source word i, target word j) as a set of "i-j" strings.
function alignedPairs(alignment) {
  return new Set((alignment || "").split(/\s+/).filter(Boolean));
}

function drawHeatmap(attention, alignment) {
  const table = $("heatmap");
  table.replaceChildren();
  if (!attention || !attention.target.length) return;
  const head = element("tr");
  head.append(element("th"));
  for (const piece of attention.source) head.append(element("th", piece));
  table.appendChild(element("thead")).append(head);
  const body = table.appendChild(element("tbody"));
  const sourceWords = wordIndices(attention.source);
  const targetWords = wordIndices(attention.target);
  const pairs = alignedPairs(alignment);
  attention.weights.forEach((row, t) => {
    const line = element("tr");
    line.append(element("th", attention.target[t]));
    row.forEach((weight, s) => {
      const cell = element("td");
      cell.style.background = `rgba(31, 95, 168, ${weight})`;
      cell.title = `${attention.target[t]} \u2192 ${attention.source[s]}: ${weight.toFixed(3)}`;
      if (pairs.has(`${sourceWords[s]}-${targetWords[t]}`)) cell.classList.add("aligned");
      line.append(cell);
    });
    body.append(line);
  });
}

$("translate-form").addEventListener("submit", translate);
$("source").addEventListener("keydown", (event) => {
  if (event.key === "Enter" && (event.ctrlKey || event.metaKey)) translate(event);
});
loadInfo();
