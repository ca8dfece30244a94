import { createHmac, timingSafeEqual } from "node:crypto";

// Twilio signs each webhook request (docs: "Webhooks security"): HMAC-SHA1, keyed with the account's auth token, over
// the full URL Twilio requested (scheme, host, path and query, exactly as configured) followed by each POST parameter's
// name and value, sorted by name; base64, in X-Twilio-Signature.

export const TWILIO_SIGNATURE_HEADER = "x-twilio-signature";

export function twilioSignature(authToken: string, url: string, params: URLSearchParams | Record<string, string>): string {
  const entries = params instanceof URLSearchParams ? [...params.entries()] : Object.entries(params);
  // Sorted by name; a repeated name keeps its values in order (a stable sort).
  const data = entries
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
    .reduce((acc, [name, value]) => acc + name + value, url);
  return createHmac("sha1", authToken).update(Buffer.from(data, "utf8")).digest("base64");
}

/** Whether the request was signed by Twilio with this auth token; false without a token or a signature. */
export function verifyTwilioSignature(authToken: string, url: string, params: URLSearchParams, signature: string | undefined): boolean {
  if (!authToken || !signature) return false;
  const expected = Buffer.from(twilioSignature(authToken, url, params));
  const given = Buffer.from(signature);
  return expected.length === given.length && timingSafeEqual(expected, given);
}
