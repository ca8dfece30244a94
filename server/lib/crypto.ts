import { createCipheriv, createDecipheriv, createHash, createHmac, createSecretKey, randomBytes, timingSafeEqual } from "node:crypto";

const PREFIX = "enc:v1:";

/** AES-256-GCM with a key derived from SECRET_KEY; output is self-describing so plain values can be told apart. */
export function createSecretBox(secretKey: string) {
  const key = createHash("sha256").update(`secret-box:${secretKey}`).digest();
  return {
    encrypt(plain: string): string {
      const iv = randomBytes(12);
      const cipher = createCipheriv("aes-256-gcm", key, iv);
      const body = Buffer.concat([cipher.update(plain, "utf8"), cipher.final()]);
      return PREFIX + Buffer.concat([iv, cipher.getAuthTag(), body]).toString("base64url");
    },
    decrypt(stored: string): string {
      if (!stored.startsWith(PREFIX)) return stored;
      const raw = Buffer.from(stored.slice(PREFIX.length), "base64url");
      const decipher = createDecipheriv("aes-256-gcm", key, raw.subarray(0, 12));
      try {
        decipher.setAuthTag(raw.subarray(12, 28));
        return Buffer.concat([decipher.update(raw.subarray(28)), decipher.final()]).toString("utf8");
      } catch {
        // GCM's own message ("Unsupported state or unable to authenticate data") names no cause an operator can act on.
        throw new Error(
          "A stored secret could not be decrypted: SECRET_KEY is not the key it was saved with. Set SECRET_KEY back to that value (every instance must share it).",
        );
      }
    },
  };
}
export type SecretBox = ReturnType<typeof createSecretBox>;

export function sha256(value: string): string {
  return createHash("sha256").update(value).digest("hex");
}

/**
 * One-way HMAC-SHA-256 under a key derived from SECRET_KEY, for values with few possible inputs (IP addresses):
 * a plain sha256 of every IPv4 address can be computed in minutes, this one not without the secret.
 * Same secret and purpose give the same hash on every instance.
 */
export function createKeyedHash(secretKey: string, purpose: string): (value: string) => string {
  // One KeyObject: a Buffer key is turned into one on every createHmac (a visible cost per rate-limited request).
  const key = createSecretKey(createHmac("sha256", secretKey).update(`keyed-hash:${purpose}`).digest());
  return (value) => createHmac("sha256", key).update(value).digest("base64url");
}

export function randomToken(bytes = 32): string {
  return randomBytes(bytes).toString("base64url");
}

export function safeEqual(a: string, b: string): boolean {
  const ab = Buffer.from(a);
  const bb = Buffer.from(b);
  return ab.length === bb.length && timingSafeEqual(ab, bb);
}

/** Shows that a secret is set without revealing it: "••••••••abcd". */
export function maskSecret(value: string): string {
  if (!value) return "";
  return "••••••••" + (value.length >= 12 ? value.slice(-4) : "");
}
