import { wellFormed } from "../lib/well-formed-text.ts";

// The visit that brought someone to the site (docs/decisions/031), kept per tab in sessionStorage and sent with a lead.
// Plain functions, no zod: the public pages run them on every first visit (app/lib/first-touch.ts), and the server's
// schema (lead-source.ts) runs the same ones, so both sides agree on what is kept. Browser-safe.

/** Everything optional: a direct visit has only its landing page. */
export interface FirstTouch {
  landingPage?: string;
  /** Origin + path of the page that linked here (never its query string). */
  referrer?: string;
  utmSource?: string;
  utmMedium?: string;
  utmCampaign?: string;
  utmTerm?: string;
  utmContent?: string;
}

export const UTM_PARAMS = {
  utmSource: "utm_source",
  utmMedium: "utm_medium",
  utmCampaign: "utm_campaign",
  utmTerm: "utm_term",
  utmContent: "utm_content",
} as const satisfies Record<string, string>;
export type UtmField = keyof typeof UTM_PARAMS;
export const UTM_FIELDS = Object.keys(UTM_PARAMS) as UtmField[];

export const UTM_MAX = 100;
export const URL_MAX = 300;
/** What a visit with neither a campaign nor an outside referrer is called. */
export const DIRECT_SOURCE = "direct";

// An address in a campaign tag or a link is personal data: such values are dropped rather than stored.
const looksPersonal = (value: string) => value.includes("@");
// eslint-disable-next-line no-control-regex -- control characters are exactly what is removed
const CONTROL = /[\u0000-\u001f\u007f]/g;

/** A campaign value: printable, one line, at most 100 characters; empty or address-like values are dropped. */
export function cleanTag(value: unknown): string | undefined {
  if (typeof value !== "string") return undefined;
  const text = wellFormed(value.replace(CONTROL, " ").replace(/\s+/g, " ").trim().slice(0, UTM_MAX));
  return text && !looksPersonal(text) ? text : undefined;
}

/** A path of this site, without its query string or fragment. */
export function cleanPath(value: unknown): string | undefined {
  if (typeof value !== "string" || !value.startsWith("/") || value.startsWith("//")) return undefined;
  const path = wellFormed(value.split(/[?#]/)[0]!.replace(CONTROL, "").slice(0, URL_MAX));
  return looksPersonal(path) ? undefined : path;
}

/** An http(s) address reduced to origin + path (no credentials, query or fragment); anything else is dropped. */
export function cleanReferrer(value: unknown): string | undefined {
  if (typeof value !== "string" || value.length > 2048) return undefined;
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return undefined;
  }
  if (url.protocol !== "http:" && url.protocol !== "https:") return undefined;
  const kept = `${url.origin}${url.pathname}`.slice(0, URL_MAX);
  return looksPersonal(kept) ? undefined : kept;
}

/** The one-word source a visit is counted under: utm_source, else the referrer's host (without www.), else "direct". */
export function sourceOf(touch: Pick<FirstTouch, "utmSource" | "referrer">): string {
  const tag = cleanTag(touch.utmSource)?.toLowerCase();
  if (tag) return tag;
  const referrer = cleanReferrer(touch.referrer);
  if (referrer) return new URL(referrer).hostname.replace(/^www\./, "").slice(0, UTM_MAX);
  return DIRECT_SOURCE;
}

/** Drops what may not be kept and the empty fields; undefined when nothing is left. */
export function cleanFirstTouch(raw: Partial<Record<keyof FirstTouch, unknown>>): FirstTouch {
  const touch: FirstTouch = {};
  const landingPage = cleanPath(raw.landingPage);
  if (landingPage) touch.landingPage = landingPage;
  const referrer = cleanReferrer(raw.referrer);
  if (referrer) touch.referrer = referrer;
  for (const field of UTM_FIELDS) {
    const tag = cleanTag(raw[field]);
    if (tag) touch[field] = tag;
  }
  return touch;
}
