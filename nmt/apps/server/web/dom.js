// The page's two DOM helpers.
"use strict";

export const $ = (id) => document.getElementById(id);

// A new `tag` element with `text` and `className`, each when given.
export function element(tag, text, className) {
  const node = document.createElement(tag);
  if (text !== undefined) node.textContent = text;
  if (className) node.className = className;
  return node;
}
