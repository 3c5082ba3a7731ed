// The editor of one sentence's translation (interactive translation prediction, as in
// TransType and Lilt): the person edits the translation in place; what is before the cursor
// is theirs, and after each edit (debounced) the model completes the rest from it
// (POST /translate with "prefix"). The next-word alternatives are shown; Tab accepts the next
// word, Alt+1..9 an alternative. The terminology box holds the phrases the translation must
// contain (POST /translate with "constraints").
//
// The prefix is the text before the cursor: after typing or deleting, the cursor stands at the
// end of the edit, so what the person wrote up to there is kept and everything after it is
// the model's to redo, which is what the person sees happen. Moving the cursor asks nothing.
"use strict";

import {$, element} from "./dom.js";
import {errorMessage, failureMessage, postJSON} from "./api.js";

const DEBOUNCE_MS = 250; // a pause in typing this long asks for a completion
const SUGGESTIONS = 5; // next-word alternatives asked for
// the beam the server decodes a request with terminology at when the page's is greedy
// (nmt.config.CONSTRAINED_BEAM, decided there for every surface): only said here
const CONSTRAINED_BEAM = 5;

// The phrases of the terminology box that apply to `source`: a line "PHRASE" always, a line
// "SOURCE = PHRASE" where the source contains SOURCE (case-insensitively).
export function constraintsFor(terms, source) {
  const phrases = [];
  for (const line of terms.split("\n")) {
    const cut = line.lastIndexOf("=");
    const phrase = line.slice(cut + 1).trim();
    const term = cut < 0 ? "" : line.slice(0, cut).trim();
    if (!phrase || (cut >= 0 && !term)) continue;
    if (term && !source.toLowerCase().includes(term.toLowerCase())) continue;
    if (!phrases.includes(phrase)) phrases.push(phrase);
  }
  return phrases;
}

// Where `prefix` ends in `completion`, which starts with it but for the width of its runs of
// whitespace (the model writes one space where the person typed two); -1 when it does not
// start with it (the prefix has characters the model cannot write).
export function prefixEnd(completion, prefix) {
  let i = 0;
  for (let j = 0; j < prefix.length;) {
    if (/\s/.test(prefix[j])) {
      while (j < prefix.length && /\s/.test(prefix[j])) j += 1;
      while (i < completion.length && /\s/.test(completion[i])) i += 1;
    } else if (completion[i] === prefix[j]) {
      i += 1;
      j += 1;
    } else {
      return -1;
    }
  }
  return i;
}

export class Editor {
  // `options()`: the request's decoding options ({beam, alpha}); `attends()`: whether to ask
  // for the attention; `changed(sentence, translation)`: told after each completion.
  constructor(options, attends, changed) {
    this.options = options;
    this.attends = attends;
    this.changed = changed;
    this.box = $("editor");
    this.sentence = null;
    this.sequence = 0; // the number of the latest request; older answers are dropped
    this.timer = null;
    this.box.addEventListener("input", () => this.edited());
    this.box.addEventListener("keydown", (event) => this.key(event));
    $("terms").addEventListener("input", () => this.edited());
  }

  // Edit `sentence` ({source, text, ...}): the cursor at the start, no request until the
  // person edits or accepts a word, or terms apply to it.
  open(sentence) {
    this.sentence = sentence;
    this.sequence += 1;
    $("editor-section").hidden = false;
    $("editor-source").textContent = sentence.source;
    this.box.value = sentence.text;
    this.box.setSelectionRange(0, 0);
    this.showSuggestions([]);
    this.say("", "");
    if (constraintsFor($("terms").value, sentence.source).length) this.complete();
  }

  prefix() {
    return this.box.value.slice(0, this.box.selectionStart);
  }

  // The word at the cursor, whole: the one it stands in or at the end of (the typed part
  // included: the model may still extend it), else the next one.
  nextWord() {
    const before = /\S*$/.exec(this.prefix())[0];
    const after = /^(\s*)(\S*)/.exec(this.box.value.slice(this.box.selectionStart));
    if (!before) return after[2];
    return after[1] ? before : before + after[2];
  }

  edited() {
    if (!this.sentence) return;
    this.sequence += 1; // what is on its way answers a text that is gone
    clearTimeout(this.timer);
    this.timer = setTimeout(() => this.complete(), DEBOUNCE_MS);
  }

