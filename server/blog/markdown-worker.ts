// Runs renderMarkdown off the main event loop (see markdown-renderer.ts): one document at a time.
import { parentPort } from "node:worker_threads";
import { readingMinutes } from "#common/blog/post-format.ts";
import { renderMarkdown } from "./markdown.ts";
import { MarkdownTooComplexError } from "./markdown-budget.ts";
import type { WorkerReply, WorkerRequest } from "./markdown-renderer.ts";

const port = parentPort;
if (!port) throw new Error("markdown-worker.ts must run in a worker thread");

port.on("message", ({ id, md, siteUrl }: WorkerRequest) => {
  let reply: WorkerReply;
  try {
    const html = renderMarkdown(md, { siteUrl });
    reply = { id, ok: true, html, readingMinutes: readingMinutes(html) };
  } catch (error) {
    // A RangeError is the renderer's recursion running out of stack: the document is too complex.
    const message = error instanceof Error ? error.message : String(error);
    if (error instanceof MarkdownTooComplexError) reply = { id, ok: false, tooComplex: true, message: error.reason, forUser: true };
    else reply = { id, ok: false, tooComplex: error instanceof RangeError, message };
  }
  port.postMessage(reply);
});
// Compile marked's and the sanitizer's patterns before saying ready, so a fresh worker's first document is not
// charged for them against the time limit.
renderMarkdown("# Warm *up*\n\n- a [link](https://example.com) and `code`\n\n| a |\n| - |\n| b |");
port.postMessage({ ready: true });
