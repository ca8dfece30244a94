import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";

// The first touch in a tab without a DOM: window, its address and sessionStorage are stubbed, and the module is loaded
// afresh for each test (it keeps the touch and the landing address in module state, as a page does).
const KEY = "bcai:first-touch";
let store: Map<string, string>;
let location: { pathname: string; search: string; origin: string };

async function loadModule() {
  vi.resetModules();
  return import("./first-touch.ts");
}

beforeEach(() => {
  store = new Map();
  location = { pathname: "/blog", search: "?utm_source=newsletter&utm_medium=email", origin: "https://site.example" };
  vi.stubGlobal("window", {
    location,
    sessionStorage: {
      getItem: (k: string) => store.get(k) ?? null,
      setItem: (k: string, v: string) => void store.set(k, v),
    },
  });
  vi.stubGlobal("document", { referrer: "https://search.example/results" });
});
afterEach(() => vi.unstubAllGlobals());

describe("first touch", () => {
  it("marks the tab's first page view as the entry even when a lead read the touch before it went out", async () => {
    const { firstTouch, leadFirstTouch } = await loadModule();
    expect(leadFirstTouch()).toMatchObject({ landingPage: "/blog", utmSource: "newsletter", utmMedium: "email" });
    const view = firstTouch();
    expect(view.isNew).toBe(true);
    expect(view.touch).toMatchObject({ landingPage: "/blog", referrer: "https://search.example/results" });
    expect(firstTouch().isNew).toBe(false);
    expect(JSON.parse(store.get(KEY) ?? "{}")).toMatchObject({ landingPage: "/blog", utmSource: "newsletter" });
  });

  it("takes the address the page was loaded at, not the one a client-side navigation moved to", async () => {
    const { firstTouch } = await loadModule();
    location.pathname = "/contact";
    location.search = "";
    expect(firstTouch().touch).toMatchObject({ landingPage: "/blog", utmSource: "newsletter" });
  });

  it("keeps the tab's stored touch and does not call a later page the entry", async () => {
    store.set(KEY, JSON.stringify({ landingPage: "/solutions", utmSource: "ads" }));
    const { firstTouch, leadFirstTouch } = await loadModule();
    expect(firstTouch()).toEqual({ touch: { landingPage: "/solutions", utmSource: "ads" }, isNew: false });
    expect(leadFirstTouch()).toEqual({ landingPage: "/solutions", utmSource: "ads" });
  });
});
