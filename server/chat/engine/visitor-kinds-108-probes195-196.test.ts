import { describe, expect, it } from "vitest";
import { useTrainedEngine } from "./engine-test-support.ts";

// Session 69's third round, on the misses of blind probes 195 (urgency) and 196 (otherroles), first scored at a9a480c5
// before any of their misses was read (89.4 and 95.5 %), with phrasings written for these tests.

const { ask, conversation } = useTrainedEngine();

describe("a day sooner than the site's go-live times", () => {
  it("is a gap the site leaves, in the four languages", () => {
    expect(ask("any chance this is up and running before Thursday? big open house").response).toMatch(/doesn't say whether it can go live sooner/);
    expect(ask("¿Me lo pueden tener funcionando para el viernes?").response).toMatch(/no dice si se puede poner en marcha antes/);
    expect(ask("Ngày mai chạy kịp không em?").response).toMatch(/không nói/);
    expect(ask("明天就要用，搞得定吗？").response).toMatch(/没有提到能否比通常的上线时间更快上线/);
  });

  it("a time in weeks is still the package's own", () => {
    expect(ask("can Growth be live within 4 weeks?").response).not.toMatch(/sooner than its usual timeline/);
  });
});

describe("details signed after the number or the address", () => {
  it("reads the name that closes the clause", () => {
    const lead = (message: string): string => JSON.stringify(ask(message).context.lead);
    expect(lead("Escríbame a carmen@example.com, Carmen Ibarra. Gracias")).toMatch(/Carmen Ibarra/);
    expect(lead("Gọi chị số 281-555-0123, chị Hoa, buổi sáng nha")).toMatch(/Hoa/);
    expect(lead("text me at 713-555-0166, Katy area is best")).not.toMatch(/"name"/);
  });
});

describe("smaller readings", () => {
  it("one person to call is a success manager, not a solo agent", () => {
    expect(ask("which package gives me one person to call when something breaks?").response).toMatch(/Enterprise/);
  });

  it("a feature asked 'or is that only the bigger ones', opened by 'ja so'", () => {
    expect(ask("ja so does Foundation have the chat assistant for my site or is that only the bigger ones?").response).toMatch(/^Yes\. Foundation includes/);
  });

  it("an add-on onto 'that package' or 'his 套餐' is a yes", () => {
    const [, reply] = conversation("what's the 24/7 customer service agent cost?", "can that go on his package too?");
    expect(reply?.response).toMatch(/^Yes\./);
  });

  it("Cantonese 'he also said' is hearsay", () => {
    expect(ask("佢讲你们系达拉斯公司，是真的吗？").response).toMatch(/^不是。.*休斯顿/);
  });

  it("a quote's delay read back gets the FAQ's 24 hours", () => {
    expect(ask("the quote shows up within a day after the call, correct?").response).toMatch(/24 hours/);
  });

  it("'vendo casas solo y…' is a solo agent", () => {
    expect(ask("Vendo casas solo y a veces administro unas rentas. ¿Qué paquete me recomienda?").response).toMatch(/Le sugiero Foundation/);
  });
});
