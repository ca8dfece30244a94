import { words } from "./sentence-pick.ts";

/** How many of the question's groups the sentences hold by the visitor's own word (a group's first), not a synonym. */
export function ownWordsSaid(sentences: readonly string[], groups: readonly string[][]): number {
  const said = new Set(sentences.flatMap((s) => words(s)));
  return groups.filter((g) => said.has(g[0] ?? "")).length;
}
