import { createHash } from "node:crypto";

// A cached page is the same bytes for every visitor (and for a CDN), so its CSP cannot carry a per-response nonce:
// it lists the sha256 of each inline script instead. Only the scripts the renderer itself wrote are trusted — they
// carry the nonce of the render that filled the cache, which no stored content could have known — so markup
// injected into a page (which the nonce would have stopped) is not blessed by a hash either.

const SCRIPT = /<script\b([^>]*)>([\s\S]*?)<\/script>/gi;

export interface TrustedScripts {
  /** The HTML without the fill's nonce attributes (they would only be noise: the policy carries no nonce). */
  html: string;
  /** The bodies of the inline scripts that carried the nonce, in document order. */
  bodies: string[];
}

export function trustedInlineScripts(html: string, nonce: string): TrustedScripts {
  const marker = ` nonce="${nonce}"`;
  const bodies: string[] = [];
  for (const m of html.matchAll(SCRIPT)) {
    const attrs = m[1] ?? "";
    if (attrs.includes(marker) && !/\bsrc\s*=/i.test(attrs)) bodies.push(m[2] ?? "");
  }
  return { html: html.replaceAll(marker, ""), bodies };
}

export function scriptHash(body: string): string {
  return `'sha256-${createHash("sha256").update(body, "utf8").digest("base64")}'`;
}

/** `script-src` for a cached page: its own scripts by hash; the modules they import are trusted through them. */
export function hashedScriptSrc(bodies: readonly string[]): string {
  return ["'self'", ...new Set(bodies.map(scriptHash)), "'strict-dynamic'"].join(" ");
}

/** The nonce a render used, read back from the policy it was sent with. */
export function nonceOf(csp: string | null): string | null {
  return csp ? (/'nonce-([A-Za-z0-9+/=]+)'/.exec(csp)?.[1] ?? null) : null;
}
