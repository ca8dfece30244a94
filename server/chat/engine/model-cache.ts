import { createHash } from "node:crypto";
import { mkdir, readFile, rename, writeFile } from "node:fs/promises";
import path from "node:path";
import type { ClassifierModel, Example } from "./classifier.ts";

// The fallback classifier trains in ~0.3 s of the main thread at every start (and ~60 MB on the way). Its model is
// kept in the data directory, named by a hash of everything training reads (the examples, the labels, the options,
// the feature code's version), so a restart loads it in milliseconds and any change to the corpus trains anew.
// A missing, unreadable or foreign file only means training again; the cache never decides an answer.

/** Raise when extractFeatures changes what it extracts: models trained with the old features are then not loaded. */
const FEATURES_VERSION = 1;

export function modelKey<L extends string>(examples: readonly Example<L>[], labels: readonly L[], options: object): string {
  const hash = createHash("sha256");
  hash.update(JSON.stringify({ FEATURES_VERSION, labels, options }));
  for (const e of examples) hash.update(`${e.label}\u0000${e.text}\u0001`);
  return hash.digest("hex").slice(0, 24);
}

type Stored = { key: string; labels: string[]; features: string[]; weights: string; bias: string };

const toBase64 = (a: Float64Array): string => Buffer.from(a.buffer, a.byteOffset, a.byteLength).toString("base64");
function fromBase64(text: string): Float64Array {
  const bytes = Buffer.from(text, "base64");
  const copy = new Uint8Array(bytes.byteLength);
  copy.set(bytes);
  return new Float64Array(copy.buffer);
}

export async function loadModel<L extends string>(dir: string, key: string, labels: readonly L[]): Promise<ClassifierModel<L> | null> {
  try {
    const stored = JSON.parse(await readFile(path.join(dir, `chat-model-${key}.json`), "utf8")) as Stored;
    if (stored.key !== key || JSON.stringify(stored.labels) !== JSON.stringify(labels)) return null;
    const weights = fromBase64(stored.weights);
    const bias = fromBase64(stored.bias);
    if (bias.length !== labels.length || weights.length !== stored.features.length * labels.length) return null;
    return { labels, features: stored.features, weights, bias };
  } catch {
    return null;
  }
}

/** Written to a temporary name and renamed, so another instance never reads half a file. */
export async function saveModel<L extends string>(dir: string, key: string, model: ClassifierModel<L>): Promise<void> {
  await mkdir(dir, { recursive: true });
  const file = path.join(dir, `chat-model-${key}.json`);
  const stored: Stored = { key, labels: [...model.labels], features: [...model.features], weights: toBase64(model.weights), bias: toBase64(model.bias) };
  const temporary = `${file}.${process.pid}.tmp`;
  await writeFile(temporary, JSON.stringify(stored));
  await rename(temporary, file);
}
