import { describe, expect, it } from "vitest";
import { useTrainedEngine } from "./engine-test-support.ts";
import { pointsBackAtPost } from "./followup-post.ts";

// A question that refers back to the post the last reply was about is answered from that post in all four languages,
// however loosely its words match; the refusal, a timeline or an offering never takes it. Questions of our own matters
// asked after a post still get their own answers.

const { conversation } = useTrainedEngine();

describe("pointers at the post just discussed", () => {
  it("reads a pointer in each language", () => {
    for (const q of ["what does it suggest for the first week?", "¿y ahí qué dice de los contratos?", "theo bài đó thì sao?", "nó khuyên làm gì trước?", "它还说了什么？", "刚才那篇讲到哪些地方？", "En ese artículo, ¿cuándo?"]) {
      expect(pointsBackAtPost(q), q).toBe(true);
    }
  });
  it("a question of our own is no pointer", () => {
    for (const q of ["what are your hours?", "¿Cuánto cuesta el paquete Growth?", "gói nào hợp với tôi?", "你们的电话是多少？"]) expect(pointsBackAtPost(q), q).toBe(false);
  });
});

describe("asked of the post, in four languages", () => {
  it("Spanish: what the traffic post suggests to begin with", () => {
    const [, reply] = conversation("¿Tienen algún artículo sobre programar visitas con el tráfico?", "¿Y ese artículo qué recomienda para empezar?");
    expect(reply?.act).toBe("question");
    expect(reply?.response).toMatch(/one week/);
  });
  it("Vietnamese: how often the glossary is reviewed, then which language to start with", () => {
    const [, glossary, start] = conversation("Có bài viết nào về chăm sóc khách hàng song ngữ không?", "Theo bài đó thì bảng thuật ngữ nên xem lại mấy lần một năm?", "nó nói nên bắt đầu với ngôn ngữ nào?");
    expect(glossary?.response).toMatch(/twice a year/);
    expect(start?.response).toMatch(/Spanish/);
    expect(start?.act).toBe("question");
  });
  it("Chinese: the neighbourhoods the bilingual post names, and how often to audit", () => {
    const [, audit, places] = conversation("有没有关于双语客服的文章？", "里面说每隔多长时间检查一遍对话记录？", "文中提到哪些休斯顿社区？");
    expect(audit?.response).toMatch(/every month/);
    expect(places?.response).toMatch(/Alief/);
    expect(places?.response).not.toMatch(/Memorial Villages/);
  });
  it("Chinese: 它 asking when the season ends", () => {
    const [, reply] = conversation("有没有关于飓风季的文章？", "它说季节什么时候结束？");
    expect(reply?.response).toMatch(/November 30/);
  });
  it("English: what it says of translating contracts", () => {
    const [, , reply] = conversation("Do you have a post about serving clients in several languages?", "which language does it say to start with?", "and what does it say about translating contracts?");
    expect(reply?.response).toMatch(/TREC/);
  });
});

describe("going on from the post without naming it", () => {
  it("a bare 'and if it rains?' after the traffic post, in Spanish and Vietnamese", () => {
    const [, , es] = conversation("¿Tienen algún artículo sobre programar visitas con el tráfico?", "¿Y ese artículo qué recomienda para empezar?", "¿y si está lloviendo?");
    expect(es?.act).toBe("question");
    expect(es?.response).toMatch(/10 more minutes/);
    const [, vi] = conversation("Any article about scheduling showings around traffic?", "còn hôm nào trời mưa thì sao?");
    expect(vi?.response).toMatch(/10 more minutes/);
  });
  it("a short 'until when?' after the hurricane season's start", () => {
    const [, , reply] = conversation("有没有关于飓风季的文章？", "它说季节从哪天开始？", "到几号结束呢？");
    expect(reply?.act).toBe("question");
    expect(reply?.response).toMatch(/November 30/);
  });
});

describe("our own matters after a post", () => {
  it("weather, a package and our hours are not asked of the post", () => {
    const [, weather, growth, hours] = conversation("Any article about scheduling showings around traffic?", "what's the weather tomorrow?", "how much is the Growth package?", "what are your hours?");
    expect(weather?.act).toBe("off_topic");
    expect(growth?.response).toMatch(/Growth/);
    expect(growth?.response).not.toMatch(/\/blog\//);
    expect(hours?.response).toMatch(/Monday/);
  });
});
