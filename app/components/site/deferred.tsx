import { memo, Suspense, use, useEffect, type ComponentType, type CSSProperties } from "react";
import { NATIVE_CLICK, WAITING_SECTION } from "../../lib/held-interaction.ts";

/**
 * Deferred hydration for the static, below-the-fold parts of the public pages (docs/decisions/010).
 *
 * The server renders a deferred section like any other component, so its HTML is in the page. In the browser the
 * section's code is a separate chunk that is fetched only when the section comes near the viewport; until then
 * React leaves the server HTML in place (a Suspense boundary that suspends while hydrating stays dehydrated).
 * Pointing at, touching, focusing or clicking it also starts the load, and a click or form submission made before
 * it hydrated is held and replayed once it has. On client-side navigations the public layout's `clientMiddleware`
 * preloads the chunks (see `preloadDeferred`), so sections render at once instead of suspending.
 */

type Loader<P> = () => Promise<ComponentType<P>>;
type TrackedPromise<T> = Promise<T> & { status?: "pending" | "fulfilled" | "rejected"; value?: T; reason?: unknown };

/** Start loading a little before the section scrolls into view, so it is interactive when it arrives. */
const NEAR_MARGIN = "200px 0px";

const registry = new Map<string, () => Promise<unknown>>();

function track<T>(promise: Promise<T>): TrackedPromise<T> {
  const tracked = promise as TrackedPromise<T>;
  tracked.status = "pending";
  tracked.then(
    (value) => {
      tracked.status = "fulfilled";
      tracked.value = value;
    },
    (reason: unknown) => {
      tracked.status = "rejected";
      tracked.reason = reason;
    },
  );
  return tracked;
}

export interface DeferredOptions {
  /**
   * "near" (default): load when the section comes near the viewport. "interaction": load when someone points at,
   * touches or focuses it — for a small form that is visible at once but only needed when used.
   */
  when?: "near" | "interaction";
  /** Preload on client-side navigations (default true); false for sections that are usually absent. */
  preloadOnNavigation?: boolean;
  /**
   * For a section that starts below a phone's first screen: its estimated height there (px). The browser then skips
   * its layout and paint until it comes near (the `render-when-near` utility). Not for fixed-position content,
   * nor for content that overflows the section (it would be clipped).
   */
  offscreenHeight?: number;
}

// React listens at the document and stops the propagation of events aimed into a section it has not hydrated yet
// (it tries to hydrate it at once, which suspends here). So interaction is watched on `window`, in the capture
// phase, which runs before React's listeners.
const wakers = new Map<string, () => void>();
/** Sections someone reached for before React first rendered them (it renders dehydrated sections late). */
const reached = new Set<string>();
/** A click or form submission made on a section before it hydrated, replayed once it has. */
const held = new Map<string, () => void>();

function waitingSection(target: EventTarget | null): string | null {
  const el = target instanceof Element ? target.closest(WAITING_SECTION) : null;
  return el?.getAttribute("data-deferred") ?? null;
}

/**
 * The element a held click is replayed on. A tap on an icon (the contact card's avatar, a dismiss cross) targets
 * an SVG element, which has no click(): its nearest HTML ancestor stands in, so the first tap is never dropped.
 */
function htmlTarget(target: EventTarget | null): HTMLElement | null {
  let el = target instanceof Element ? target : null;
  while (el && !(el instanceof HTMLElement)) el = el.parentElement;
  return el;
}

function reach(name: string): void {
  const wake = wakers.get(name);
  if (wake) wake();
  else reached.add(name);
}

