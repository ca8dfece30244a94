import { describe, expect, it } from "vitest";
import { useTrainedEngine } from "./engine-test-support.ts";
import { inLanguage } from "./evaluation-visitors.ts";
import { sampleFacts } from "./sample-facts.ts";
import { citedKinds } from "./knowledge/site-cited.ts";

// Sitewords, reach and routing: a fact asked of the site's own text (the privacy policy, a post, the home page) is
// answered from it over the intent its other words suggest; Spanish, Vietnamese and Chinese words reach the English
// passages; a pointer back at the post just shown ("篇文入面", "文章说") searches that post; a list the picked sentence
// introduces comes with it.
const { ask, conversation } = useTrainedEngine();

describe("the source the question names", () => {
  it.each([
    ["Your privacy policy says something about tags: how long can they be?", "privacy"],
    ["según su blog, ¿cuántos días esperan para el seguimiento?", "post"],
    ["theo bài viết thì nên hỏi mấy câu?", "post"],
    ["首页上写的节省时间是多少？", "page"],
  ] as const)("%s names the %s", (question, kind) => {
    expect(citedKinds(question)).toContain(kind);
  });
  it("a question that names no source names none", () => {
    expect(citedKinds("how many hours are you open on Saturday?")).toBeNull();
  });
});

describe("a fact asked of the privacy policy is answered from it, not as a price", () => {
  it.each([
    "According to your privacy policy, UTM tags get cut after how many characters?",
    "你们隐私政策上写的，链接里的标签会截到几个字符？",
  ])("%s", (message) => {
    const reply = ask(message).response;
    expect(reply).toMatch(/100 characters/);
    expect(reply).not.toMatch(/\$\d/);
  });
});

describe("the words of a privacy section's heading find it; the sentence holding the rest answers", () => {
  it("which device the statistics keep (es)", () => {
    expect(ask("¿Sus estadísticas de visitas guardan qué dispositivo uso?").response).toMatch(/phone, tablet or computer|teléfono, tableta o computadora/);
  });
  it("how often the confirmation link works, by the word for clicking", () => {
    expect(ask("the privacy page says the confirmation link expires — and how many times can I click it?").response).toMatch(/works once/);
  });
});

describe("Chinese words reach the English passages", () => {
  it("the newsletter by another word for it", () => {
    expect(ask("你们那个周刊的名称是什么？").response).toMatch(/The AI Advantage Weekly/);
  });
  it("a Cantonese pointer back at the post just shown, and the channel asked for", () => {
    const [, second] = conversation("有冇講點樣連接 MLS 同 CRM 嘅文章？", "篇文入面話房源數據要用咩渠道攞？");
    expect(second?.response).toMatch(/IDX|VOW|RESO/);
  });
});

describe("a why asked of a tool: the passage giving the reason over 'yes, we support it'", () => {
  it("zh", () => {
    expect(ask("你们平时为什么常用 n8n？").response).toMatch(/self-hosted|control|branching/);
  });
});

describe("a list asked for comes whole after the line introducing it", () => {
  it("the four pieces of the stack", () => {
    expect(ask("What are the four parts your stack article says it all sits on?").response).toMatch(/workflow engine/);
  });
});

describe("the cookie answer in Vietnamese reads as Vietnamese", () => {
  it("no English run left in it", () => {
    const reply = ask("web bên em có xài cookie để theo dõi không?").response;
    expect(reply).toMatch(/cookie/);
    expect(inLanguage(reply, "vi", sampleFacts)).toBe(true);
  });
});

describe("a post asked for by its readers is an article, not an add-on", () => {
  it.each(["Do you have a post for property managers?", "any posts on storm prep for landlords?"])("%s", (message) => {
    const reply = ask(message);
    expect(reply.response).toMatch(/\/blog\/hurricane-season-playbook/);
    expect(reply.response).not.toMatch(/Customer Service Agent/);
  });
});
