import { cleanFirstTouch, UTM_FIELDS, UTM_PARAMS, type FirstTouch } from "../../common/analytics/first-touch.ts";

// Where this tab's visit came from (landing page, outside referrer, UTM tags), kept in sessionStorage: no cookie,
// gone when the tab closes. Sent with the first page view and with a lead (contact form, chat, newsletter).
const KEY = "bcai:first-touch";
let memory: FirstTouch | null = null;

// The address this document was loaded at, taken when the page's code starts: the first touch is read later (when
// the browser is idle), by which time a client-side navigation may have changed the address.
const address = () => ({
  pathname: window.location.pathname,
  search: window.location.search,
  referrer: document.referrer,
});
const landing = typeof window === "undefined" ? null : address();

function fromLocation(): FirstTouch {
  const at = landing ?? address();
  const params = new URLSearchParams(at.search);
  const raw: Partial<Record<keyof FirstTouch, unknown>> = { landingPage: at.pathname };
  for (const field of UTM_FIELDS) raw[field] = params.get(UTM_PARAMS[field]) ?? undefined;
  // A link from one of our own pages (a new tab) is not where the visit came from.
  const referrer = at.referrer;
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
