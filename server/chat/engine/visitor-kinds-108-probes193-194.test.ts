import { describe, expect, it } from "vitest";
import { useTrainedEngine } from "./engine-test-support.ts";
import { detectLanguage } from "./language.ts";
import { doubtAsked } from "./doubt-asked.ts";
import { foldForRules } from "./text.ts";

// Session 69's second round, on the misses of blind probes 193 (skeptic) and 194 (codeswitch), first scored at
// ca3095cf before any of their misses was read (86.9 and 88.9 %), with phrasings written for these tests.

const { ask, conversation } = useTrainedEngine();

describe("a doubt weighed before buying", () => {
  it("is a question, not a complaint", () => {
    expect(ask("no prices on the site? smells like a scam to me. so what does Foundation run?").act).toBe("question");
    expect(ask("上线这么快，会不会是骗人的？Growth要多久？").act).toBe("question");
    expect(doubtAsked(foldForRules("bots always mess up, what if yours tells my seller the wrong closing date?"))).toBe(true);
    // Charged, not supposed, it stays a complaint.
    expect(ask("you people are a scam, I paid and nobody ever called me back").act).toBe("complaint");
  });

  it("a wrong answer supposed gets the tuning and the hand-off to a person", () => {
    expect(ask("say I sign up and the bot tells a buyer the wrong square footage, then what?").response).toMatch(/hands the conversation to you/);
    expect(ask("Lỡ con bot nói sai giá nhà cho khách thì sao em?").response).toMatch(/chuyển cuộc trò chuyện/);
    expect(ask("机器人给买家讲错了价格怎么办？").response).toMatch(/转给您/);
  });

  it("seeing it before paying is the free consultation; references and years are gaps", () => {
    expect(ask("how can I see it work for myself before I spend a cent?").response).toMatch(/free consultation/);
    expect(ask("我想先亲眼看看效果，可以吗？").response).toMatch(/免费咨询/);
    expect(ask("can you give me a few agents I could call to ask about you?").response).toMatch(/doesn't say/);
    expect(ask("Cho anh xin số điện thoại vài khách hàng cũ của bên em được không?").response).toMatch(/không nói/);
  });

  it("where a figure comes from, what the AI is built on, what sets us apart", () => {
    expect(ask("con số 40% đó ở đâu ra vậy em?").response).toMatch(/40%/);
    expect(ask("AI bên em làm bằng cái gì vậy?").response).toMatch(/OpenAI/);
    expect(ask("what is your bot built on?").response).toMatch(/OpenAI/);
    expect(ask("there's a national AI company that called me yesterday. what makes you guys different?").response).toMatch(/Houston/);
  });

  it("the visitor's data sold, asked in the passive", () => {
    expect(ask("Thông tin khách của chị có bị đem bán không em?").response).toMatch(/không bao giờ bán/);
  });

  it("'¿trabajan solo en…?' asks where we work, not a solo agent", () => {
    expect(ask("¿Ustedes atienden solo en Houston o también en San Antonio?").response).not.toMatch(/Le sugiero Foundation/);
  });
});

describe("two languages in one message", () => {
  it("words quoted from someone else set no language", () => {
    expect(detectLanguage("my abuela always says 'ay mija, no contestan' lol. does your AI answer texts at night?", null)).toBe("en");
    expect(detectLanguage("khách hay nói 'call me back' mà anh bận quá, có dịch vụ nào nghe máy không em?", null)).toBe("vi");
    expect(ask("my clients keep texting 'chị ơi, còn nhà không' at night. which add-on answers texts and what's it cost?").language).toBe("en");
  });

  it("others writing in a language ask what the product does, not for a reply in it", () => {
    const reply = ask("what if my buyers write in Vietnamese?");
    expect(reply.language).toBe("en");
  });

  it("a no setup fee said of an add-on is decided by its own setup", () => {
    expect(ask("Social Scheduler không có phí cài đặt đúng không em?").response).toMatch(/^Không\./);
    expect(ask("so Market Dashboard has no setup fee, right?").response).toMatch(/^Yes\./);
  });

  it("a post that says not to do it is a no to whether it may be done", () => {
    expect(ask("does your stack post say it's ok to scrape listings from Zillow?").response).toMatch(/^No\. .*Do not scrape/);
  });

  it("a monthly report asked of a package: Foundation's own line, and every package's reports", () => {
    expect(ask("does Foundation come with some report each month?").response).toMatch(/Foundation/);
    expect(ask("does Enterprise send a monthly report?").response).toMatch(/^Yes\. /);
    expect(ask("¿El Growth trae la agenda de visitas que toma en cuenta el tráfico, o eso es aparte?").response).toMatch(/^Sí\./);
  });

  it("a shopping bill of the visitor's own is off-topic, in quetzales, ngàn or 'what's that all come to'", () => {
    expect(ask("bought 6 tamales at $3 apiece and 2 horchatas at $4 apiece, what's that all come to?").act).toBe("off_topic");
    expect(ask("Compré 10 pupusas a 8 lempiras cada una. ¿Cuánto gasté en total?").act).toBe("off_topic");
    expect(ask("Một tô phở 60 ngàn, anh ăn 2 tô thì hết bao nhiêu tiền?").act).toBe("off_topic");
  });

  it("a request to send, after the posts found, asks nothing else", () => {
    const [first, second] = conversation("有没有讲怎么快速回复客户的文章？发给我", "那篇说负责的经纪人多久没回复，线索就转给团队长？");
    expect(first?.response).toMatch(/speed-to-lead/);
    expect(second?.response).toMatch(/15/);
  });

  it("a holler back never got is a complaint; answering straighter than expected is thanks", () => {
    expect(ask("sent the form last week and nobody's hollered back yet, ain't happy about it").act).toBe("complaint");
    expect(ask("thank you kindly, y'all answered plainer than most").act).toBe("thanks");
    expect(ask("could someone from your team get with me this afternoon?").act).toBe("handoff");
  });

  it("an add-on's name asked of the package just talked about, and the other case said as a clause", () => {
    const [, second] = conversation("does Enterprise come with the executive dashboards?", "and does it have a 24/7 multilingual customer service agent too?");
    expect(second?.response).toMatch(/^Yes\. Enterprise includes “24\/7 multilingual customer service agent”/);
    expect(ask("does Foundation give me a report each month, or do I have to pull my own numbers?").response).toMatch(/^Yes\. Foundation includes/);
    const [, vi] = conversation("Gói Growth có CRM không em?", "Còn gói đó có auto follow-up hông?");
    expect(vi?.response).toMatch(/^Có\./);
  });

  it("a year of an add-on with its setup, another post named after one was sent, a name signed after the number", () => {
    expect(ask("what's Social Scheduler's first year by itself, setup and all?").response).toMatch(/\$4,964/);
    const [, , third] = conversation("有没有讲飓风季的文章？发给我", "那篇说洪水告知从哪年开始？", "还有讲双语客服的那篇呢？");
    expect(third?.response).toMatch(/bilingual-client-care/);
    const reply = ask("Mi cel es 832-555-0177, Rosa Quiñónez. Llámeme después de las 3");
    expect(JSON.stringify(reply.context.lead)).toMatch(/Rosa Quiñónez/);
    expect(ask("Cho anh xin link bài về giao thông với lịch xem nhà nha em").response).toMatch(/traffic-aware-showings/);
  });
});

