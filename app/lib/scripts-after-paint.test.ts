import { createHash } from "node:crypto";
import { describe, expect, it } from "vitest";
import { DEFERRED_MODULE_ID, START_CAP_MS, scriptsAfterPaintStream, startScriptsAfterPaint } from "./scripts-after-paint.ts";
import { hashedScriptSrc, trustedInlineScripts } from "#server/web/csp-hashes.ts";

const NONCE = "N0nce+/=";
const MODULE_BODY = `;
import * as route0 from "/assets/root-A.js";
import * as route1 from "/assets/home-B.js";
  window.__reactRouterManifest = {"entry":{"module":"/assets/entry.client-C.js","imports":["/assets/react-dom-D.js"]}};
  window.__reactRouterRouteModules = {"root":route0,"routes/public/home":route1};

import("/assets/entry.client-C.js");`;
const PAGE =
  `<!DOCTYPE html><html><head><link rel="modulepreload" href="/assets/entry.client-C.js" nonce="${NONCE}"/>` +
  `<link rel="modulepreload" href="/assets/react-dom-D.js"/><link rel="modulepreload" href="/assets/root-A.js"/>` +
  `<link rel="modulepreload" href="/assets/newsletter-E.js"/></head>` +
  `<body><h1>Hello</h1><script nonce="${NONCE}">window.__reactRouterContext = {};</script>` +
  `<script nonce="${NONCE}" type="module" async="">${MODULE_BODY}</script><script nonce="${NONCE}">$RC("B:1","S:1")</script></body></html>`;
const sha = (s: string) => `'sha256-${createHash("sha256").update(s).digest("base64")}'`;

describe("public pages start their scripts after the first paint", () => {
  const out = startScriptsAfterPaint(PAGE);

  it("drops the preload links and leaves no module script for the parser to run", () => {
    expect(out).not.toContain("modulepreload");
    expect(out).not.toMatch(/<script[^>]*type="module"/);
    expect(out).toContain("<h1>Hello</h1>");
    expect(out).toContain(`$RC("B:1","S:1")`);
  });

  it("keeps the module's text in an inert script with the nonce, importing what hydration needs up front", () => {
    const inert = new RegExp(`<script nonce="${NONCE.replace(/[+/=]/g, "\\$&")}" type="text/plain" id="${DEFERRED_MODULE_ID}">([\\s\\S]*?)</script>`).exec(out);
    expect(inert).not.toBeNull();
    const text = inert![1]!;
    expect(text).toContain(MODULE_BODY);
    // A chunk the manifest names downloads with the route modules; one the module imports already is not repeated.
    expect(text.startsWith('import "/assets/react-dom-D.js";\n')).toBe(true);
    expect(text.match(/root-A\.js/g)).toHaveLength(1);
    // The entry runs last, as before: named by the manifest and imported after it, never statically.
    expect(text.match(/entry\.client-C\.js/g)).toHaveLength(2);
    // A deferred section's chunk is fetched after everything else and never awaited: a slow one holds back only itself.
    expect(text.endsWith('\n["/assets/newsletter-E.js"].forEach((u) => import(u).catch(() => {}));')).toBe(true);
  });

  it("runs that text as a module after the page's load event and the next frame, with the nonce, from a script carrying the nonce", () => {
    const loader = /<script nonce="[^"]+">(\(function\(\)\{var q=[\s\S]*?)<\/script>/.exec(out)?.[1];
    expect(loader).toContain(`getElementById("${DEFERRED_MODULE_ID}")`);
    expect(loader).toContain('{type:"module",nonce:d.nonce,textContent:d.textContent}');
    expect(loader).toContain("requestAnimationFrame(function(){setTimeout(run,0)})");
    // …once the browser reports its first contentful paint and the page has loaded, or START_CAP_MS at the latest.
    expect(loader).toContain('observe({type:"paint",buffered:true})');
    expect(loader).toContain('getEntriesByName("first-contentful-paint")');
    expect(loader).toContain("painted&&loaded&&start()");
    expect(loader).toContain(`setTimeout(start,${START_CAP_MS})`);
    // Until the modules arrive, clicks and submits on sections that have not hydrated are held for deferred.tsx.
    expect(loader).toContain('addEventListener("submit",hold,true)');
    expect(loader).toContain("window.__bcaiHeld=[]");
    // …and let go of them natively if the modules never take over (a failed download).
    expect(loader).toContain("setTimeout(release,10000)");
    expect(loader).toContain("window.__bcaiHeldStop=function(){taken=true;stop()}");
  });

  it("keeps a cached page's hashed policy valid: the module run from the inert text matches a listed hash", () => {
    const { bodies } = trustedInlineScripts(out, NONCE);
    const policy = hashedScriptSrc(bodies);
    const text = bodies.find((b) => b.includes("__reactRouterRouteModules"))!;
    expect(policy).toContain(sha(text));
    expect(bodies.some((b) => b.includes("var run="))).toBe(true);
  });

  it("leaves a page of another shape as it is", () => {
    const admin = `<html><head><link rel="modulepreload" href="/a.js"/></head><body><script type="module">import "/a.js";</script></body></html>`;
    expect(startScriptsAfterPaint(admin)).toBe(admin);
    expect(startScriptsAfterPaint("<html><body>no scripts</body></html>")).toBe("<html><body>no scripts</body></html>");
  });

  it("rewrites a streamed page however its chunks are cut, and passes the rest through", async () => {
    const bytes = new TextEncoder().encode(PAGE + "<!-- streamed data -->");
    for (const size of [1, 7, 64, bytes.length]) {
      const chunks: Uint8Array[] = [];
      for (let i = 0; i < bytes.length; i += size) chunks.push(bytes.slice(i, i + size));
      const stream = new ReadableStream<Uint8Array>({
        start(controller) {
          for (const c of chunks) controller.enqueue(c);
          controller.close();
        },
      }).pipeThrough(scriptsAfterPaintStream());
      const text = await new Response(stream).text();
      expect(text).toBe(out + "<!-- streamed data -->");
    }
  });
});
