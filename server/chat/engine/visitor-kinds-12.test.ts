import { describe, expect, it } from "vitest";
import { useTrainedEngine } from "./engine-test-support.ts";

// A twelfth round of failure kinds seen with real visitors (blind probe 12): table rows, passages across languages,
// names in other senses, picks of "the other one" and "the biggest one". Phrasings written for these tests (never the
// visitors' own words).

const { ask, conversation } = useTrainedEngine();

describe("the site's own words: a table row under its header, the right sentence of a post, setup rows by name", () => {
  it("answers a table's row, not its header", () => {
    const reply = ask("your showings and traffic article: how much buffer for a gated community with a lockbox?");
    expect(reply.response).toContain("10 more minutes");
  });

  it.each<[string, string]>([
    ["bài viết về bão nói mùa bão kết thúc vào ngày nào?", "November 30"],
    ["trình duyệt của tôi lưu lại bao nhiêu tin nhắn chat?", "60"],
    ["那篇双语的文章说术语表应该多久复查？", "twice a year"],
  ])("%s finds the English sentence that answers", (message, fact) => {
    expect(ask(message).response).toContain(fact);
  });

  it.each<[string, string]>([
    ["What does the Data Tools setup include?", "$150-$250"],
    ["¿cuánto cuesta la instalación de herramientas de comunicación?", "$200-$350"],
    ["通讯工具的安装费多少？", "$200-$350"],
  ])("%s answers that setup row", (message, price) => {
    expect(ask(message).response).toContain(price);
  });

  it("reads a timeline in weeks, typed short", () => {
    expect(ask("how many wks until foundation is live for me?").response).toContain("two weeks");
  });
});

describe("one word does not take over", () => {
  it.each<[string, string]>([
    ["our office sits on Growth Street lol. do you work with HubSpot?", "HubSpot"],
    ["we always rent cars from Enterprise for tours. do you connect to kvCORE?", "kvCORE"],
    ["does the bot work w HubSpot?", "HubSpot"],
  ])("%s", (message, platform) => {
    const reply = ask(message);
    expect(reply.intent).toBe("integrations");
    expect(reply.response).toContain(platform);
  });

  it("a chat-message privacy question about ChatGPT is the privacy page's answer, not 'we work with OpenAI'", () => {
    expect(ask("are the chat messages I send here shared with ChatGPT?").response).toMatch(/^Not by default/);
  });

  it("the source of a figure is something the site does not say", () => {
    expect(ask("what's the source on the 40% retention stat?").response).toContain("doesn't say how they were measured");
  });

  it("a sentence about the newsletter does not silence the question after it", () => {
    expect(ask("I get your newsletter every week. What hours is your team in?").intent).toBe("hours");
  });

  it("hours asked in Vietnamese as 'làm việc mấy giờ'", () => {
    expect(ask("công ty bên bạn làm việc mấy giờ?").response).toContain("8 AM");
  });
});

describe("fit and unknowns", () => {
  it("a third-person solo agent gets Foundation", () => {
    expect(ask("he's solo and just licensed. what's the best starting package for him?").response).toContain("Foundation");
  });

  it("a stated team size and a need, asking which package, gets the package first", () => {
    const reply = ask("我们有4个经纪人，需要自动跟进，哪个套餐合适？");
    expect(reply.response).toMatch(/^推荐您选择Growth/);
  });

  it.each<[string, RegExp]>([
    ["how many customers u got so far?", /doesn't say how many clients/],
    ["¿tienen alguna certificación?", /no dice/],
  ])("%s", (message, unknown) => {
    expect(ask(message).response).toMatch(unknown);
  });
});

describe("follow-ups: the other one, the biggest one, our area, the same article", () => {
  it("'and the other one?' after the cheaper of two is the other", () => {
    const [, cheaper, other] = conversation("how much are Voice AI and the Market Dashboard?", "which is cheaper?", "and the other one?");
    expect(cheaper?.response).toMatch(/^Market Dashboard/);
    expect(other?.response).toMatch(/^Voice AI/);
  });

  it("'y el otro, cuánto de instalación?' answers the other's prices", () => {
    const replies = conversation("¿cuánto cuestan Voice AI y Enhanced Messaging?", "el primero qué hace?", "y el otro cuánto es de instalación?");
    expect(replies[2]?.response).toMatch(/^Enhanced Messaging/);
  });

  it("'the biggest one' of the bundles is the Enterprise Bundle", () => {
    const [, biggest] = conversation("what setup bundles are there?", "the biggest one?");
    expect(biggest?.response).toContain("Enterprise Bundle");
  });

  it("'our area' after a place the site does not list", () => {
    const [, area] = conversation("We're a small team based in Alief. Which package fits?", "do you cover our area?");
    expect(area?.response).toMatch(/Alief/);
    expect(area?.response).toMatch(/isn't among|doesn't (?:list|say)/);
  });

  it("'according to the same piece' asks the post just shown", () => {
    const [, , fact] = conversation("any article on bilingual client care?", "how often should the glossary be reviewed there?", "and according to the same piece, what should the assistant do about earnest money amounts?");
    expect(fact?.response).toMatch(/refer|agent/i);
  });
});

describe("follow-ups that add to what came before", () => {
  it("platforms added turn by turn grow the bundle", () => {
    const [first, second, third] = conversation("I need Outlook and Slack connected, which bundle?", "and if I add QuickBooks and Mailchimp too?", "plus Instagram and Facebook?");
    expect(first?.response).toContain("Starter Bundle");
    expect(second?.response).toContain("Pro Bundle");
    expect(third?.response).toContain("Enterprise Bundle");
  });

  it("'còn X thì sao?' right after a post asks that post about X", () => {
    const [, flood] = conversation("có bài viết nào về chuẩn bị mùa bão không?", "còn flood disclosure thì sao?");
    expect(flood?.response).toContain("2022");
  });

  it("'¿cuántas horas dura el enlace?' is the confirmation link's life", () => {
    expect(ask("¿cuántas horas dura el enlace de confirmación del boletín?").response).toContain("48");
  });
});
