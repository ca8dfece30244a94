import { readFileSync } from "node:fs";
import path from "node:path";

/** The app's version (package.json), written into every backup header. */
export const APP_VERSION: string = (
  JSON.parse(readFileSync(path.resolve(import.meta.dirname, "../../package.json"), "utf8")) as { version: string }
).version;
