import { Secret, TOTP } from "otpauth";
import { renderSVG } from "uqr";

/** RFC 6238 with what every authenticator app understands: SHA-1, 6 digits, 30-second steps. */
const PERIOD = 30;
const DIGITS = 6;
/** One step either side: a phone clock a little off, or a code typed as it changed. */
const WINDOW = 1;

/** A new 160-bit secret (RFC 4226's recommended length), as base32. */
export function newTotpSecret(): string {
  return new Secret({ size: 20 }).base32;
}

export function totpUri(secret: string, account: string, issuer: string): string {
  return new TOTP({ issuer, label: account, secret: Secret.fromBase32(secret), algorithm: "SHA1", digits: DIGITS, period: PERIOD }).toString();
}

export function totpQrSvg(uri: string): string {
  return renderSVG(uri, { border: 2 });
}

/** The time step `code` belongs to (now ± one step), or null. The caller refuses a step already used. */
export function matchTotp(secret: string, code: string, now = Date.now()): number | null {
  const token = code.replace(/\s+/g, "");
  if (!/^\d{6}$/.test(token)) return null;
  const delta = TOTP.validate({ token, secret: Secret.fromBase32(secret), algorithm: "SHA1", digits: DIGITS, period: PERIOD, timestamp: now, window: WINDOW });
  return delta === null ? null : TOTP.counter({ period: PERIOD, timestamp: now }) + delta;
}

/** The code for a moment (tests and the e2e compute codes the way an authenticator app does). */
export function totpCodeAt(secret: string, timestamp: number): string {
  return TOTP.generate({ secret: Secret.fromBase32(secret), algorithm: "SHA1", digits: DIGITS, period: PERIOD, timestamp });
}

export const isTotpShaped = (code: string) => /^\d{6}$/.test(code.replace(/\s+/g, ""));
