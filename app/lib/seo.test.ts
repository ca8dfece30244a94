import { describe, expect, it } from "vitest";
import { PUBLIC_LAYOUT_ID, publicLayoutData, seoMeta } from "./seo.ts";

const site = {
  siteName: "Bayou City AI",
  contactEmail: "hello@example.com",
  contactPhone: "(713) 555-0123",
  bookingUrl: "https://calendar.example.com/x",
  socialX: "",
  socialLinkedin: "",
  socialFacebook: "",
};
const matches = [{ id: "root", loaderData: {} }, { id: PUBLIC_LAYOUT_ID, loaderData: { site, origin: "https://www.bayou.example" } }];

const find = (tags: ReturnType<typeof seoMeta>, key: string, value: string) =>
  tags.find((t) => (t as Record<string, unknown>)[key] === value) as Record<string, unknown> | undefined;

describe("seoMeta", () => {
  it("builds title, description, canonical, Open Graph and Twitter tags from the layout's origin", () => {
    const tags = seoMeta({ matches, title: "Solutions", description: "Packages and pricing.", path: "/solutions" });
    expect(tags).toContainEqual({ title: "Solutions | Bayou City AI" });
    expect(find(tags, "name", "description")?.content).toBe("Packages and pricing.");
    expect(find(tags, "rel", "canonical")).toEqual({ tagName: "link", rel: "canonical", href: "https://www.bayou.example/solutions" });
    expect(find(tags, "property", "og:url")?.content).toBe("https://www.bayou.example/solutions");
    expect(find(tags, "property", "og:title")?.content).toBe("Solutions | Bayou City AI");
    expect(find(tags, "property", "og:image")?.content).toBe("https://www.bayou.example/images/site/og-default.png");
    expect(find(tags, "name", "twitter:card")?.content).toBe("summary_large_image");
    expect(find(tags, "name", "robots")).toBeUndefined();
  });

  it("keeps an exact title, an absolute image, noindex and JSON-LD blocks", () => {
    const tags = seoMeta({
      matches,
      title: "Home title",
      exactTitle: true,
      description: "d",
      path: "/",
      image: { url: "https://cdn.example.com/a.png" },
      type: "article",
      noindex: true,
      jsonLd: [{ "@type": "FAQPage" }],
    });
    expect(tags).toContainEqual({ title: "Home title" });
    expect(find(tags, "property", "og:image")?.content).toBe("https://cdn.example.com/a.png");
    expect(find(tags, "property", "og:type")?.content).toBe("article");
    expect(find(tags, "name", "robots")?.content).toBe("noindex");
    expect(tags).toContainEqual({ "script:ld+json": { "@type": "FAQPage" } });
  });

  it("finds the layout data only when it has the expected shape", () => {
    expect(publicLayoutData(matches)?.origin).toBe("https://www.bayou.example");
    expect(publicLayoutData([{ id: PUBLIC_LAYOUT_ID, loaderData: { nope: 1 } }])).toBeUndefined();
    expect(publicLayoutData([undefined])).toBeUndefined();
  });
});

describe("hreflang", () => {
  const layout = (locale: "en" | "es" | "vi" | "zh") => [
    { id: "root", loaderData: {} },
    { id: PUBLIC_LAYOUT_ID, loaderData: { site, origin: "https://www.bayou.example", locale, chrome: null } },
  ];
  const alternates = (tags: ReturnType<typeof seoMeta>) =>
    tags
      .map((t) => t as Record<string, unknown>)
      .filter((t) => t.rel === "alternate")
      .map((t) => `${String(t.hrefLang)} ${String(t.href)}`);

  it("every language version of a translated page lists the same set, itself and x-default included (reciprocal)", () => {
    const sets = (["en", "es", "vi", "zh"] as const).map((l) => seoMeta({ matches: layout(l), title: "t", description: "d", path: "/" }));
    const expected = [
      "en https://www.bayou.example/",
      "es https://www.bayou.example/es/",
      "vi https://www.bayou.example/vi/",
      "zh-Hans https://www.bayou.example/zh/",
      "x-default https://www.bayou.example/",
    ];
    for (const tags of sets) expect(alternates(tags)).toEqual(expected);
    // Each version's canonical is its own address, in its own og:locale.
    expect(sets.map((tags) => find(tags, "rel", "canonical")?.href)).toEqual(expected.slice(0, 4).map((e) => e.split(" ")[1]));
    expect(find(sets[1]!, "property", "og:locale")?.content).toBe("es_US");
  });

  it("a page whose data names its languages (a blog list with posts) lists those only, reciprocally", () => {
    const sets = (["en", "es"] as const).map((l) => seoMeta({ matches: layout(l), title: "t", description: "d", path: "/blog", languages: ["en", "es"] }));
    const expected = ["en https://www.bayou.example/blog", "es https://www.bayou.example/es/blog", "x-default https://www.bayou.example/blog"];
    for (const tags of sets) expect(alternates(tags)).toEqual(expected);
    expect(find(sets[1]!, "rel", "canonical")?.href).toBe("https://www.bayou.example/es/blog");
    expect(sets[0]!.filter((t) => (t as Record<string, unknown>).property === "og:locale:alternate").map((t) => (t as Record<string, unknown>).content)).toEqual(["es_US"]);
  });

  it("under a prefix a page not translated into it is the English page: its canonical, its locale, no alternate of its own", () => {
    const tags = seoMeta({ matches: layout("vi"), title: "Solutions", description: "d", path: "/solutions" });
    expect(alternates(tags).some((a) => a.startsWith("vi "))).toBe(false);
    expect(find(tags, "rel", "canonical")?.href).toBe("https://www.bayou.example/solutions");
    expect(find(tags, "property", "og:locale")?.content).toBe("en_US");
  });
});
