// `npm run build`: trains the chat assistant's fallback classifier once and ships the model in the build, so no
// start (a new data directory included) spends ~0.3 s and ~60 MB training it (server/chat/engine/model-cache.ts).
import path from "node:path";
import { trainChatModel } from "#server/chat/engine/engine-setup.ts";

const dir = path.resolve(process.env["BUILD_DIR"] ?? "build", "chat-model");
const started = performance.now();
const { key, features } = await trainChatModel(dir);
console.log(`${path.relative(process.cwd(), dir)}/chat-model-${key}.json: the chat classifier, ${features} features, ${Math.round(performance.now() - started)} ms`);