  key(event) {
    const atEnd = this.box.selectionStart === this.box.value.length;
    if (event.key === "Tab" && !event.shiftKey && !event.ctrlKey && !event.altKey &&
        !event.metaKey && !atEnd && this.nextWord()) {
      event.preventDefault(); // at the end of the text Tab leaves the editor, as usual
      this.accept(this.nextWord());
    } else if (event.altKey && /^[1-9]$/.test(event.key)) {
      const choice = $("suggestions").children[Number(event.key) - 1];
      if (choice) {
        event.preventDefault();
        this.accept(choice.dataset.word);
      }
    }
  }

  // Make `word` the word at the cursor (completing a typed part of it) and ask for the rest.
  accept(word) {
    const prefix = this.prefix();
    const typed = /\S*$/.exec(prefix)[0];
    let base = typed && word.startsWith(typed) ? prefix.slice(0, -typed.length) : prefix;
    if (base && !/\s$/.test(base)) base += " ";
    const accepted = `${base}${word} `;
    if (!this.box.value.startsWith(accepted)) this.box.value = accepted;
    this.box.setSelectionRange(accepted.length, accepted.length);
    clearTimeout(this.timer);
    this.sequence += 1;
    this.complete();
  }

  // Ask the server for the completion of the text before the cursor, and put it in place.
  async complete() {
    clearTimeout(this.timer);
    const sentence = this.sentence;
    const prefix = this.prefix();
    const sent = [this.box.value, this.box.selectionStart, this.box.selectionEnd];
    const sequence = ++this.sequence;
    const constraints = constraintsFor($("terms").value, sentence.source);
    const attention = this.attends();
    const body = {text: sentence.source, prefix, suggestions: SUGGESTIONS, nbest: 1,
      ...this.options(), attention, alignments: attention};
    let note = "";
    if (constraints.length) {
      body.constraints = constraints;
      if (body.beam < 2) {
        note = `beam ${CONSTRAINED_BEAM} for the terminology (constraints need beam search)`;
      }
    }
    this.say("completing...", "");
    let answer;
    try {
      answer = await postJSON("/translate", body);
    } catch (err) {
      if (sequence === this.sequence) this.say("", failureMessage(err));
      return;
    }
    const now = [this.box.value, this.box.selectionStart, this.box.selectionEnd];
    // edited or moved in since: the answer would change text the person is working on
    if (sequence !== this.sequence || now.some((value, i) => value !== sent[i])) return;
    if (!answer.ok) {
      this.say("", errorMessage(answer.status, answer.body));
      return;
    }
    const translation = answer.body.translations[0];
    const end = prefixEnd(translation.text, prefix);
    if (end < 0) { // what the person typed stays as they typed it
      this.say("", `The model cannot go on from this text as typed; it wrote: ` +
        `\u201c${translation.text}\u201d`);
      return;
    }
    this.box.value = translation.text;
    this.box.setSelectionRange(end, end);
    this.showSuggestions(translation.suggestions || []);
    const dropped = translation.dropped_constraints || [];
    this.say(note, dropped.length ? `Could not fit within the length limit: ${dropped.join("; ")}`
      : "");
    Object.assign(sentence, {text: translation.text, score: translation.score,
      attention: (translation.sentences && translation.sentences.length === 1 &&
                  translation.sentences[0].attention) || translation.attention});
    this.changed(sentence, translation);
  }

  // The alternatives for the word at the cursor: first the completion's own (what Tab
  // accepts), then the others, most likely first.
  showSuggestions(suggestions) {
    const next = this.nextWord();
    const own = suggestions.find((s) => s.word === next) || (next ? {word: next} : null);
    const ordered = [own, ...suggestions.filter((s) => s.word !== next)].filter(Boolean);
    $("suggestions").replaceChildren(...ordered.slice(0, 9).map((s, i) => {
      const button = element("button", undefined, "suggestion");
      button.type = "button";
      button.dataset.word = s.word;
      button.setAttribute("aria-keyshortcuts", i === 0 ? "Tab Alt+1" : `Alt+${i + 1}`);
      button.append(element("kbd", i === 0 ? "Tab" : `Alt+${i + 1}`),
        element("span", s.word, "word"),
        element("span", s.probability === undefined ? ""
          : `${Math.round(s.probability * 100)}%`, "probability"));
      button.addEventListener("click", () => {
        this.box.focus();
        this.accept(s.word);
      });
      return button;
    }));
    $("suggestions-section").hidden = ordered.length === 0;
  }

  say(status, problem) {
    $("editor-status").textContent = status;
    $("editor-error").textContent = problem;
    $("editor-error").hidden = !problem;
  }
}
