// Public pages start downloading their JavaScript after the first paint (docs/decisions/017).
//
// React Router writes a `<link rel="modulepreload">` per chunk (React hoists them into <head>) and an inline module
// script whose static imports fetch the route modules at once. They are high-priority requests that compete with the
// HTML and the font for the first paint, and Lighthouse's simulated LCP counts every high-priority request that
// finished before the observed paint. The server HTML is the whole page (docs/decisions/010), so the scripts can wait:
// this rewrite drops the preload links, keeps the module script's text in an inert script (importing the chunks the
// links named, so they still download in parallel), and a small script runs that text as a module after the next
// frame. The CSP holds: the inert script carries the render's nonce like the others, so a cached page's
// policy lists its text's hash (docs/decisions/016), which the module run from the same text matches; an uncached
// page's module gets the nonce. Clicks on deferred sections meanwhile are replayed after hydration (decision 010).

import { NATIVE_CLICK, WAITING_SECTION } from "./held-interaction.ts";

const PRELOAD = /<link\b[^>]*\brel="modulepreload"[^>]*>/g;
const HREF = /\bhref="([^"]+)"/;
// React writes the nonce first: <script nonce="…" type="module" async="">.
const MODULE_SCRIPT = /<script\b([^>]*\btype="module"[^>]*)>([\s\S]*?)<\/script>/;
const NONCE = /\snonce="[^"]*"/;

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/** The closing tag that ends what must be rewritten: the stream may be passed through after it. */
export const REWRITE_ENDS_AFTER = /<script\b[^>]*\btype="module"[^>]*>[\s\S]*?<\/script>/;

export const DEFERRED_MODULE_ID = "rr-after-paint";

/** The scripts start by then even if the page's load event has not come (a slow image must not hold them back). */
export const START_CAP_MS = 2500;

/**
 * Holds clicks (on buttons: a link is simply followed, as plain HTML) and submits on sections that have not hydrated
 * until deferred.tsx takes them over (it replays them once the section has hydrated), then runs the inert script's text as a module after the next frame (a hidden tab does
 * not paint: at once). Without the hold, Enter in the newsletter box before the scripts arrive would post the page.
 * If the modules have not taken over 10 s later (a failed download), the hold ends and what it held is replayed
 * natively, so a page whose scripts never arrive still works as plain HTML.
 *
 * "After the first paint" means the browser's own first-contentful-paint entry (PerformanceObserver) and the load
 * event (the eager images — a post's cover, the LCP element there — and the font), then the next frame; at most
 * START_CAP_MS after the loader ran. A frame callback alone is not a paint: measured under Lighthouse, the first
 * paint of a 100 KB-CSS page came 300–480 ms in, after the chunks had started at 200–340 ms, and the simulated FCP/LCP
 * then counted their download (LCP of / bimodal: 1.1 s or 2.0–2.3 s). Without paint timing: the load event alone.
 */
