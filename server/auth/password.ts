import { hash, verify } from "@node-rs/argon2";
import { randomBytes } from "node:crypto";

/**
 * argon2id (the library's default algorithm) at OWASP's recommended minimum: 19 MiB, 2 passes, 1 lane. Written out
 * so a library upgrade cannot lower them; raise them, never lower (old hashes keep verifying with their own).
 */
export const PASSWORD_HASH_OPTIONS = { memoryCost: 19_456, timeCost: 2, parallelism: 1, outputLen: 32 } as const;
export const hashPassword = (password: string) => hash(password, PASSWORD_HASH_OPTIONS);

let verifications = 0;
/** How many passwords this process has checked (real or dummy): what the sign-in throttle must keep small. */
export const passwordVerifications = () => verifications;

export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  verifications++;
  try {
    return await verify(passwordHash, password);
  } catch {
    return false;
  }
}

// A real hash to verify against when the e-mail is unknown, so both paths cost the same.
let dummyHash: Promise<string> | undefined;
export function dummyVerify(password: string): Promise<boolean> {
  dummyHash ??= hashPassword(randomBytes(16).toString("hex"));
  return dummyHash.then((h) => verifyPassword(h, password));
}

/** A strong password that is easy to copy: 24 url-safe characters (~144 bits). */
export function generatePassword(): string {
  return randomBytes(18).toString("base64url");
}
