// A recommended package's features as the answer lists them: those the visitor named (named-features.ts) first.

/** The features to list, the named ones first, at least three. */
export function featuresFirst<T>(features: readonly T[], named: readonly number[] = []): T[] {
  const first = named.flatMap((i) => (features[i] === undefined ? [] : [features[i]]));
  const rest = features.filter((_, i) => !named.includes(i));
  return [...first, ...rest].slice(0, Math.max(3, first.length));
}
