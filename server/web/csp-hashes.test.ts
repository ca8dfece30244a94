import { createHash } from "node:crypto";
import { describe, expect, it } from "vitest";
import { hashedScriptSrc, nonceOf, trustedInlineScripts } from "./csp-hashes.ts";

const sha = (s: string) => `'sha256-${createHash("sha256").update(s).digest("base64")}'`;

describe("hashed script-src", () => {
  const html = [
    `<link rel="modulepreload" href="/assets/a.js" nonce="N0nce+/="/>`,
    `<script type="application/ld+json">{"@type":"Thing"}</script>`,
    `<div>post body <script>alert("injected")</script></div>`,
    `<script nonce="N0nce+/=">window.__ctx = {"a":"é"};</script>`,
    `<script nonce="N0nce+/=" type="module" async="">import("/assets/entry.js");</script>`,
    `<script nonce="N0nce+/=" src="/assets/x.js"></script>`,
  ].join("");

  it("trusts only the renderer's inline scripts (those with the fill's nonce), not injected markup or JSON-LD", () => {
    const { html: out, bodies } = trustedInlineScripts(html, "N0nce+/=");
    expect(bodies).toEqual([`window.__ctx = {"a":"é"};`, `import("/assets/entry.js");`]);
    expect(out).not.toContain("nonce=");
    const src = hashedScriptSrc(bodies);
    expect(src).toBe(`'self' ${sha(`window.__ctx = {"a":"é"};`)} ${sha(`import("/assets/entry.js");`)} 'strict-dynamic'`);
    expect(src).not.toContain(sha(`alert("injected")`).slice(1, -1));
  });

  it("reads the nonce back from a policy", () => {
    expect(nonceOf("default-src 'self'; script-src 'self' 'nonce-abc+/=' 'strict-dynamic'")).toBe("abc+/=");
    expect(nonceOf("script-src 'self'")).toBeNull();
    expect(nonceOf(null)).toBeNull();
  });
});
