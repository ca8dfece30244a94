import { createHmac, timingSafeEqual } from "node:crypto";

// Meta signs each webhook POST (Graph API "Webhooks: validating payloads"): HMAC-SHA256 of the raw request body, keyed
// with the app secret, hex, in X-Hub-Signature-256 as "sha256=<hex>". The body must be checked byte for byte, before
// any JSON parsing.

export const WHATSAPP_SIGNATURE_HEADER = "x-hub-signature-256";

export function whatsappSignature(appSecret: string, rawBody: string): string {
  return `sha256=${createHmac("sha256", appSecret).update(Buffer.from(rawBody, "utf8")).digest("hex")}`;
}

/** Whether Meta signed this body with the app secret; false without a secret or a signature. */
export function verifyWhatsappSignature(appSecret: string, rawBody: string, signature: string | undefined): boolean {
  if (!appSecret || !signature) return false;
  const expected = Buffer.from(whatsappSignature(appSecret, rawBody));
  const given = Buffer.from(signature.trim().toLowerCase());
  return expected.length === given.length && timingSafeEqual(expected, given);
}
