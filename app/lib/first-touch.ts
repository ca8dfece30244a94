import { cleanFirstTouch, UTM_FIELDS, UTM_PARAMS, type FirstTouch } from "#common/analytics/first-touch.ts";

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

// Whether this document started the tab's visit (made the first touch), and whether its page view has said so.
let startedHere = false;
let entryReported = false;

/** The tab's first touch, made from this page's address when the tab has none yet. */
function load(): FirstTouch {
  if (memory) return memory;
  try {
    const stored = window.sessionStorage.getItem(KEY);
    if (stored) return (memory = cleanFirstTouch(JSON.parse(stored) as Record<string, unknown>));
  } catch {
    // storage blocked or unreadable: start afresh
  }
  memory = fromLocation();
  startedHere = true;
  try {
    window.sessionStorage.setItem(KEY, JSON.stringify(memory));
  } catch {
    // kept in memory only
  }
  return memory;
}

/**
 * The tab's first touch for a page view; `isNew` is true once, on the first page of the tab (its page view carries the
 * source) — even when a lead (which reads the touch too) was sent before that page view went out.
 * Without sessionStorage (blocked) it lives in memory for this page's life.
 */
export function firstTouch(): { touch: FirstTouch; isNew: boolean } {
  if (typeof window === "undefined") return { touch: {}, isNew: false };
  const touch = load();
  const isNew = startedHere && !entryReported;
  entryReported = true;
  return { touch, isNew };
}

/** What a lead submission carries. */
export const leadFirstTouch = (): FirstTouch => (typeof window === "undefined" ? {} : load());
