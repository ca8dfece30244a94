import { describe, expect, it } from "vitest";
import { matchesIfNoneMatch, pickEncoding, weakEtag } from "./http-cache.ts";
import { createLru } from "./lru.ts";

describe("HTTP cache helpers", () => {
  it("compares validators weakly, in lists and with *", () => {
    const etag = weakEtag("page");
    expect(etag).toMatch(/^W\/"[\w-]{27}"$/);
    expect(weakEtag("page")).toBe(etag);
    expect(weakEtag("other")).not.toBe(etag);
    expect(matchesIfNoneMatch(etag, etag)).toBe(true);
    expect(matchesIfNoneMatch(etag.slice(2), etag)).toBe(true);
    expect(matchesIfNoneMatch(`"x", ${etag}`, etag)).toBe(true);
    expect(matchesIfNoneMatch("*", etag)).toBe(true);
    expect(matchesIfNoneMatch(`"x"`, etag)).toBe(false);
    expect(matchesIfNoneMatch(undefined, etag)).toBe(false);
  });

  it("picks brotli, then gzip, honouring q=0", () => {
    expect(pickEncoding("gzip, deflate, br, zstd")).toBe("br");
    expect(pickEncoding("gzip, br;q=0")).toBe("gzip");
    expect(pickEncoding("deflate")).toBe("identity");
    expect(pickEncoding("*")).toBe("br");
    expect(pickEncoding("*;q=0, gzip;q=0.5")).toBe("gzip");
    expect(pickEncoding(undefined)).toBe("identity");
  });
});

describe("LRU by size", () => {
  it("evicts the least recently used entries once the byte budget is exceeded", () => {
    const lru = createLru<string>({ maxBytes: 10, sizeOf: (v) => v.length });
    lru.set("a", "aaaa");
    lru.set("b", "bbbb");
    expect(lru.get("a")).toBe("aaaa");
    lru.set("c", "cccc");
    expect(lru.get("b")).toBeUndefined();
    expect(lru.get("a")).toBe("aaaa");
    expect(lru.bytes).toBe(8);
    lru.set("huge", "x".repeat(11));
    expect(lru.get("huge")).toBeUndefined();
    expect(lru.size).toBe(2);
  });
});
