import type { PassageHit } from "./passages.ts";

// "besides n8n, which other tools does the article mention?", "además de n8n, ¿qué otras herramientas…?", "ngoài n8n ra
// bài còn nhắc công cụ nào", "除了 n8n，文章里还提到哪些工具": the thing named is known; what is asked is the others named
// beside it. The paragraph whose sentence lists it with other names ("n8n, Zapier and Make") answers, not one naming it
// alone ("workflow platforms such as n8n"). Folded text.
// ("¿qué idiomas menciona además del español?": "del" joins the name's article; a language is named by its English name,
// as the posts write it.)
const BESIDES = /(?:\b(?:besides|apart from|aside from|other than|except for|(?:ademas|aparte|fuera) (?:de(?:l| la| los| las)?)|ngoai(?: tieng)?)\s+|除了\s*)([a-z0-9][\w.-]*[a-z0-9]|西班牙语|英语|中文|越南语)/;
const LANGUAGE_NAMES: Record<string, string> = { espanol: "Spanish", castellano: "Spanish", ingles: "English", chino: "Chinese", vietnamita: "Vietnamese", "tay ban nha": "Spanish", anh: "English", 西班牙语: "Spanish", 英语: "English", 中文: "Chinese", 越南语: "Vietnamese" };

/** The name the question sets aside ("n8n"), or null. */
export function besidesName(text: string): string | null {
  const name = BESIDES.exec(text)?.[1];
  return name === undefined ? null : (LANGUAGE_NAMES[name] ?? (name === "tay" && /\btay ban nha\b/.test(text) ? "Spanish" : name));
}

const escape = (s: string): string => s.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/** The hit of `hits` whose sentences list `name` beside other names ("n8n, Zapier and Make"), or undefined. */
export function listedBeside(name: string, hits: readonly PassageHit[]): PassageHit | undefined {
  const n = escape(name);
  const other = String.raw`\p{Lu}[\p{L}\d.-]+`;
  const list = new RegExp(String.raw`\b(?i:${n})\b(?:,\s*${other})*,?\s+(?:and|or|y|o|và|hoặc)\s+${other}|\b(?i:${n}),\s*${other}|${other},\s*\b(?i:${n})\b`, "u");
  return hits.find((h) => h.sentences.some((s) => list.test(s)) || list.test(Object.values(h.passage.text).join("\n")));
}
