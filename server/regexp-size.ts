// The chat engine reads messages with ~1,200 regular expressions (server/chat/engine/). V8 compiles each to machine
// code once it has run, for one-byte and again for two-byte text (a Chinese message), and keeps that code on the
// heap: ~23 MB of the chat's 53 MB after a full collection (`npm run bench:chat`, docs/decisions/061). Without
// irregexp's optimisations the code is smaller (heap -7 MB) and a reply's p95 goes from ~4 to ~6 ms, far inside the
// 50 ms target. Only the compiled code changes, never what a pattern matches. Set before the first pattern runs:
// code compiled earlier stays as it was.
import v8 from "node:v8";

export const REGEXP_SIZE_FLAG = "--no-regexp-optimization";

export function compactRegexpCode(): void {
  v8.setFlagsFromString(REGEXP_SIZE_FLAG);
}
