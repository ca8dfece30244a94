// Bounds on a post's Markdown, checked before anything renders it. The length cap is the spec form's;
// the nesting cap is ours: the renderer recurses once per block quote or list level, so a few thousand
// levels ("> > > …", "- - - …") overflow its stack, while real posts rarely go past three or four.

export const MAX_CONTENT_CHARS = 100_000;
export const MAX_NESTING_DEPTH = 20;
export const NESTING_MESSAGE = `Content nests block quotes or lists more than ${MAX_NESTING_DEPTH} levels deep`;

const FENCE = /^(?:`{3,}|~{3,})/;

/**
 * The container markers opening a line and the indentation around them, in columns (tabs to the next
 * multiple of 4, CommonMark's tab stop). The one space a marker is written with is not indentation.
 */
function containerPrefix(line: string): { markers: number; columns: number; rest: string } {
  let markers = 0;
  let columns = 0;
  let afterMarker = false;
  let i = 0;
  while (i < line.length) {
    const ch = line[i];
    if (ch === " " || ch === "\t") {
      const width = ch === " " ? 1 : 4 - (columns % 4);
      columns += afterMarker ? width - 1 : width;
      afterMarker = false;
      i += 1;
      continue;
    }
    // A list marker opens a level only when a space (or the end of the line) follows it.
    const marker = ch === ">" ? ">" : /^(?:[-+*]|\d{1,9}[.)])(?=[ \t]|$)/.exec(line.slice(i, i + 11))?.[0];
    if (marker === undefined) break;
    markers += 1;
    afterMarker = true;
    i += marker.length;
  }
  return { markers, columns, rest: line.slice(i) };
}

/**
 * An upper bound on the block nesting depth, in one pass over the lines: every `>` or list marker at the
 * start of a line counts one level, and indentation among them counts a level per two columns (the least
 * a nested list item needs). Lines inside fenced code open no levels, whatever their indentation.
 */
export function markdownNestingDepth(md: string): number {
  let deepest = 0;
  let fence: string | null = null;
  for (const line of md.split("\n")) {
    const { markers, columns, rest } = containerPrefix(line);
    const opener = FENCE.exec(rest)?.[0];
    if (fence !== null) {
      if (opener !== undefined && opener[0] === fence[0] && opener.length >= fence.length) fence = null;
      continue;
    }
    if (opener !== undefined) fence = opener;
    if (markers > 0) deepest = Math.max(deepest, markers + Math.floor(columns / 2));
  }
  return deepest;
}

export const withinNestingLimit = (md: string): boolean => markdownNestingDepth(md) <= MAX_NESTING_DEPTH;
