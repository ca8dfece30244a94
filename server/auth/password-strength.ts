import type { ZxcvbnFactory } from "@zxcvbn-ts/core";

export const WEAK_PASSWORD_MESSAGE = "This password is too easy to guess: avoid common passwords, words, names and keyboard patterns";

// The dictionaries (common passwords, words, names) weigh a few MB: loaded on the first password set, not at start.
let factory: Promise<ZxcvbnFactory> | undefined;
function load(): Promise<ZxcvbnFactory> {
  factory ??= Promise.all([import("@zxcvbn-ts/core"), import("@zxcvbn-ts/language-common")]).then(
    ([core, common]) => new core.ZxcvbnFactory({ dictionary: { ...common.dictionary }, graphs: common.adjacencyGraphs }),
  );
  return factory;
}

/**
 * Why a new password is refused, or null when it is fine. zxcvbn estimates how many guesses it takes against
 * lists of common passwords, words and names, keyboard patterns, dates and repeats; scores below 3 (fewer than
 * ~10^8 guesses) are refused. `related` are words of this account (e-mail, name, site name) a guesser would try first.
 */
export async function weakPasswordReason(password: string, related: readonly string[] = []): Promise<string | null> {
  const zxcvbn = await load();
  // Each word, and the words run together ("Jane Doe" → jane, doe, janedoe; the e-mail's local part likewise).
  const words = related.flatMap((r) => {
    const parts = r.toLowerCase().split("@")[0]!.split(/[^a-z0-9]+/).filter((w) => w.length >= 3);
    return [...parts, parts.join("")];
  });
  return zxcvbn.check(password, words).score < 3 ? WEAK_PASSWORD_MESSAGE : null;
}
