import { describe, expect, it } from "vitest";
import { splitQuestions } from "./question-split.ts";
import { useTrainedEngine } from "./engine-test-support.ts";

// Blind probe 15's misses of follow-ups and of the site's words, by kind, in phrasings written for these tests: the
// middle item of a list after another pick, "higher"/"lower" as comparatives, "the other one" with a question after
// it, Spring the place (not the season), the package whose features name something, numbered lists of questions.

const { ask, conversation } = useTrainedEngine();

describe("picks from a list shown before", () => {
  it.each([
    ["which setup bundles are there?", "the most expensive one covers how many?", "and the middle bundle?"],
    ["¿cuáles son los bundles de instalación?", "¿el más barato cuánto cuesta?", "¿y el del medio?"],
    ["có những gói cài đặt nào?", "cái đắt nhất bao nhiêu?", "còn cái ở giữa?"],
    ["有哪些安装套装？", "最便宜的那个多少钱？", "中间那个呢？"],
  ])("%s → %s → %s: the Pro Bundle", (...messages) => {
    const replies = conversation(...messages);
    expect(replies[2]?.act).toBe("question");
    expect(replies[2]?.response).toContain("Pro Bundle");
    expect(replies[2]?.response).not.toContain("Starter Bundle");
  });

  it.each([
    ["Market Dashboard and Social Scheduler: prices?", "which of them has the higher setup fee?", /^Social Scheduler/],
    ["Market Dashboard y Social Scheduler, ¿precios?", "¿cuál es el más bajo de los dos?", /^Market Dashboard/],
    ["Market Dashboard với Social Scheduler giá thế nào?", "vậy thì trong hai cái đó cái nào có phí thấp hơn vậy em?", /^Market Dashboard/],
    ["Market Dashboard 和 Social Scheduler 多少钱？", "哪个费用更高？", /^Social Scheduler/],
  ])("%s → %s", (first, second, expected) => {
    const [, pick] = conversation(first, second);
    expect(pick?.response).toMatch(expected);
  });

  it("the other one, with what it does asked after it", () => {
    const [, , other] = conversation("Voice AI và Email Commander giá bao nhiêu?", "cái nào rẻ hơn?", "còn cái kia thì giúp được gì cho nhóm của tôi vậy ạ?");
    expect(other?.response).toMatch(/^Email Commander/);
  });
});

describe("Spring the place, not the season", () => {
  it.each(["and what about Spring? most of my listings are there", "do y'all serve spring? most of my buyers are up there"])("%s", (message) => {
    expect(ask(message).response).toMatch(/Spring isn't among the areas/);
  });
  it.each(["we want to go live this spring, how long does setup take?", "can we start in spring?", "is spring break a slow time for you?"])("%s is not about the place", (message) => {
    expect(ask(message).response).not.toMatch(/Spring isn't among the areas/);
  });
});

describe("the package whose features name something", () => {
  it.each([
    ["which plan gives us executive analytics dashboards?", /^Enterprise/],
    ["¿cuál paquete trae el programador de visitas según el tráfico?", /^Growth/],
    ["gói nào có người quản lý thành công riêng?", /Enterprise/],
    ["哪个套餐带考虑交通的看房日程？", /^Growth/],
  ])("%s", (message, expected) => {
    const reply = ask(message);
    expect(reply.act).toBe("question");
    expect(reply.response).toMatch(expected);
  });

  it("a name shared by several packages is no pick", () => {
    expect(ask("which package includes a dashboard?").response).not.toMatch(/^(?:Enterprise|Growth|Foundation),/);
  });
});

describe("numbered lists of questions", () => {
  it("splits on (1), (2) and drops the list's heading", () => {
    expect(splitQuestions("Quick ones: (1) Voice AI price (2) do you serve Katy (3) how long is setup")).toEqual(["Voice AI price", "do you serve Katy", "how long is setup"]);
    expect(splitQuestions("1) Voice AI price 2) Market Dashboard price")).toEqual(["Voice AI price", "Market Dashboard price"]);
  });

  it("answers each numbered item", () => {
    const reply = ask("Need three things: (1) the Market Dashboard, (2) the Social Scheduler, (3) do you cover Bellaire?");
    expect(reply.response).toContain("Market Dashboard");
    expect(reply.response).toContain("Social Scheduler");
    expect(reply.response).toContain("Bellaire");
  });
});

describe("what every package includes", () => {
  it.each(["What do all of your packages come with?", "¿Qué traen todos los paquetes?", "每个套餐都有什么？"])("%s gets the list without a yes", (message) => {
    expect(ask(message).response).toMatch(/^(?:Every package includes|Todos los paquetes incluyen|每个套餐都包括)/);
  });
  it("a yes-or-no question about it gets its yes", () => {
    expect(ask("does every package come with monthly reporting?").response).toMatch(/^Yes\. Every package includes/);
  });
});
