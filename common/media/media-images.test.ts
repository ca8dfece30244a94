import { describe, expect, it } from "vitest";
import { responsiveImage, variantWidths } from "./media-images.ts";

const hash = "abcdefabcdefabcdef01";

describe("responsiveImage", () => {
  it("derives every stored width from the largest one's URL, relative or absolute", () => {
    expect(responsiveImage(`/media/${hash}-1600x900.webp`)).toEqual({
      src: `/media/${hash}-1600x900.webp`,
      srcSet: `/media/${hash}-480x270.webp 480w, /media/${hash}-960x540.webp 960w, /media/${hash}-1600x900.webp 1600w`,
      width: 1600,
      height: 900,
    });
    expect(responsiveImage(`https://www.example.com/media/${hash}-700x700.webp`)?.srcSet).toBe(
      `https://www.example.com/media/${hash}-480x480.webp 480w, https://www.example.com/media/${hash}-700x700.webp 700w`,
    );
  });

  it("leaves other images alone", () => {
    for (const url of ["/images/blog/cover.svg", `/media/${hash}-1600x900.png`, `/x/media/${hash}-1600x900.webp`, `javascript:/media/${hash}-1600x900.webp`, ""]) {
      expect(responsiveImage(url), url).toBeNull();
    }
  });

  it("never lists a width above the original", () => {
    expect(variantWidths(300)).toEqual([300]);
    expect(variantWidths(960)).toEqual([480, 960]);
    expect(variantWidths(5000)).toEqual([480, 960, 1600]);
  });
});
