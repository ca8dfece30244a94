import { describe, expect, it } from "vitest";
import { formatPostDate, readingMinutes, withDateLabels } from "./post-format.ts";
import type { PublicPost } from "./blog-schemas.ts";
import { shareUrl } from "./share-links.ts";

describe("formatPostDate", () => {
  it("prints the Houston calendar day", () => {
    expect(formatPostDate("2026-02-10T15:00:00.000Z")).toBe("February 10, 2026");
    // 03:00 UTC is still the evening before in Houston.
    expect(formatPostDate("2026-02-11T03:00:00.000Z")).toBe("February 10, 2026");
    expect(formatPostDate("2026-02-10T15:00:00.000Z", "short")).toBe("Feb 10, 2026");
  });

  it("is empty for missing or broken dates", () => {
    expect(formatPostDate(null)).toBe("");
    expect(formatPostDate("not a date")).toBe("");
  });
});

describe("withDateLabels", () => {
  it("adds the long and short Houston dates the public pages print, keeping the post as it was", () => {
    const post = { slug: "a", title: "A", publishedAt: "2026-02-11T03:00:00.000Z" } as PublicPost;
    expect(withDateLabels(post)).toEqual({ ...post, dateLabel: "February 10, 2026", shortDateLabel: "Feb 10, 2026" });
  });
});

describe("readingMinutes", () => {
  it("counts words outside tags, at least one minute", () => {
    expect(readingMinutes("<p>Hi</p>")).toBe(1);
    expect(readingMinutes(`<p>${"word ".repeat(900)}</p><img src="/a-very-long-attribute">`)).toBe(4);
  });
});

describe("shareUrl", () => {
  const page = "https://bayou.example/blog/speed-to-lead?x=1&y=2";
  it("builds each network's share URL with the page URL encoded", () => {
    expect(shareUrl("x", page, "Speed & Leads")).toBe(
      "https://x.com/intent/post?url=https%3A%2F%2Fbayou.example%2Fblog%2Fspeed-to-lead%3Fx%3D1%26y%3D2&text=Speed%20%26%20Leads",
    );
    expect(shareUrl("linkedin", page, "t")).toBe(
      "https://www.linkedin.com/sharing/share-offsite/?url=https%3A%2F%2Fbayou.example%2Fblog%2Fspeed-to-lead%3Fx%3D1%26y%3D2",
    );
    expect(shareUrl("facebook", page, "t")).toBe(
      "https://www.facebook.com/sharer/sharer.php?u=https%3A%2F%2Fbayou.example%2Fblog%2Fspeed-to-lead%3Fx%3D1%26y%3D2",
    );
  });
});
