import { describe, expect, it } from "vitest";
import { seedBlogPosts } from "../db/seed/blog-posts.ts";
import { renderMarkdown } from "./markdown.ts";
import { MarkdownTooComplexError, tooManyMarksMessage } from "./markdown-budget.ts";

// Emphasis and strikethrough marks that never close made marked's matching quadratic (seconds for 32 KB, minutes
// for 100 KB). Past the budget the document is refused with a message saying what to change; below it renders.

function refusal(md: string): string {
  try {
    renderMarkdown(md);
  } catch (error) {
    if (error instanceof MarkdownTooComplexError) return error.reason;
    throw error;
  }
  throw new Error("rendered instead of being refused");
}

describe("marks that never close", () => {
  it("refuses the bombs, naming the paragraph's marks and length", () => {
    expect(refusal("*a _".repeat(8_000))).toBe(tooManyMarksMessage(16_000, 32_000));
    expect(refusal("~a *".repeat(25_000))).toBe(tooManyMarksMessage(50_000, 100_000));
    expect(refusal("_a ~".repeat(25_000))).toBe(tooManyMarksMessage(50_000, 100_000));
    // Soft line breaks keep one paragraph.
    expect(refusal("*a\n_".repeat(25_000))).toBe(tooManyMarksMessage(50_000, 100_000));
    expect(refusal("**a __".repeat(16_000))).toBe(tooManyMarksMessage(32_000, 96_000));
    // Many paragraphs add up.
    expect(refusal(`${"*a _".repeat(1_000)}\n\n`.repeat(24))).toBe(tooManyMarksMessage(2_000, 4_000));
    expect(tooManyMarksMessage(16_000, 32_000)).toBe(
      "Content has too many *, _ or ~ marks for its paragraphs' length to render (one paragraph has 16000 in 32000 " +
        "characters): split long paragraphs with blank lines, or put a backslash before each mark that is not formatting, like \\*",
    );
  });

  it("renders what the message advises: the marks escaped, or the paragraph split", () => {
    expect(renderMarkdown("\\*a \\_".repeat(8_000))).toBe(`<p>${"*a _".repeat(8_000).trimEnd()}</p>\n`);
    const split = renderMarkdown(`${"*a _".repeat(100)}\n\n`.repeat(80));
    expect(split.match(/<p>/g)).toHaveLength(80);
  });

  it("leaves real posts, and marks inside code, alone", () => {
    const longPost = seedBlogPosts.map((p) => p.content).join("\n\n").repeat(20).slice(0, 100_000);
    expect(renderMarkdown(longPost)).toContain("<strong>");
    const code = "```python\n" + "def f(*args, **kwargs): return a_b * c\n".repeat(2_000) + "```\n";
    expect(renderMarkdown(code)).toContain("def f(*args, **kwargs)");
    expect(renderMarkdown("`" + "*a _".repeat(8_000) + "`")).toContain("<code>*a _*a _");
  });
});
