import { describe, expect, it } from "vitest";
import { WEAK_PASSWORD_MESSAGE, weakPasswordReason } from "./password-strength.ts";

describe("weakPasswordReason", () => {
  it("refuses common passwords and patterns even when they are 12 characters or more", async () => {
    for (const weak of ["password1234", "qwertyuiop12", "iloveyou1234", "houston12345", "aaaaaaaaaaaa", "123456789012"]) {
      expect(await weakPasswordReason(weak), weak).toBe(WEAK_PASSWORD_MESSAGE);
    }
  });

  it("refuses a password built from the account's own e-mail or name", async () => {
    expect(await weakPasswordReason("janedoe2026!", ["jane.doe@example.com", "Jane Doe"])).toBe(WEAK_PASSWORD_MESSAGE);
  });

  it("accepts long random or passphrase passwords", async () => {
    for (const strong of ["correct horse battery staple", "Tr0ub4dor&3xx-q", "k7#Vq9!mZ2pLw4"]) {
      expect(await weakPasswordReason(strong), strong).toBeNull();
    }
  });
});
