import { describe, expect, it } from "vitest";
import { INLINE_IMAGE_SIZES, markdownToPlainText, renderMarkdown } from "./markdown.ts";

const SITE = { siteUrl: "https://bayoucity.example" };

describe("renderMarkdown: normal Markdown", () => {
  it("renders headings with unique ids, emphasis and paragraphs", () => {
    const html = renderMarkdown("## Speed to Lead & You\n\nSome **bold** and *soft* text.\n\n## Speed to Lead & You\n\n### Katy, TX");
    expect(html).toContain('<h2 id="speed-to-lead-you">Speed to Lead &amp; You</h2>');
    expect(html).toContain('<h2 id="speed-to-lead-you-1">Speed to Lead &amp; You</h2>');
    expect(html).toContain('<h3 id="katy-tx">Katy, TX</h3>');
    expect(html).toContain("<p>Some <strong>bold</strong> and <em>soft</em> text.</p>");
  });

  it("keeps heading ids per document", () => {
    renderMarkdown("## Again");
    expect(renderMarkdown("## Again")).toContain('<h2 id="again">');
  });

  it("renders lists, task lists, code and tables", () => {
    const html = renderMarkdown(
      "- one\n- two\n\n3. three\n4. four\n\n- [x] done\n- [ ] open\n\n```ts\nconst a = 1 < 2;\n```\n\nUse `npm test`.\n\n| Area | Drive |\n|:--|--:|\n| Katy | 35 min |\n",
    );
    expect(html).toContain("<ul>\n<li>one</li>\n<li>two</li>\n</ul>");
    expect(html).toContain('<ol start="3">');
    expect(html).toContain('<input type="checkbox" disabled checked /> done');
    expect(html).toContain('<input type="checkbox" disabled /> open');
    expect(html).toContain('<pre><code class="language-ts">const a = 1 &lt; 2;\n</code></pre>');
    expect(html).toContain("<code>npm test</code>");
    expect(html).toContain('<th align="left">Area</th>');
    expect(html).toContain('<td align="right">35 min</td>');
  });

  it("marks external links and leaves internal ones alone", () => {
    const html = renderMarkdown(
      "[HAR](https://www.har.com/ \"Houston\") [pricing](/solutions) [top](#intro) [home](https://bayoucity.example/blog) [mail](mailto:hi@example.com)",
      SITE,
    );
    expect(html).toContain('<a href="https://www.har.com/" title="Houston" rel="noopener noreferrer" target="_blank">HAR</a>');
    expect(html).toContain('<a href="/solutions">pricing</a>');
    expect(html).toContain('<a href="#intro">top</a>');
    expect(html).toContain('<a href="https://bayoucity.example/blog">home</a>');
    expect(html).toContain('<a href="mailto:hi@example.com">mail</a>');
  });

  it("treats every absolute http(s) link as external when the site URL is unknown", () => {
    expect(renderMarkdown("[x](https://bayoucity.example/)")).toContain('rel="noopener noreferrer" target="_blank"');
  });

  it("lazy-loads images and keeps alt text", () => {
    const html = renderMarkdown("![Houston skyline](/images/blog/skyline.svg \"Downtown\")");
    expect(html).toContain('<img src="/images/blog/skyline.svg" alt="Houston skyline" title="Downtown" loading="lazy" decoding="async" />');
  });

  it("gives our uploads their widths (srcset), sizes and intrinsic size; a look-alike name elsewhere is left alone", () => {
    const hash = "0123456789abcdef0123";
    const html = renderMarkdown(`![Porch](/media/${hash}-1600x1067.webp)`);
    expect(html).toContain(
      `<img src="/media/${hash}-1600x1067.webp" alt="Porch" srcset="/media/${hash}-480x320.webp 480w, /media/${hash}-960x640.webp 960w, /media/${hash}-1600x1067.webp 1600w" sizes="${INLINE_IMAGE_SIZES}" width="1600" height="1067" loading="lazy" decoding="async" />`,
    );
    expect(renderMarkdown(`![x](/images/media/${hash}-1600x1067.webp)`)).not.toContain("srcset");
    expect(renderMarkdown(`![x](/media/${hash}-1200x5.png)`)).not.toContain("srcset");
  });
});