const LOADER =
  `(function(){var q=window.__bcaiHeld=[],taken=false,hold=function(e){var t=e.target,s=t&&t.closest&&t.closest(${JSON.stringify(WAITING_SECTION)});` +
  `if(!s)return;if(e.type==="click"&&(e.button!==0||e.metaKey||e.ctrlKey||e.shiftKey||e.altKey||t.closest("a[href]")||t.closest(${JSON.stringify(NATIVE_CLICK)})))return;` +
  `e.preventDefault();e.stopImmediatePropagation();q.push({type:e.type,target:t,submitter:e.submitter||null})};` +
  `addEventListener("click",hold,true);addEventListener("submit",hold,true);` +
  `var stop=function(){removeEventListener("click",hold,true);removeEventListener("submit",hold,true)};` +
  `window.__bcaiHeldStop=function(){taken=true;stop()};` +
  `var release=function(){if(taken)return;stop();q.splice(0).forEach(function(h){var t=h.target;` +
  `if(h.type==="submit")t.requestSubmit(h.submitter&&t.contains(h.submitter)?h.submitter:undefined);` +
  `else{var c=t.click?t:t.closest&&t.closest("a,button");c&&c.click()}})};` +
  `var run=function(){var d=document.getElementById("${DEFERRED_MODULE_ID}");` +
  `document.body.appendChild(Object.assign(document.createElement("script"),{type:"module",nonce:d.nonce,textContent:d.textContent}));` +
  `setTimeout(release,10000)};` +
  `var started=false,start=function(){if(started)return;started=true;requestAnimationFrame(function(){setTimeout(run,0)})},` +
  `painted=false,loaded=document.readyState==="complete",both=function(){painted&&loaded&&start()};` +
  `if(document.visibilityState==="hidden")run();else{setTimeout(start,${START_CAP_MS});` +
  `loaded||addEventListener("load",function(){loaded=true;both()});` +
  `try{new PerformanceObserver(function(l,o){if(l.getEntriesByName("first-contentful-paint").length){o.disconnect();painted=true;both()}}).observe({type:"paint",buffered:true})}` +
  `catch(e){painted=true;both()}}})()`;

/**
 * The page with its scripts started after the first paint, or the page unchanged when it does not have the shape
 * React Router writes (a module script setting the route modules): the page then loads as before.
 */
export function startScriptsAfterPaint(html: string): string {
  const script = MODULE_SCRIPT.exec(html);
  if (!script) return html;
  const [whole, attrs = "", body = ""] = script;
  if (!body.includes("window.__reactRouterRouteModules")) return html;
  const preloads = [...html.matchAll(PRELOAD)].map((m) => HREF.exec(m[0])?.[1]).filter((href) => href !== undefined);
  const entry = /"entry":\s*\{\s*"module":\s*"([^"]+)"/.exec(body)?.[1];
  // Chunks the manifest names (the routes' and the entry's imports) are needed to hydrate: imported statically, they
  // download in parallel with the route modules instead of one level at a time. The entry itself runs last, as before
  // (the body imports it after setting the manifest). The rest are deferred sections' chunks: fetched, never awaited,
  // so a slow one holds back only its own section.
  const needed = preloads.filter((url) => url !== entry && body.includes(`"${url}"`) && !new RegExp(`^\\s*import [^;]*"${escapeRegExp(url)}";`, "m").test(body));
  const later = preloads.filter((url) => url !== entry && !body.includes(`"${url}"`));
  const head = needed.map((url) => `import ${JSON.stringify(url)};\n`).join("");
  const tail = later.length ? `\n${JSON.stringify(later)}.forEach((u) => import(u).catch(() => {}));` : "";
  const nonce = NONCE.exec(attrs)?.[0] ?? "";
  const inertAttrs = attrs.replace(/\btype="module"/, 'type="text/plain"').replace(/\s*\basync(="")?/, "");
  const replacement = `<script${inertAttrs} id="${DEFERRED_MODULE_ID}">${head}${body}${tail}</script><script${nonce}>${LOADER}</script>`;
  return html.replace(whole, () => replacement).replace(PRELOAD, "");
}

/**
 * A stream that holds the page back until the module script has been written (it comes with the shell, before
 * streamed data), rewrites that part with startScriptsAfterPaint, then passes the rest through as it comes.
 */
export function scriptsAfterPaintStream(): TransformStream<Uint8Array, Uint8Array> {
  const decoder = new TextDecoder();
  const encoder = new TextEncoder();
  let held: string | null = "";
  return new TransformStream({
    transform(chunk, controller) {
      if (held === null) return controller.enqueue(chunk);
      held += decoder.decode(chunk, { stream: true });
      if (!REWRITE_ENDS_AFTER.test(held)) return;
      controller.enqueue(encoder.encode(startScriptsAfterPaint(held)));
      held = null;
    },
    flush(controller) {
      if (held === null) return;
      held += decoder.decode();
      if (held) controller.enqueue(encoder.encode(held));
    },
  });
}
