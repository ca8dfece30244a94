/** The alt text offered for an inserted image: its file name in words ("porch-at-dusk.jpg" → "porch at dusk"). */
export function altFromName(name: string): string {
  const words = name.replace(/\.[a-z0-9]+$/i, "").replace(/[-_]+/g, " ").replace(/[[\]()]/g, "").trim();
  return words && !/^image$/i.test(words) ? words : "Describe the image";
}

/**
 * `text` with `![alt](url)` inserted at `at` on a line of its own, and the alt text's range (selected after the
 * insertion, so staff describe the image by typing).
 */
export function imageMarkdown(text: string, at: number, url: string, fileName: string): { text: string; select: [number, number] } {
  const alt = altFromName(fileName);
  const before = text.slice(0, at);
  const after = text.slice(at);
  const lead = before === "" || before.endsWith("\n\n") ? "" : before.endsWith("\n") ? "\n" : "\n\n";
  const tail = after === "" ? "\n" : after.startsWith("\n\n") ? "" : after.startsWith("\n") ? "\n" : "\n\n";
  const inserted = `${lead}![${alt}](${url})${tail}`;
  const start = before.length + lead.length + 2;
  return { text: before + inserted + after, select: [start, start + alt.length] };
}
