import { describe, expect, it } from "vitest";
import { sampleFacts } from "../sample-facts.ts";
import type { SiteFacts } from "../types.ts";
import { retrievePassages } from "./passages.ts";

// A post with versions in other languages is quoted in the visitor's language where its version has the same
// paragraph; an English visitor still reads the English post, and a version of another shape is searched on its own.

const body = "## Before the freeze\n\nWrap the outdoor pipes by 6 pm and let the faucets drip overnight.\n\n## After the freeze\n\nCall the plumber on our list within 24 hours if a pipe bursts.";
const facts: SiteFacts = {
  ...sampleFacts,
  posts: [
    {
      title: "Winter Freeze Checklist for Houston Landlords",
      slug: "winter-freeze-checklist",
      excerpt: "What to do before and after a hard freeze.",
      category: "Property Management",
      tags: ["freeze"],
      body,
      translations: [
        { language: "es", title: "Lista para la helada de invierno", slug: "lista-helada", excerpt: "Qué hacer antes y después de una helada.", body: "## Antes de la helada\n\nCubra las tuberías de afuera antes de las 6 pm y deje gotear las llaves toda la noche.\n\n## Después de la helada\n\nLlame al plomero de nuestra lista en menos de 24 horas si revienta un tubo." },
        { language: "vi", title: "Danh sách mùa đông giá rét", slug: "danh-sach-gia-ret", excerpt: "Việc cần làm trước và sau đợt giá rét.", body: "## Trước đợt giá rét\n\nBọc ống nước bên ngoài trước 6 giờ chiều và để vòi nhỏ giọt suốt đêm.\n\n## Sau đợt giá rét\n\nGọi thợ sửa ống nước trong danh sách trong vòng 24 giờ nếu ống bị vỡ." },
        // Another shape (one paragraph): searched on its own, in its own words.
        { language: "zh", title: "冬季寒潮房东清单", slug: "han-chao-qing-dan", excerpt: "寒潮前后要做的事。", body: "寒潮来之前，下午6点前包好室外水管，晚上让水龙头滴水；水管爆裂的话，24小时内打电话给我们名单上的水管工。" },
      ],
    },
  ],
};

describe("a post's version in the visitor's language", () => {
  it.each([
    ["en", "freeze checklist post: what should I do with the outdoor pipes and the faucets overnight?", /Wrap the outdoor pipes/, "/blog/winter-freeze-checklist"],
    ["es", "en el artículo de la helada, ¿qué hago con las tuberías y las llaves en la noche?", /Cubra las tuberías/, "/es/blog/lista-helada"],
    ["vi", "bài về giá rét nói gì về ống nước và vòi ban đêm?", /Bọc ống nước/, "/vi/blog/danh-sach-gia-ret"],
    ["zh", "寒潮那篇文章说水管和水龙头晚上要怎么处理？", /包好室外水管/, "/zh/blog/han-chao-qing-dan"],
  ] as const)("%s: %s", (language, question, quoted, url) => {
    const [best] = retrievePassages(question, facts, language, 1, ["post"]);
    expect(best?.sentences.join(" ")).toMatch(quoted);
    expect(best?.passage.url).toBe(url);
    expect(best?.language).toBe(language);
  });

  it("never quotes a version to a visitor of another language", () => {
    const hits = retrievePassages("plumber within 24 hours if a pipe bursts", facts, "en", 4, ["post"]);
    expect(hits.every((h) => h.language === "en" && !h.passage.only)).toBe(true);
  });
});
