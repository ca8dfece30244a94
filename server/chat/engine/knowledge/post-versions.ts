import type { Language } from "../types.ts";
import type { Passage } from "./passage-sources.ts";
import type { Sentence } from "./sentence-pick.ts";

// A post's version in another language is written for its readers, not word for word, but most keep the post's
// shape: a paragraph for each paragraph. Where they do (as many paragraphs, and the same figures in each pair), the
// paragraph found in the English post (whose words the glossary reaches best) is quoted from the visitor's version.

const figures = (text: string): string => [...new Set(text.match(/\d+(?:[.,:]\d+)?/g) ?? [])].sort().join(" ");

/** For each English post passage, its aligned passage in each language that has a version of the same shape. */
export function alignedVersions(passages: readonly Passage[]): Map<Passage, Partial<Record<Language, Passage>>> {
  const out = new Map<Passage, Partial<Record<Language, Passage>>>();
  const byPost = new Map<string, Passage[]>();
  for (const p of passages) if (p.kind === "post") byPost.set(`${p.of ?? p.url} ${p.only ?? "en"}`, [...(byPost.get(`${p.of ?? p.url} ${p.only ?? "en"}`) ?? []), p]);
  for (const [key, version] of byPost) {
    const [url, language] = key.split(" ") as [string, Language];
    const english = byPost.get(`${url} en`);
    if (language === "en" || !english || english.length !== version.length) continue;
    if (english.some((p, i) => figures(p.text.en ?? "") !== figures(version[i]?.text[language] ?? ""))) continue;
    english.forEach((p, i) => out.set(p, { ...out.get(p), [language]: version[i] }));
  }
  return out;
}

/**
 * The sentences picked from an English paragraph, at the same places in its aligned version; null when the two do not
 * have as many sentences (then the English is quoted, said to be in English).
 */
export function sameSentences(picked: readonly string[], english: readonly Sentence[], own: readonly Sentence[]): string[] | null {
  // "at 9:40 p.m. sends the same question": a piece starting in lowercase goes on the sentence before it.
  const joined = english.map((x, i) => english.slice(0, i + 1).filter((y, k) => k === 0 || !/^\p{Ll}/u.test(y.text)).length - 1);
  const count = english.length === own.length ? english.length : (joined.at(-1) ?? -1) + 1;
  if (count !== own.length) return null;
  const at = picked.map((s) => english.findIndex((x) => x.text === s)).map((i) => (i < 0 || english.length === own.length ? i : (joined[i] ?? -1)));
  return at.some((i) => i < 0) ? null : [...new Set(at)].map((i) => own[i]?.text ?? "");
}
