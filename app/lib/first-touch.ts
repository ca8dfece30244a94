import { cleanFirstTouch, UTM_FIELDS, UTM_PARAMS, type FirstTouch } from "../../common/analytics/first-touch.ts";

// Where this tab's visit came from (landing page, outside referrer, UTM tags), kept in sessionStorage: no cookie,
// gone when the tab closes. Sent with the first page view and with a lead (contact form, chat, newsletter).
const KEY = "bcai:first-touch";
let memory: FirstTouch | null = null;

function fromLocation(): FirstTouch {
  const params = new URLSearchParams(window.location.search);
  const raw: Partial<Record<keyof FirstTouch, unknown>> = { landingPage: window.location.pathname };
  for (const field of UTM_FIELDS) raw[field] = params.get(UTM_PARAMS[field]) ?? undefined;
  // A link from one of our own pages (a new tab) is not where the visit came from.
  const referrer = document.referrer;
  if (referrer && !referrer.startsWith(`${window.location.origin}/`)) raw.referrer = referrer;
  return cleanFirstTouch(raw);
}

/**
 * The tab's first touch; `isNew` is true once, on the first page of the tab (its page view carries the source).
 * Without sessionStorage (blocked) it lives in memory for this page's life.
 */
export function firstTouch(): { touch: FirstTouch; isNew: boolean } {
  if (typeof window === "undefined") return { touch: {}, isNew: false };
  if (memory) return { touch: memory, isNew: false };
  try {
    const stored = window.sessionStorage.getItem(KEY);
    if (stored) {
      memory = cleanFirstTouch(JSON.parse(stored) as Record<string, unknown>);
      return { touch: memory, isNew: false };
    }
  } catch {
    // storage blocked or unreadable: start afresh
  }
  memory = fromLocation();
  try {
    window.sessionStorage.setItem(KEY, JSON.stringify(memory));
  } catch {
    // kept in memory only
  }
  return { touch: memory, isNew: true };
}

/** What a lead submission carries. */
export const leadFirstTouch = (): FirstTouch => firstTouch().touch;
