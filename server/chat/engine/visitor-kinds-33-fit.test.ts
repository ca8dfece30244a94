import { describe, expect, it } from "vitest";
import { answerKeys, useTrainedEngine } from "./engine-test-support.ts";

// Counting and fit, in phrasings written for these tests: a package asked for by its features with no package word, a
// named package weighed against a team that grows, "team" said only to be set aside, the package above or below those
// shown, going live in parts, every area asked, an add-on put on a named package or named by what it does, a bundle said
// to be too small, the visitor's own tool doing something we do not, market trends, round the clock in their language,
// and two add-ons summed in one message.

const { conversation } = useTrainedEngine();
const last = (...messages: string[]) => conversation(...messages).at(-1)!;
const answered = (...messages: string[]) => answerKeys(last(...messages));

describe("which package fits", () => {
  it("the one that comes with features only Growth lists, no package word said", () => {
    for (const ask of [
      "which one has the follow-up sequences and the performance dashboard?",
      "¿cuál es el que incluye las secuencias de seguimiento y la integración con CRM?",
      "gói có chuỗi chăm sóc khách tự động với tích hợp CRM tên là gì vậy?",
      "哪个方案有业绩看板和自动跟进流程？",
    ]) expect(last(ask).context.topic, ask).toEqual({ kind: "package", key: "growth" });
  });
  it("a package named is weighed against the team after the hire", () => {
    for (const ask of [
      "would Foundation still work for us if I hire four more agents?",
      "¿me alcanza el Foundation si contrato a dos asistentes?",
      "tuyển thêm 3 nhân viên thì gói Foundation có còn hợp không?",
      "要是再招两个助理，Foundation还适合吗？",
    ]) expect(answered(ask), ask).toContain("recommend:growth");
  });
  it("a boss's dashboard and a dedicated manager, said with 的 between, are Enterprise's", () => {
    expect(answered("我们有18个经纪人，老板想看主管级的数据仪表板，也要一位专属的客户经理，选哪个？")).toContain("recommend:enterprise");
  });
  it("'team' set aside is no team: only Foundation's own lines wanted", () => {
    const ask = "I'm a landlord, I don't need team stuff, only instant lead alerts and the monthly report. Which plan is right?";
    expect(answered(ask)).toContain("recommend:foundation");
  });
});

describe("follow-ups on packages", () => {
  it("the package above or below those shown", () => {
    expect(last("compare Foundation and Growth", "what about the tier above those?").context.topic).toEqual({ kind: "package", key: "enterprise" });
    expect(last("háblame del Growth", "¿y el de abajo?").context.topic).toEqual({ kind: "package", key: "foundation" });
    expect(last("gói Growth gồm những gì?", "còn gói cao hơn?").context.topic).toEqual({ kind: "package", key: "enterprise" });
    expect(last("Growth包括什么？", "更高一级的那个呢？").context.topic).toEqual({ kind: "package", key: "enterprise" });
  });
  it("all at once or in parts, and weeks to go live, are the timeline", () => {
    for (const ask of ["is it all at once or in steps?", "¿se hace todo de una vez o por partes?", "làm một lần hay từng phần?", "是一次性全部上线还是分批？", "gói Growth mấy tuần thì chạy được?"]) {
      expect(answered(ask), ask).toContain("entry:timeline");
    }
  });
  it("every area asked, after a place", () => {
    for (const ask of ["what are all the areas you cover?", "¿cuáles son todas las zonas donde trabajan?", "你们服务的所有区域有哪些？"]) {
      expect(answered("do you work in Katy?", ask), ask).toContain("entry:areas");
    }
  });
});

describe("add-ons", () => {
  it("put on a named package: any package", () => {
    for (const [first, then] of [
      ["What does Voice AI cost?", "can I stack it on the Growth plan?"],
      ["¿Qué es el Social Scheduler?", "¿se lo puedo sumar al plan Growth?"],
      ["Email Commander giá bao nhiêu?", "gắn nó vào gói Foundation được không?"],
      ["Market Dashboard多少钱？", "这个加购可以加到Foundation上吗？"],
    ] as const) expect(answered(first, then), then).toContain("entry:add-later");
  });
  it("another add-on named by what it does", () => {
    expect(last("tell me about Email Commander", "and the one for phone calls?").context.topic).toEqual({ kind: "addon", key: "voice-ai" });
    expect(last("¿qué es Voice AI?", "¿y el de las redes sociales cuánto sale?").context.topic).toEqual({ kind: "addon", key: "social-scheduler" });
    expect(last("Email Commander是什么？", "那个接电话的呢？").context.topic).toEqual({ kind: "addon", key: "voice-ai" });
  });
  it("market trends, a service asked for", () => {
    for (const ask of ["¿tienen algo para ver las tendencias del mercado en mi zona? ¿cuánto cuesta?", "muốn xem xu hướng thị trường khu Katy thì có dịch vụ nào?", "想看Katy的市场走势，有什么服务？"]) {
      expect(answered(ask), ask).toContain("need:market-dashboard");
    }
  });
  it("round the clock in their language is the Customer Service Agent, whatever the channel", () => {
    for (const ask of ["our renters text at 3am; anything that replies 24/7 in their own language?", "租客半夜发短信，有没有24小时用他们的语言回复的服务？"]) {
      expect(answered(ask), ask).toContain("need:customer-service-agent");
    }
  });
  it("messages answered for me, asked in Cantonese", () => {
    expect(answered("啲客成日喺WhatsApp搵我，有冇嘢可以幫我回覆？幾錢一個月？")).toContain("need:enhanced-messaging");
  });
  it("two add-ons summed in one message, one named by what it does", () => {
    for (const ask of ["Voice AI plus the texting one, what's that monthly in total?", "el Market Dashboard y el de WhatsApp, ¿cuánto suman al mes?", "Voice AI和邮件那个，每月加起来多少？"]) {
      expect(answered(ask), ask).toContain("addon-sum");
    }
  });
  it("added later rather than locked in", () => {
    expect(answered("if we start small, can we add the social posting thing down the road or are we locked in?")).toContain("entry:add-later");
  });
});

describe("platforms", () => {
  it("a bundle said to be too small, or a cheaper way asked, gets the bundle that covers them", () => {
    for (const ask of [
      "we need HubSpot, Gmail, Slack, Calendly and Outlook hooked up; the Pro won't cover that, right?",
      "HubSpot, Gmail, Slack, Calendly, Outlook, gói Pro không đủ hả?",
      "HubSpot、Gmail、Slack、Calendly、Outlook，Pro不够吧？",
    ]) expect(answered(ask), ask).toContain("bundle-for:enterprise");
    expect(answered("tui can noi Gmail, Calendly va QuickBooks, co cach nao re hon khong?")).toContain("bundle-for:pro");
  });
  it("the visitor's own tool doing something we do not: the tool is asked, as a custom integration", () => {
    for (const ask of ["We use AppFolio for rent collection; can you hook it up, and what does that cost?", "Usamos Buildium para cobrar las rentas, ¿lo pueden conectar?"]) {
      expect(answered(ask), ask).toContain("unlisted-platform");
    }
  });
});
