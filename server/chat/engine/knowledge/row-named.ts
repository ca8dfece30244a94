import { words } from "./sentence-pick.ts";
import { groupsOf } from "./query-groups.ts";

// "si llega una consulta de renta, ¿a quién se le asigna?", "who gets a rental inquiry?": a visitor who names the first
// cell of a post's table row in full ("Consulta de renta; Al coordinador de arrendamiento…") asks about that row, over a
// paragraph holding more of the question's other words ("pasar", "llega" of the handoff summary).
// A cell's word may be named in the visitor's own words: "un prospecto que pregunta por una renta" names "Consulta de
// renta", since the glossary reads "prospecto" and "consulta" as the same English ("lead", "inquiry").

/** Whether the question holds every word of the row's first cell (two words or more, a header row never). */
export function rowNamedBy(sentence: string, question: string): boolean {
  const cells = sentence.split(";");
  if (cells.length < 3 || sentence.endsWith(":")) return false;
  // The section's heading a first row may carry ("Asigne por zona, no por turno: Consulta de renta").
  const head = words((cells[0] ?? "").replace(/^.*:\s/, "")).filter((w) => w.length >= 3);
  if (head.length < 2) return false;
  const asked = words(question);
  // A word asked in another form ("inquiries", "rentals"): the same first five letters.
  const same = (a: string, b: string): boolean => a === b || (Math.min(a.length, b.length) >= 5 && a.slice(0, 5) === b.slice(0, 5));
  const meant = groupsOf(question).map((g) => new Set(g.slice(1)));
  // …or a word the glossary gives the same English as one asked (its first English word, the site's own).
  const synonym = (w: string): boolean => {
    const english = groupsOf(w)[0]?.slice(1) ?? [];
    // (…or the cell's word itself, where its glossary line gives it no other form: "淹过水" is "flood".)
    return meant.some((g) => g.has(w) || english.some((t) => g.has(t)));
  };
  return head.every((w) => asked.some((t) => same(w, t)) || synonym(w));
}
