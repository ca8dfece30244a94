import { createHmac, createSecretKey } from "node:crypto";
import { safeEqual } from "../lib/crypto.ts";

// The contact form carries the time it was rendered, signed, so the server can tell a visitor who took
// a moment to type from a script that posts instantly, without any state on the server.

export const MIN_FILL_MS = 3_000;
/** Older tokens are ignored (treated as absent) rather than refused: a tab left open overnight is a person. */
export const TOKEN_MAX_AGE_MS = 7 * 24 * 60 * 60 * 1000;

export type FormTokenCheck = "ok" | "too_fast" | "invalid" | "absent";

export function createFormTokens(secretKey: string) {
  const key = createSecretKey(createHmac("sha256", "contact-form-token").update(secretKey).digest());
  const sign = (issuedAt: string) => createHmac("sha256", key).update(issuedAt).digest("base64url");

  return {
    issue(now = Date.now()): string {
      const issuedAt = String(now);
      return `${issuedAt}.${sign(issuedAt)}`;
    },
    check(token: unknown, now = Date.now()): FormTokenCheck {
      if (typeof token !== "string" || token === "") return "absent";
      const [issuedAt = "", signature = ""] = token.split(".");
      if (!/^\d{10,16}$/.test(issuedAt) || !safeEqual(signature, sign(issuedAt))) return "invalid";
      const age = now - Number(issuedAt);
      if (age > TOKEN_MAX_AGE_MS) return "absent";
      // A negative age is another instance's clock running ahead; only the key holder can make one.
      return age >= 0 && age < MIN_FILL_MS ? "too_fast" : "ok";
    },
  };
}
export type FormTokens = ReturnType<typeof createFormTokens>;
