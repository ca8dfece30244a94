import { classifierFrom, trainModel } from "./classifier.ts";
import { loadModel, modelKey, saveModel } from "./model-cache.ts";
import { trainingExamples } from "./corpus.ts";
import { searchEntries } from "./knowledge/search.ts";
import { askedMatch } from "./knowledge/asked-as.ts";
import { INTENTS } from "./types.ts";
import type { ChatEngine } from "./types.ts";
import { createEngineFrom } from "./engine.ts";

// The engine made ready to answer: its fallback classifier loaded or trained, its indexes built (engine.ts reads a turn).

const TRAIN_OPTIONS = {};

/**
 * Trains the fallback classifier from the corpus in the repository (a few hundred milliseconds) and returns the engine.
 * A model trained on the same corpus before is loaded instead from the first of `modelDirs` that has it (the build's,
 * then the data directory's); a model trained here is kept in `cacheDir` (model-cache.ts).
 */
export async function createChatEngine(opts: { modelDirs?: readonly string[]; cacheDir?: string; onCacheError?: (err: unknown) => void } = {}): Promise<ChatEngine> {
  const examples = trainingExamples();
  const key = modelKey(examples, INTENTS, TRAIN_OPTIONS);
  let model = null;
  for (const dir of [...(opts.modelDirs ?? []), ...(opts.cacheDir ? [opts.cacheDir] : [])]) if (!model) model = await loadModel(dir, key, INTENTS);
  if (!model) {
    model = trainModel(examples, INTENTS, TRAIN_OPTIONS);
    if (opts.cacheDir) await saveModel(opts.cacheDir, key, model).catch((err: unknown) => opts.onCacheError?.(err));
  }
  const engine = createEngineFrom(classifierFrom(model));
  // Builds the knowledge index and the asked-as bank now, so the first visitor does not wait for them.
  searchEntries("hello");
  askedMatch("hello");
  return engine;
}

/** `npm run build`: the model trained and written to `dir`, for every start to load (scripts/build-chat-model.ts). */
export async function trainChatModel(dir: string): Promise<{ key: string; features: number }> {
  const examples = trainingExamples();
  const key = modelKey(examples, INTENTS, TRAIN_OPTIONS);
  const model = trainModel(examples, INTENTS, TRAIN_OPTIONS);
  await saveModel(dir, key, model);
  return { key, features: model.features.length };
}
