import { describe, expect, it } from "vitest";
import { altFromName, imageMarkdown } from "./image-markdown.ts";

describe("imageMarkdown", () => {
  it("puts the image on a line of its own and selects the alt text", () => {
    const { text, select } = imageMarkdown("Intro.\nMore", 6, "/media/a.webp", "porch-at_dusk.JPG");
    expect(text).toBe("Intro.\n\n![porch at dusk](/media/a.webp)\n\nMore");
    expect(text.slice(...select)).toBe("porch at dusk");
    expect(imageMarkdown("", 0, "/media/a.webp", "image.png").text).toBe("![Describe the image](/media/a.webp)\n");
  });

  it("keeps Markdown out of the alt text", () => {
    expect(altFromName("[x](y).png")).toBe("xy");
  });
});
