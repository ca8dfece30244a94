import { describe, expect, it } from "vitest";
import { useTrainedEngine } from "../engine-test-support.ts";
import { sampleFacts } from "../sample-facts.ts";
import { postNamedByWords, postNamingWords } from "./post-naming.ts";

const { ask, conversation } = useTrainedEngine();

const named = (message: string): string | undefined => postNamedByWords(message, sampleFacts)?.slug.split("-")[0];

// The words next to the word for an article name the post; the rest of the question asks its fact.
describe("a post named by the words next to the word for an article", () => {
  it("reads the naming words in each language", () => {
    expect(postNamingWords("per your speed to lead post, what happens at night?")).toBe("speed to lead");
    expect(postNamingWords("what does the hurricane article say about vendors?")).toBe("hurricane");
    expect(postNamingWords("en su artículo de huracanes, ¿qué dice?")).toBe("huracanes");
    expect(postNamingWords("bài giao thông nói gì về mưa?")).toBe("giao thong");
    expect(postNamingWords("关于交通的那篇文章说了什么")).toBe("交通");
    expect(postNamingWords("双语那篇说了什么")).toBe("双语");
    expect(postNamingWords("bài đó nói gì?")).toBe("");
    expect(postNamingWords("có bài nào về thuế không?")).toBe("");
  });

  it("finds the post they name, whatever else the question holds", () => {
    expect(named("the showings article: how many minutes between homes?")).toBe("traffic");
    expect(named("el artículo bilingüe, ¿qué idioma primero?")).toBe("bilingual");
    expect(named("bai chao mung noi gi ve thoi tiet?")).toBe("welcome");
    expect(named("在那篇交通文章里，停车要多留几分钟？")).toBe("traffic");
    expect(named("飓风那篇说供应商要几家？")).toBe("hurricane");
  });
});

describe("the sentence holding the fact asked of the post named", () => {
  it("answers the traffic post's buffers and itinerary in four languages", () => {
    expect(ask("your traffic write-up: extra time when there's a lockbox to grab?").response).toMatch(/lockbox pickup; 10 more minutes/);
    expect(ask("那篇看房交通的文章里，有門禁的社區要多加幾分鐘？").response).toMatch(/Gated community or lockbox pickup; 10 more minutes/);
    expect(ask("el artículo del tráfico, ¿cuánto margen si hay que recoger la caja de llaves?").response).toMatch(/lockbox pickup; 10 more minutes/);
    expect(ask("the showings post: when do buyers receive the final tour itinerary?").response).toMatch(/night before/);
  });

  it("answers the hurricane post's roster, risks and sources", () => {
    expect(ask("per the hurricane playbook, what trades go on the vendor roster?").response).toMatch(/tree removal, water extraction, roofing, electricians/);
    expect(ask("飓风那篇文章说供应商名单要有哪些？").response).toMatch(/tree removal/);
    expect(ask("en el artículo de huracanes, ¿qué propiedades son de alto riesgo?").response).toMatch(/Harvey/);
    expect(ask("颱風那篇文章說哪些房子算高風險？").response).toMatch(/ground-floor units/);
    expect(ask("hurricane article: notices should follow which official source?").response).toMatch(/National Hurricane Center/);
  });

  it("answers the welcome post's Houston differences with the list it introduces", () => {
    expect(ask("welcome post: how is Houston different from other markets?").response).toMatch(/Distance\..*Weather\./s);
    expect(ask("bài chào mừng nói Houston khác biệt ở chỗ nào?").response).toMatch(/Distance\./);
    expect(ask("歡迎那篇文章說休士頓有什麼不一樣？").response).toMatch(/Distance\./);
  });

  it("answers Speed to Lead's routing table and handoff", () => {
    expect(ask("speed to lead post: if the assigned agent hasn't answered within 15 minutes, who gets the lead?").response).toMatch(/Team lead or backup agent/);
    expect(ask("en el artículo de prospectos, si buscan casa de lujo ¿a quién se asigna?").response).toMatch(/especialista|Specialist/i);
    expect(ask("speed-to-lead article: where does the agent get the handoff summary?").response).toMatch(/in the CRM and by text/);
  });
});

describe("a count asked in a part of its own, of the post just shown", () => {
  it("counts the list the other part names", () => {
    const en = conversation("any article on hurricane season for landlords?", "does that one have a checklist for May? how many steps?");
    expect(en[1]?.response).toMatch(/6\. Decide who is on call/);
    const vi = conversation("có bài viết nào về mùa bão cho chủ nhà không?", "bài đó có checklist tháng năm không, mấy bước?");
    expect(vi[1]?.response).toMatch(/6\. Decide who is on call/);
  });
});