describe("renderMarkdown: hostile input", () => {
  it("removes script elements and their content", () => {
    const html = renderMarkdown("Hello\n\n<script>alert('x')</script>\n\nInline <script>steal()</script> end <SCRIPT SRC=//evil.js></SCRIPT>");
    expect(html).not.toMatch(/<script/i);
    expect(html).not.toContain("alert");
    expect(html).not.toContain("steal");
    expect(html).toContain("Hello");
    expect(html).toContain("end");
  });

  it("drops javascript:, data: and vbscript: links but keeps their text", () => {
    const html = renderMarkdown(
      "[a](javascript:alert(1)) [b](JaVaScRiPt:alert(1)) [c](data:text/html;base64,PHNjcmlwdD4=) " +
        '<a href="java&#x09;script:alert(1)">d</a> <a href=" javascript:alert(1)">e</a> <a href="vbscript:msgbox(1)">f</a> [g](//evil.example/x)',
    );
    expect(html).not.toMatch(/javascript|vbscript|data:|evil\.example/i);
    expect(html).not.toContain("<a");
    for (const text of ["a", "b", "c", "d", "e", "f", "g"]) expect(html).toContain(text);
  });

  it("drops event-handler attributes and unsafe images", () => {
    const html = renderMarkdown(
      '<img src="/ok.png" onerror="alert(1)" onload=alert(2)>\n\n<img src="data:image/svg+xml;base64,AAAA">\n\n' +
        '![x](javascript:alert(1))\n\n<p onclick="x()" style="color:red" class="evil">para</p>\n\n<a href="/ok" onmouseover="x()">ok</a>',
    );
    expect(html).not.toMatch(/\bon[a-z]+\s*=/i);
    expect(html).not.toMatch(/alert|data:|javascript|style=|class=/i);
    expect(html).toContain('<img src="/ok.png" loading="lazy" decoding="async" />');
    expect(html.match(/<img/g)).toHaveLength(1);
    expect(html).toContain("<p>para</p>");
    expect(html).toContain('<a href="/ok">ok</a>');
  });

  it("removes iframes, objects, forms and styles entirely", () => {
    const html = renderMarkdown(
      '<iframe src="https://evil.example">fallback</iframe>\n\n<object data="x.swf"></object><embed src="x">\n\n' +
        '<style>body{display:none}</style>\n\n<form action="/steal"><input type="text" name="pw"><button>Go</button></form>\n\n<svg><script>1</script></svg>',
    );
    expect(html).not.toMatch(/<(iframe|object|embed|style|form|button|svg|script)/i);
    expect(html).not.toMatch(/fallback|display:none|evil\.example/);
    expect(html).not.toContain('type="text"');
  });

  it("keeps the markup balanced around rejected links and images", () => {
    const html = renderMarkdown("[bad](javascript:x) ![bad](data:x) [good](/a) and [also](/b)\n\n<a href=/c>c</a>");
    expect(html).toBe('<p>bad  <a href="/a">good</a> and <a href="/b">also</a></p>\n<p><a href="/c">c</a></p>\n');
  });

  it("keeps allowed raw HTML but strips its attributes", () => {
    expect(renderMarkdown('<strong data-x="1">kept</strong>')).toContain("<strong>kept</strong>");
    expect(renderMarkdown('<div class="x">inner</div>')).not.toContain("<div");
  });
});

describe("markdownToPlainText", () => {
  const md = "## Why Speed Matters\n\nHouston buyers **compare** agents fast.\n\n- Katy\n- Sugar Land\n\n<script>alert(1)</script>\n\nTom & Jerry say \"hi\" <3";

  it("strips markup, scripts and keeps words apart", () => {
    expect(markdownToPlainText(md)).toBe('Why Speed Matters Houston buyers compare agents fast. Katy Sugar Land Tom & Jerry say "hi" <3');
  });

  it("cuts at a word boundary within the limit", () => {
    const text = markdownToPlainText(md, 30);
    expect(text).toBe("Why Speed Matters Houston…");
    expect(text.length).toBeLessThanOrEqual(30);
  });

  it("returns short text unchanged", () => {
    expect(markdownToPlainText("Just *this*.", 160)).toBe("Just this.");
  });
});
