// Spanish names our three packages by their size on the page: "¿me quedo en el pequeñino o paso al del medio?", "¿viene
// en el paquete del medio o solo en el grande?", "el plan chico". Read as the names every rule knows (Foundation,
// Growth, Enterprise) before anything else reads the message, only where the noun is said with the size ("el paquete
// del medio") or two sizes are set side by side, so "el grande" of a house or a team is left alone. The superlatives
// ("el más chico", "el paquete más grande") are read by their own rules (smallest-package.ts, mentions.ts).

const ARTICLE = String.raw`(?<![\p{L}])(el|al|del)\s+(?:(paquete|plan)\s+)?`;
const SIZES: [string, RegExp][] = [
  ["Foundation", new RegExp(`${ARTICLE}(?:peque[nñ](?:o|ito|ino)|chic(?:o|uito|ito))(?![\\p{L}])`, "giu")],
  ["Growth", new RegExp(`${ARTICLE}(?:del\\s+medio|de\\s+en\\s+medio|mediano|intermedio)(?![\\p{L}])`, "giu")],
  ["Enterprise", new RegExp(`${ARTICLE}(?:grande|grandote)(?![\\p{L}])`, "giu")],
];

/** The message with the packages named by size ("el del medio") named by name ("el Growth"). */
export function asPackageNames(message: string): string {
  const sized = SIZES.filter(([, pattern]) => new RegExp(pattern.source, "iu").test(message));
  // One size alone is read only with its noun ("el paquete del medio"): "¿a cualquier paquete o nomás al grande?" asks
  // of every package against the biggest, which its own rules answer (feature-owner.ts).
  const both = sized.length >= 2;
  let out = message;
  for (const [name, pattern] of sized) out = out.replace(pattern, (said: string, article: string, noun: string | undefined) => (both || noun ? `${article} ${noun ? `${noun} ` : ""}${name}` : said));
  return out;
}
