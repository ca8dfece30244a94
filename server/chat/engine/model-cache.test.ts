import { mkdtemp, readdir, rm, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { classifierFrom, trainModel } from "./classifier.ts";
import { loadModel, modelKey, saveModel } from "./model-cache.ts";
import { createChatEngine, trainChatModel } from "./engine-setup.ts";
import { sampleFacts } from "./sample-facts.ts";

const LABELS = ["hours", "price"] as const;
const EXAMPLES = [
  { text: "when are you open", label: "hours" as const },
  { text: "what are your hours", label: "hours" as const },
  { text: "how much does it cost", label: "price" as const },
  { text: "what is the price", label: "price" as const },
];

let dir: string;
beforeAll(async () => {
  dir = await mkdtemp(path.join(os.tmpdir(), "chat-model-"));
});
afterAll(async () => {
  await rm(dir, { recursive: true, force: true });
});

describe("the trained model kept between starts", () => {
  it("loads what was saved, predicting exactly as the trained model", async () => {
    const model = trainModel(EXAMPLES, LABELS);
    const key = modelKey(EXAMPLES, LABELS, {});
    await saveModel(dir, key, model);
    const loaded = await loadModel(dir, key, LABELS);
    expect(loaded).not.toBeNull();
    for (const text of ["are you open on saturday", "price please", "something else"]) {
      expect(classifierFrom(loaded!).predict(text)).toEqual(classifierFrom(model).predict(text));
    }
  });

  it("is named by what training reads: another corpus or other labels find no model", async () => {
    const key = modelKey(EXAMPLES, LABELS, {});
    expect(modelKey([...EXAMPLES, { text: "open late?", label: "hours" }], LABELS, {})).not.toBe(key);
    expect(modelKey(EXAMPLES, LABELS, { epochs: 5 })).not.toBe(key);
    expect(await loadModel(dir, modelKey(EXAMPLES.slice(1), LABELS, {}), LABELS)).toBeNull();
  });

  it("treats a damaged file as no model", async () => {
    const key = modelKey(EXAMPLES, LABELS, { damaged: true });
    await writeFile(path.join(dir, `chat-model-${key}.json`), "{not json");
    expect(await loadModel(dir, key, LABELS)).toBeNull();
  });

  it("starts the engine from the build's model without training or writing to the data directory", async () => {
    const buildDir = path.join(dir, "build-model");
    const dataDir = path.join(dir, "data-cache");
    await trainChatModel(buildDir);
    await createChatEngine({ modelDirs: [buildDir], cacheDir: dataDir });
    expect(await readdir(dataDir).catch(() => [])).toEqual([]);
  });

  it("lets the engine start from the cache with the same answers as a freshly trained one", async () => {
    const engineDir = path.join(dir, "engine");
    const first = await createChatEngine({ cacheDir: engineDir });
    expect((await readdir(engineDir)).filter((f) => f.startsWith("chat-model-"))).toHaveLength(1);
    const second = await createChatEngine({ cacheDir: engineDir });
    for (const message of ["hola, cuánto cuesta Growth?", "do you do websites", "给我讲个笑话"]) {
      const a = first.reply({ message, facts: sampleFacts, context: null });
      const b = second.reply({ message, facts: sampleFacts, context: null });
      expect(b.response).toBe(a.response);
      expect(b.intent).toBe(a.intent);
    }
  });
});