function watchInteraction(): void {
  const onReach = (event: Event) => {
    const name = waitingSection(event.target);
    if (name) reach(name);
  };
  // `focus` as well as `focusin`: a programmatic focus in a window without focus sends only `focus`.
  for (const type of ["pointerover", "pointerdown", "touchstart", "focus", "focusin", "keydown", "input"]) {
    window.addEventListener(type, onReach, { capture: true, passive: true });
  }
  // Without this, React would swallow the click (it cannot hydrate the section synchronously). Form controls,
  // labels, disclosures and in-page links keep their native behaviour; modified clicks (new tab) are left alone.
  window.addEventListener(
    "click",
    (event) => {
      const name = waitingSection(event.target);
      const target = htmlTarget(event.target);
      if (!name || !target || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
      if (target.closest(NATIVE_CLICK)) return;
      event.preventDefault();
      event.stopImmediatePropagation();
      holdClick(name, target);
    },
    { capture: true },
  );
  // Enter in a field of a form that has not hydrated would post it natively (to the page, not the form's handler).
  window.addEventListener(
    "submit",
    (event) => {
      const name = waitingSection(event.target);
      const form = event.target instanceof HTMLFormElement ? event.target : null;
      if (!name || !form) return;
      event.preventDefault();
      event.stopImmediatePropagation();
      holdSubmit(name, form, event.submitter);
    },
    { capture: true },
  );
  // What the page's first script held before this code arrived (public pages load their modules after the first
  // paint: app/lib/scripts-after-paint.ts) is taken over here and replayed the same way.
  window.__bcaiHeldStop?.();
  for (const early of window.__bcaiHeld?.splice(0) ?? []) {
    const name = waitingSection(early.target);
    if (!name) continue;
    if (early.type === "submit" && early.target instanceof HTMLFormElement) holdSubmit(name, early.target, early.submitter);
    else {
      const target = htmlTarget(early.target);
      if (target) holdClick(name, target);
    }
  }
}

/**
 * Holds a click for replay once the section has hydrated. React may render the section afresh instead of adopting its
 * server HTML (an update that reaches it before it hydrated): the element clicked is then gone, and the click goes to
 * the element at the same place in the section's new content, so a tap on "Book a consultation" is never lost.
 */
function holdClick(name: string, target: HTMLElement): void {
  const section = target.closest(`[data-deferred="${name}"]`);
  const path: number[] = [];
  for (let el: Element = target; el !== section && el.parentElement; el = el.parentElement) path.unshift([...el.parentElement.children].indexOf(el));
  held.set(name, () => {
    let now: Element | null = target.isConnected ? target : document.querySelector(`[data-deferred="${name}"]`);
    if (!target.isConnected) for (const i of path) now = now?.children[i] ?? null;
    if (now instanceof HTMLElement && now.tagName === target.tagName) now.click();
  });
  reach(name);
}

function holdSubmit(name: string, form: HTMLFormElement, submitter: HTMLElement | null): void {
  held.set(name, () => form.isConnected && form.requestSubmit(submitter instanceof HTMLElement && form.contains(submitter) ? submitter : undefined));
  reach(name);
}
if (typeof window !== "undefined") watchInteraction();

function whenNeeded(el: Element, name: string, when: DeferredOptions["when"]): Promise<void> {
  return new Promise((resolve) => {
    let observer: IntersectionObserver | undefined;
    const now = () => {
      observer?.disconnect();
      wakers.delete(name);
      resolve();
    };
    if (reached.delete(name) || el.contains(document.activeElement) || el.matches(":hover")) return now();
    wakers.set(name, now);
    if (when !== "interaction") {
      if (!("IntersectionObserver" in window)) return now();
      observer = new IntersectionObserver((entries) => entries.some((e) => e.isIntersecting) && now(), { rootMargin: NEAR_MARGIN });
      observer.observe(el);
    }
  });
}

function sameProps(a: object, b: object): boolean {
  return JSON.stringify(a) === JSON.stringify(b);
}

/**
 * Defines a deferred section. `name` must be unique per page; props must be plain data (they are compared as
 * JSON, so a parent re-render with equal data never disturbs a section that is still waiting to hydrate).
 */
export function deferred<P extends object>(name: string, load: Loader<P>, options: DeferredOptions = {}) {
  let loaded: TrackedPromise<ComponentType<P>> | undefined;
  let waiting: TrackedPromise<ComponentType<P>> | undefined;

  const preload = (): TrackedPromise<ComponentType<P>> => {
    if (!loaded || loaded.status === "rejected") loaded = track(load());
    return loaded;
  };
  if (options.preloadOnNavigation !== false) registry.set(name, preload);
  const { offscreenHeight } = options;
  // The server renders every section in the first pass: its chunk is loaded before the first request (see
  // `deferredReady`), never streamed in later.
  if (import.meta.env.SSR) void preload();

  // Server HTML of this section that has not hydrated yet means the first page load: wait until it is near. No such
  // element means a client-side navigation is rendering it: load now. (React may first render a dehydrated
  // section well after the rest of the page has hydrated, so "is the page hydrating" is not a usable signal.)
  const component = (): Promise<ComponentType<P>> => {
    if (loaded?.status === "fulfilled") return loaded;
    if (waiting) return waiting;
    const el = typeof document === "undefined" ? null : document.querySelector(`[data-deferred="${name}"]`);
    if (!el || el.hasAttribute("data-hydrated")) return preload();
    // A chunk that fails to load leaves the server HTML as it is instead of an error: the section is marked static,
    // so clicks keep their native behaviour from then on, and a held click is let through (a link is followed).
    waiting ??= track(
      whenNeeded(el, name, options.when)
        .then(preload)
        .catch(() => {
          el.setAttribute("data-static", "true");
          const replay = held.get(name);
          held.delete(name);
          replay?.();
          return new Promise<never>(() => {});
        }),
    );
    return waiting;
  };

  function Content(props: P) {
    const Component = use(component());
    // A marker for tests and debugging: the section is interactive.
    useEffect(() => {
      document.querySelector(`[data-deferred="${name}"]`)?.setAttribute("data-hydrated", "true");
      const replay = held.get(name);
      held.delete(name);
      replay?.();
    }, []);
    return <Component {...props} />;
  }

  function Deferred(props: P) {
    return (
      <div
        data-deferred={name}
        className={offscreenHeight ? "render-when-near" : undefined}
        style={offscreenHeight ? ({ "--offscreen-height": `${offscreenHeight}px` } as CSSProperties) : undefined}
      >
        <Suspense fallback={null}>
          <Content {...props} />
        </Suspense>
      </div>
    );
  }
  Deferred.displayName = `Deferred(${name})`;

  return Object.assign(memo(Deferred, sameProps), { preload });
}

/**
 * For a control rendered with the page (not deferred) that must not lose a tap made before the scripts arrived — the
 * chat launcher: give its element `data-deferred={name}` and call this once it has hydrated. The element stops holding
 * clicks, and a click held meanwhile (by the page's first script or by this module) is replayed on it.
 */
export function takeOverHeld(name: string): void {
  document.querySelector(`[data-deferred="${name}"]`)?.setAttribute("data-hydrated", "true");
  reached.delete(name);
  const replay = held.get(name);
  held.delete(name);
  replay?.();
}

/** Loads the code of the named sections (all defined ones without names): for the layout's `clientMiddleware`. */
export async function preloadDeferred(names?: readonly string[]): Promise<void> {
  const loaders = names ? names.map((n) => registry.get(n)).filter((l) => l !== undefined) : [...registry.values()];
  await Promise.all(loaders.map((l) => l()));
}

/** Server: resolves once every defined section's code is loaded, so the first render never suspends. */
export function deferredReady(): Promise<void> {
  return preloadDeferred();
}
