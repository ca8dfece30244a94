import { describe, expect, it } from "vitest";
import { useTrainedEngine } from "../engine-test-support.ts";
import { sampleFacts } from "../sample-facts.ts";
import type { SiteFacts } from "../types.ts";
import { knowledgeOf, retrievePassages } from "./passages.ts";
import { plainMarkdown } from "./passage-sources.ts";

const talk = useTrainedEngine();
const ask = (message: string, facts: SiteFacts = sampleFacts) => talk.ask(message, null, facts);

describe("passages of the site's own content", () => {
  it("finds a post's paragraph from a question in each of the four languages", () => {
    for (const [question, language] of [
      ["when does hurricane season start?", "en"],
      ["¿cuándo empieza la temporada de huracanes?", "es"],
      ["mùa bão bắt đầu khi nào", "vi"],
      ["飓风季节什么时候开始", "zh"],
    ] as const) {
      const [best] = retrievePassages(question, sampleFacts, language);
      expect(best?.passage.url, question).toBe("/blog/hurricane-season-playbook-for-houston-property-managers");
    }
  });

  it("answers with the passage's fact and its link, saying so in the visitor's language when the text is English only", () => {
    const en = ask("when does hurricane season start?");
    expect(en.response).toContain("June 1");
    expect(en.response).toContain("/blog/hurricane-season-playbook-for-houston-property-managers");
    expect(en.source).toMatchObject({ kind: "post", url: "/blog/hurricane-season-playbook-for-houston-property-managers" });
    const es = ask("¿cuándo empieza la temporada de huracanes en Houston?");
    expect(es.language).toBe("es");
    expect(es.response).toMatch(/solo lo tenemos en inglés/);
    expect(es.response).toContain("June 1");
  });

  it("answers from the privacy page, the core offering and the FAQ", () => {
    expect(ask("do you use cookies on this site?").response).toMatch(/sets no cookies/);
    expect(ask("is staff training included?").response).toMatch(/training/i);
    expect(ask("what do all of your packages have in common?").response).toMatch(/Discovery session/);
  });

  it("does not answer an off-topic question from a word it shares with the site", () => {
    expect(ask("what's the weather in houston tomorrow").act).toBe("off_topic");
  });

  it("rebuilds from new facts: a new post's paragraphs and a taught answer are found at once", () => {
    const facts: SiteFacts = {
      ...sampleFacts,
      posts: [...sampleFacts.posts, { title: "Open House Follow-Up", slug: "open-house-follow-up", excerpt: "After the open house.", category: "Strategy", tags: [], body: "## The visitor list\n\nThank every open house visitor within an hour, by name, while they still remember the home." }],
      taught: [{ id: 7, questions: ["do you have a referral program?", "¿tienen programa de referidos?"], answers: { en: "Yes: refer a client and get a month of monitoring free.", es: "Sí: recomiende a un cliente y reciba un mes de monitoreo gratis." } }],
    };
    expect(knowledgeOf(facts)).not.toBe(knowledgeOf(sampleFacts));
    const post = ask("should we thank open house visitors by name?", facts);
    expect(post.response).toContain("/blog/open-house-follow-up");
    const taught = ask("¿hay algún programa de referidos?", facts);
    expect(taught.response).toBe("Sí: recomiende a un cliente y reciba un mes de monitoreo gratis.");
    expect(taught.source).toMatchObject({ kind: "taught", id: "taught:7" });
    expect(ask("do you have a referral program?").source?.kind).not.toBe("taught");
  });
});

describe("follow-ups about the posts just shown", () => {
  it("answers a question about 'that article' from its paragraphs, and 'the other one' by its subject", () => {
    const [list, fact, other] = talk.conversation(
      "any article about hurricane season for property managers?",
      "in that article, since when must leases carry the flood disclosure?",
      "and the other one, about clients who speak other languages?",
    );
    expect(list?.response).toContain("/blog/hurricane-season-playbook-for-houston-property-managers");
    expect(fact?.response).toContain("2022");
    expect(fact?.source).toMatchObject({ kind: "post", url: "/blog/hurricane-season-playbook-for-houston-property-managers" });
    expect(other?.response).toContain("/blog/bilingual-client-care-ai-assistants-that-speak-your-clients-language");
  });
});

describe("plainMarkdown", () => {
  it("keeps the text of links and table rows, without marks", () => {
    expect(plainMarkdown("**Bold** [the center](https://example.com) and `code`")).toBe("Bold the center and code");
    // The header row ends in ":" (the rows under it answer); a row without a separator under it is a row.
    expect(plainMarkdown("| a | b |\n| --- | --- |\n| c | d |")).toBe("a; b:\nc; d.");
    expect(plainMarkdown("| c | d |\n| e | f |")).toBe("c; d.\ne; f.");
  });
});

describe("questions a single word used to take over", () => {
  it("answers when the office answers the phone with the hours, not as a question about an office's place", () => {
    const reply = ask("what days and times does your office answer the phone?");
    expect(reply.response).toContain(sampleFacts.hours);
    expect(reply.response).not.toMatch(/doesn't say whether we have an office/);
  });

  it("answers how soon someone writes back with the reply time, not the go-live timeline", () => {
    const reply = ask("after I send the form, how soon will somebody write back?");
    expect(reply.response).toMatch(/24 hours/);
    expect(reply.response).not.toMatch(/two weeks/);
  });

  it("reads a percentage asked in Vietnamese as a figure of the site, not a price", () => {
    const reply = ask("trang chủ ghi tỷ lệ giữ chân khách hàng tăng bao nhiêu phần trăm?");
    expect(reply.response).toContain("40%");
  });

  it("does not take 'which company's model' as a brokerage describing itself", () => {
    expect(ask("你们的AI用的是哪家公司的模型？").response).not.toMatch(/Enterprise/);
  });

  it("knows the blog's categories and when the privacy policy was last updated", () => {
    expect(ask("what categories are the blog articles filed under?").response).toMatch(/Strategy/);
    expect(ask("when was your privacy policy last updated?").response).toMatch(/2026/);
  });
});

describe("a taught answer written in English reaches visitors in the other languages", () => {
  const facts: SiteFacts = {
    ...sampleFacts,
    taught: [{ id: 9, questions: ["do you guys have a referral program"], answers: { en: "Yes: refer a client who signs up and you get a month of monitoring free." } }],
  };

  it("finds it from a question in Spanish, Vietnamese or Chinese and says it exists only in English", () => {
    for (const question of ["¿tienen algún programa de referidos?", "bên bạn có chương trình giới thiệu khách không?", "你们有推荐奖励计划吗？"]) {
      const reply = ask(question, facts);
      expect(reply.source?.kind, question).toBe("taught");
      expect(reply.response, question).toContain("“Yes: refer a client");
    }
  });
});

describe("who receives the visitor's own details is the privacy page's to answer", () => {
  it("answers 'does <platform> get my phone number' from the privacy page in every language, not with our phone number", () => {
    for (const question of ["does HubSpot get my phone number if I leave it here?", "¿HubSpot recibe mi número si lo dejo aquí?", "我的电话号码会共享给HubSpot吗？"]) {
      const reply = ask(question);
      expect(reply.source?.url, question).toBe("/privacy#sharing");
      expect(reply.response, question).not.toContain(sampleFacts.phone);
    }
  });

  it("never says yes twice when the passage already starts with it", () => {
    expect(ask("does kvCORE get my data?").response).not.toMatch(/^Yes\. Yes\./);
  });
});
