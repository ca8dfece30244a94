// A line of the "asked as" banks (asked-as-en.ts and the others): a few words of the site's own English sentence that
// answers (which name the passage and the sentence in it), then questions a visitor could ask it with, in one language.
export type AskedLine = readonly [at: string, ...questions: string[]];
export type AskedLines = readonly AskedLine[];
