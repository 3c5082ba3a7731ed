// Attention heatmaps: one table per sentence, rows the target pieces, columns the source
// pieces, darker for more weight; cells of aligned words outlined.
"use strict";

import {element} from "./dom.js";

const WORD_START = "\u2581"; // SentencePiece's mark of a piece that begins a word

// For each piece, the index of the word it belongs to (null for the eos), as the server's
// alignments count words (nmt.analysis.word_alignment.piece_words): a word begins at the
// first piece with text after a WORD_START; a piece that is only WORD_START joins the word
// before it.
export function wordIndices(pieces) {
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

// The number of words of `pieces` (see wordIndices).
export function wordCount(pieces) {
  const words = wordIndices(pieces).filter((w) => w !== null);
  return words.length ? Math.max(...words) + 1 : 0;
}

// Pharaoh "i-j" pairs (source word i, target word j) as a set of "i-j" strings.
function alignedPairs(alignment) {
  return new Set((alignment || "").split(/\s+/).filter(Boolean));
}

// One table: `attention` {source, target, weights}; `pairs` the aligned "i-j" words, counted
// from `offsets` {source, target} (the words of the line before this sentence).
function heatmapTable(attention, caption, pairs, offsets) {
  const table = element("table", undefined, "heatmap");
  if (caption) table.append(element("caption", caption));
  const head = element("tr");
  head.append(element("th"));
  for (const piece of attention.source) head.append(element("th", piece));
  table.appendChild(element("thead")).append(head);
  const body = table.appendChild(element("tbody"));
  const sourceWords = wordIndices(attention.source);
  const targetWords = wordIndices(attention.target);
  attention.weights.forEach((row, t) => {
    const line = element("tr");
    line.append(element("th", attention.target[t]));
    row.forEach((weight, s) => {
      const cell = element("td");
      cell.style.background = `rgba(31, 95, 168, ${weight})`;
      cell.title = `${attention.target[t]} \u2192 ${attention.source[s]}: ${weight.toFixed(3)}`;
      if (sourceWords[s] !== null && targetWords[t] !== null &&
          pairs.has(`${sourceWords[s] + offsets.source}-${targetWords[t] + offsets.target}`)) {
        cell.classList.add("aligned");
      }
      line.append(cell);
    });
    body.append(line);
  });
  return table;
}

// Draw into `container` one heatmap per entry of `sentences` ({source, attention}); the
// alignment is the whole line's (its word indices count from the line's first word). Returns
// whether there was anything to draw.
export function drawHeatmaps(container, sentences, alignment) {
  container.replaceChildren();
  const pairs = alignedPairs(alignment);
  const offsets = {source: 0, target: 0};
  const several = sentences.length > 1;
  for (const sentence of sentences) {
    const attention = sentence.attention;
    if (!attention || !attention.target.length) continue;
    container.append(heatmapTable(attention, several ? sentence.source : "", pairs,
      {...offsets}));
    offsets.source += wordCount(attention.source);
    offsets.target += wordCount(attention.target);
  }
  return container.children.length > 0;
}
