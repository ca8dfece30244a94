import { createContext, type RouterContext } from "react-router";
import type { Services } from "#server/services.ts";
import type { Logger } from "#server/lib/logger.ts";

export interface AppContextValue {
  services: Services;
  nonce: string;
  /** Absolute origin used for canonical URLs, feeds and share links. */
  origin: string;
  /** The caller's address (proxy-aware, see server/lib/client-ip.ts), for rate limits of page form posts. */
  clientIp: string;
  /** The request's logger (with its request id): page errors are logged through it, never to the console. */
  log?: Logger;
}

// The server entry and the React Router build each load this module once; a registry symbol
// makes both copies hand out the same context object, or loaders would not find the value.
const KEY = Symbol.for("bayou-city-ai.app-context");
const registry = globalThis as typeof globalThis & { [KEY]?: RouterContext<AppContextValue> };
export const appContext: RouterContext<AppContextValue> = (registry[KEY] ??= createContext<AppContextValue>());
