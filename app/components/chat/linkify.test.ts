import { describe, expect, it } from "vitest";
import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { MemoryRouter } from "react-router";
import { linkify } from "./linkify.tsx";

const html = (text: string) => renderToStaticMarkup(createElement(MemoryRouter, null, createElement("p", null, ...linkify(text))));

describe("linkify", () => {
  it("links http(s) URLs without the sentence's punctuation, opening them safely in a new tab", () => {
    expect(html("Book here: https://cal.example.com/bayou/consultation.")).toBe(
      '<p>Book here: <a href="https://cal.example.com/bayou/consultation" target="_blank" rel="noopener noreferrer" class="font-medium underline underline-offset-2 [overflow-wrap:anywhere] hover:no-underline">https://cal.example.com/bayou/consultation</a>.</p>',
    );
  });

  it("links our own paths, e-mail addresses and US phone numbers", () => {
    const out = html("Use the form (/contact), read /blog/connecting-your-crm, write to hello@example.com or call (713) 555-0100.");
    expect(out).toContain('href="/contact"');
    expect(out).toContain('href="/blog/connecting-your-crm"');
    expect(out).toContain('href="mailto:hello@example.com"');
    expect(out).toContain('href="tel:+17135550100"');
    expect(out).toContain("(713) 555-0100</a>.");
  });

  it("never turns markup or other schemes into elements", () => {
    const out = html('<img src=x onerror="alert(1)"> javascript:alert(1) data:text/html,hi and/or 24/7');
    expect(out).not.toContain("<img");
    expect(out).toContain("&lt;img src=x onerror=&quot;alert(1)&quot;&gt;");
    expect(out.match(/<a /g)).toBeNull();
  });

  it("ends a link at the first non-ASCII character, so Chinese text after it is not part of the link", () => {
    const out = html("预约免费咨询：https://cal.example.com/bayou/consultation预约。也可以看 /contact?bundle=pro。");
    expect(out).toContain('href="https://cal.example.com/bayou/consultation"');
    expect(out).toContain("consultation</a>预约");
    expect(out).toContain('href="/contact?bundle=pro"');
  });
});
