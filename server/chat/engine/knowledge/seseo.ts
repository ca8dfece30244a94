// Most Spanish speakers say "c" (before e, i), "z" and "s" alike, and many write them so: "instalasión", "promosionales",
// "secuensias", "presio". A word read in its seseo form ("c" before e or i, and "z", as "s") is the same word, so a
// question typed that way finds the glossary's entry and the passage that spells it right.

/** The word with "c" before e or i, and "z", written "s" ("promocionales" and "promosionales" → "promosionales"). */
export const seseo = (word: string): string => word.replace(/c(?=[ei])/g, "s").replace(/z/g, "s");

/** Whether the word may be misspelt so: long enough not to be a syllable or a short word of another language. */
export const seseoMay = (word: string): boolean => word.length >= 5 && /^[a-z]+$/.test(word);
