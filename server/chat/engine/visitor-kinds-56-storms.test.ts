import { describe, expect, it } from "vitest";
import { useTrainedEngine } from "./engine-test-support.ts";

// Blind probes 55 and 56's questions on the hurricane, traffic and automation-stack posts, by mechanism, with phrasings
// written for these tests (never the visitors' own words): the posts' advice said in the visitor's words (contradicting
// officials, calling residents directly, the office losing power, tenants' status updates and the team's queue, message
// templates written ahead, a hard stop such as school pickup, a flat buffer, stale listing data, a listing description
// drafted for a person to edit, what not to automate); central Vietnamese "bài chi" (bài gì) asking for an article; an
// article asked in one part with its subject in the other; and a question after a sentence reading the post back.

const { ask, conversation } = useTrainedEngine();

const HURRICANE = /\/blog\/hurricane-season-playbook-for-houston-property-managers/;

describe("the hurricane post's advice in the visitor's words", () => {
  it.each([
    "in the hurricane playbook, whose word should the notices never go against?",
    "el post de huracanes: ¿con quién nunca hay que contradecirse en los avisos?",
    "在飓风那篇里，通知千万不能和谁的说法矛盾？",
  ])("never contradicting officials: %s", (message) => {
    expect(ask(message).response).toMatch(/never contradict local officials/);
  });
  it.each(["the hurricane article: once an evacuation is ordered, who should I call directly?", "bài mùa bão nói khi có lệnh di tản thì phải gọi điện trực tiếp cho ai?"])("calling vulnerable residents: %s", (message) => {
    expect(ask(message).response).toMatch(/Call vulnerable residents directly/);
  });
  it.each(["bài bão nói nếu mất điện thì cảnh báo tới người trực bằng cách nào?", "飓风那篇文章里，如果办公室断电，警报怎么通知到值班的人？"])("the on-call alert when the office loses power: %s", (message) => {
    expect(ask(message).response).toMatch(/on[- ]call/);
  });
});

describe("a follow-up on the hurricane post in central Vietnamese", () => {
  it("bài chi asks for an article, and the follow-ups are asked of it", () => {
    const [list, templates, after, team] = conversation(
      "bên anh có bài chi về chuyện lo mùa bão cho chủ nhà cho thuê không?",
      "bài nớ nói tin nhắn mẫu nên viết lúc mô?",
      "còn sau khi bão qua thì người thuê được báo răng?",
      "còn đội của tôi thì sẽ thấy chi?",
    );
    expect(list?.response).toMatch(HURRICANE);
    expect(templates?.response).toMatch(/Write message templates now|2 a\.m\./);
    expect(after?.response).toMatch(/status update/);
    expect(team?.response).toMatch(/one queue sorted by urgency/);
  });
  it("an article asked in one part, its subject in the other", () => {
    const reply = ask("mùa bão nào khách thuê cũng gọi liên tục, có bài chi chỉ cách xử lý không?");
    expect(reply.response).toMatch(HURRICANE);
    expect(reply.response).not.toMatch(/24\/7 Customer Service Agent/);
  });
});

describe("the traffic post's advice in the visitor's words", () => {
  it.each(["bài xem nhà tránh kẹt xe: nếu tour kéo dài quá giờ đón con thì hệ thống có báo trước không?", "在看房那篇里，如果行程会超过接孩子的时间，会提醒我吗？"])("a hard stop such as school pickup: %s", (message) => {
    expect(ask(message).response).toMatch(/hard stop, such as school pickup/);
  });
  it("a flat buffer asked why, after the post was found", () => {
    const [, why] = conversation("有没有讲看房避开堵车的文章？", "那篇为什么不建议每次都留固定的15分钟？");
    expect(why?.response).toMatch(/mapping service/);
  });
  it.each(["in the traffic post, what should I keep doing myself rather than automate?", "En el artículo del tráfico, ¿qué no conviene automatizar?"])("what not to automate: %s", (message) => {
    expect(ask(message).response).toMatch(/Keep the judgment/);
  });
  it("what not to automate, after the post was found", () => {
    const [, kept] = conversation("有没有讲看房避开堵车的文章？", "那什么事情不该交给自动化？");
    expect(kept?.response).toMatch(/Keep the judgment/);
  });
});

describe("a question after a sentence reading the post back", () => {
  it("asks its own thing when it shares no word with what was read back", () => {
    expect(ask("the traffic post says cluster homes by area. how much buffer when it rains?").response).toMatch(/Rain in the forecast/);
  });
  it("asks of what was read back when it names it again", () => {
    expect(ask("your storm article says to tag properties by risk. which ones count as high risk?").response).toMatch(/ground-floor units/);
  });
});

describe("the automation stack post's advice in the visitor's words", () => {
  it.each([
    "the automation stack article: how would the bot tell a client that the listing data is out of date?",
    "artículo del stack de automatización: ¿cómo sabe el asistente si los datos del listado están desactualizados?",
  ])("stale listing data and its timestamp: %s", (message) => {
    expect(ask(message).response).toMatch(/timestamp|last updated/);
  });
  it.each(["自动化那篇文章里，AI写的房源描述是草稿还是直接用？", "stack post: can the AI write my listing descriptions for me?"])("a first draft of a listing description: %s", (message) => {
    expect(ask(message).response).toMatch(/first draft of a listing description for you to edit/);
  });
});
