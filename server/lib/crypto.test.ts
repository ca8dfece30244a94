import { describe, expect, it } from "vitest";
import { createSecretBox } from "./crypto.ts";

describe("secret box", () => {
  it("round-trips a value, passes plain values through, and names SECRET_KEY when the key is not the one used", () => {
    const box = createSecretBox("a".repeat(64));
    const stored = box.encrypt("smtp-password");
    expect(stored).toMatch(/^enc:v1:/);
    expect(stored).not.toContain("smtp-password");
    expect(box.decrypt(stored)).toBe("smtp-password");
    expect(box.decrypt("plain value")).toBe("plain value");
    expect(() => createSecretBox("b".repeat(64)).decrypt(stored)).toThrow(/SECRET_KEY is not the key it was saved with/);
  });
});
