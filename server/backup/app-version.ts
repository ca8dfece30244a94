import { readFileSync } from "node:fs";

/** The app's version (package.json), written into every backup header. */
export const APP_VERSION: string = (JSON.parse(readFileSync(new URL("../../package.json", import.meta.url), "utf8")) as { version: string }).version;
