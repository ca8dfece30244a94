import { extractFeatures } from "./features.ts";

// Multinomial logistic regression over sparse binary features, trained with plain SGD.
// Small, deterministic (seeded shuffle) and fast: about a thousand examples train in well under a second,
// and a prediction touches only the few dozen features present in the message.

export type Example<L extends string> = { text: string; label: L };
export type Prediction<L extends string> = { label: L; confidence: number; ranking: { label: L; p: number }[] };
export type Classifier<L extends string> = { predict(text: string): Prediction<L> };

export type TrainOptions = { epochs?: number; learningRate?: number; l2?: number; seed?: number };

function mulberry32(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** The class scores of a message's feature ids, written into `scores` (one per class, `bias.length` of them). */
function scoresInto(weights: Float32Array | Float64Array, bias: Float64Array, ids: readonly number[], scores: Float64Array): Float64Array {
  const k = bias.length;
  scores.set(bias);
  // Binary features scaled by 1/sqrt(n) so long messages do not shout over short ones.
  const value = ids.length > 0 ? 1 / Math.sqrt(ids.length) : 0;
  for (const id of ids) for (let c = 0; c < k; c++) scores[c] = (scores[c] ?? 0) + (weights[id * k + c] ?? 0) * value;
  return scores;
}

/** Softmax of `scores` written into `out` (reused across calls: training makes a million of these). */
function softmaxInto(scores: Float64Array, out: Float64Array): Float64Array {
  let max = -Infinity;
  for (const s of scores) max = Math.max(max, s);
  let sum = 0;
  for (let i = 0; i < scores.length; i++) {
    const e = Math.exp((scores[i] ?? 0) - max);
    out[i] = e;
    sum += e;
  }
  for (let i = 0; i < out.length; i++) out[i] = (out[i] ?? 0) / sum;
  return out;
}

/** What training learns: enough to predict, and to store and load again without training (model-cache.ts). */
export type ClassifierModel<L extends string> = { labels: readonly L[]; features: readonly string[]; weights: Float64Array; bias: Float64Array };

export function trainClassifier<L extends string>(examples: readonly Example<L>[], labels: readonly L[], options: TrainOptions = {}): Classifier<L> {
  return classifierFrom(trainModel(examples, labels, options));
}

export function trainModel<L extends string>(
  examples: readonly Example<L>[],
  labels: readonly L[],
  options: TrainOptions = {},
): ClassifierModel<L> {
  const { epochs = 30, learningRate = 0.6, l2 = 1e-5, seed = 7 } = options;
  const k = labels.length;
  const labelIndex = new Map(labels.map((label, i) => [label, i]));
  const featureIndex = new Map<string, number>();
  const encoded = examples.map((example) => {
    const ids = extractFeatures(example.text).map((f) => {
      let id = featureIndex.get(f);
      if (id === undefined) featureIndex.set(f, (id = featureIndex.size));
      return id;
    });
    const y = labelIndex.get(example.label);
    if (y === undefined) throw new Error(`Unknown label in training data: ${example.label}`);
    return { ids, y };
  });
  const weights = new Float64Array(featureIndex.size * k);
  const bias = new Float64Array(k);

  const scratch = new Float64Array(k);
  const probabilities = new Float64Array(k);
  const scoresOf = (ids: readonly number[], scores: Float64Array): Float64Array => scoresInto(weights, bias, ids, scores);

  const random = mulberry32(seed);
  const order = encoded.map((_, i) => i);
  for (let epoch = 0; epoch < epochs; epoch++) {
    for (let i = order.length - 1; i > 0; i--) {
      const j = Math.floor(random() * (i + 1));
      [order[i], order[j]] = [order[j] ?? 0, order[i] ?? 0];
    }
    const rate = learningRate / (1 + epoch * 0.1);
    for (const index of order) {
      const sample = encoded[index];
      if (sample === undefined) continue;
      const p = softmaxInto(scoresOf(sample.ids, scratch), probabilities);
      const value = sample.ids.length > 0 ? 1 / Math.sqrt(sample.ids.length) : 0;
      for (let c = 0; c < k; c++) {
        const gradient = (p[c] ?? 0) - (c === sample.y ? 1 : 0);
        // Classes the model already rules out contribute nothing worth the work (and the L2 shrink waits).
        if (Math.abs(gradient) < 1e-4) continue;
        bias[c] = (bias[c] ?? 0) - rate * gradient * 0.1;
        for (const id of sample.ids) {
          const w = id * k + c;
          weights[w] = (weights[w] ?? 0) * (1 - rate * l2) - rate * gradient * value;
        }
      }
    }
  }

  return { labels, features: [...featureIndex.keys()], weights, bias };
}

/** The classifier of a trained (or loaded) model. */
export function classifierFrom<L extends string>({ labels, features, weights: trained, bias }: ClassifierModel<L>): Classifier<L> {
  const k = labels.length;
  // Single precision is plenty to rank the classes and halves the largest array the chat keeps (~3 MB).
  const weights = Float32Array.from(trained);
  const featureIndex = new Map(features.map((f, i) => [f, i]));
  return {
    predict(text: string): Prediction<L> {
      const ids: number[] = [];
      for (const f of extractFeatures(text)) {
        const id = featureIndex.get(f);
        if (id !== undefined) ids.push(id);
      }
      const p = softmaxInto(scoresInto(weights, bias, ids, new Float64Array(k)), new Float64Array(k));
      const ranking = labels.map((label, i) => ({ label, p: p[i] ?? 0 })).sort((a, b) => b.p - a.p);
      const top = ranking[0];
      if (top === undefined) throw new Error("Classifier has no labels");
      return { label: top.label, confidence: top.p, ranking };
    },
  };
}
