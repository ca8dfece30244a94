// Counts with a noun ("1 recipient", "2 recipients") in the admin's language, chosen by Intl.PluralRules rather than
// by `n === 1` checks scattered over the pages (which missed some and printed "1 recipients").

const LOCALE = "en-US";
const rules = new Intl.PluralRules(LOCALE);
const numbers = new Intl.NumberFormat(LOCALE);

/** The noun's forms: `other` defaults to `one` + "s" ("recipient" → "recipients"). */
export type NounForms = { one: string; other?: string };

/** The noun alone, in the form `count` takes: pluralNoun(1, "subscriber") → "subscriber". */
export function pluralNoun(count: number, one: string, other: string = `${one}s`): string {
  return rules.select(count) === "one" ? one : other;
}

/** The count (grouped: "1,204") and its noun: plural(1, "recipient") → "1 recipient"; plural(3, "person", "people"). */
export function plural(count: number, one: string, other?: string): string {
  return `${numbers.format(count)} ${pluralNoun(count, one, other)}`;
}
