// Requests to the nmt-serve API, with this tab's API key when the server needs one: on a 401
// the page asks for a key (once for all the requests refused together), keeps it in
// sessionStorage (until the tab is closed) and tries again.
"use strict";

import {$} from "./dom.js";

const KEY_STORE = "nmt-api-key";
let keyAsked = null; // the pending question, shared by requests refused together

// fetch() with the key; rejects when the person cancels the question.
export async function api(path, options = {}) {
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

// POST `body` as JSON to `path`: {ok, status, body} (body: the parsed answer, or null).
export async function postJSON(path, body) {
  const response = await api(path, {
    method: "POST",
    headers: {"Content-Type": "application/json"},
    body: JSON.stringify(body),
  });
  return {ok: response.ok, status: response.status,
    body: await response.json().catch(() => null)};
}

// The message of an error answer: FastAPI's list of field errors, or one string.
export function errorMessage(status, body) {
  const detail = body && body.detail;
  if (Array.isArray(detail)) {
    return detail.map((e) => `${(e.loc || []).slice(1).join(".") || "request"}: ${e.msg}`)
      .join("\n");
  }
  return `${status}: ${detail || "the server could not answer"}`;
}

// What went wrong when a request threw: the server is unreachable, or the key was refused.
export function failureMessage(err) {
  return err instanceof TypeError ? `the server does not answer: ${err.message}` : err.message;
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
