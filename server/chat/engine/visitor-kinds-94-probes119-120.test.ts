import { describe, expect, it } from "vitest";
import { answerKeys, useTrainedEngine } from "./engine-test-support.ts";

// Blind probes 119 and 120 (their misses read after their first runs), by mechanism, with phrasings written for these
// tests, not copied from the probes:
// - a machine or a person with a comma between the two, or "nhắn với người hay với máy"; "Chị hỏi thật" before it;
// - a person asked for: "nói chuyện với một người thật bên em", "跟你们负责的人谈", "que me atienda una persona";
// - a story of life, then "Bueno,", "Thôi,", "闲话少叙" before a place we serve;
// - leaving: "gotta head out", "me voy, que … me espera", "今天先到这儿";
// - names: two words before "again", two plain words signed at the end, the surname 苟; "text dont call";
// - gaps: Idealista, a month's free trial, a reward for sending an agent our way;
// - the site's words: Voice AI with "cogiera el teléfono", the AI behind the chat, a weekly e-mail to sign up for, the
//   first talk's cost in Chinese, who we are asked as "based round here", six platforms and "có gói nào", training
//   asked with no one named, silence after a number left, a leasing agent stuck on a road, listing posts for the
//   socials, a "write up" as a noun;
// - posts shown: a tool recommended "ahí" and what it "dice de" something, those terms "那些", how often "多久…一次".

const { ask, conversation } = useTrainedEngine();
const lead = (reply: ReturnType<typeof ask>): Record<string, unknown> => ((reply.context as Record<string, unknown>)["lead"] as Record<string, unknown> | undefined) ?? {};
const channel = (reply: ReturnType<typeof ask>): unknown => (reply.context as Record<string, unknown>)["channel"];

describe("a machine or a person", () => {
  it.each(["我是在跟真人说话，还是跟程序说话？", "Em hỏi thật, anh đang nhắn với người hay với máy vậy?"])("%s", (message) => {
    const reply = ask(message);
    expect(reply.act).toBe("question");
    expect(reply.response).toMatch(/AI助手|trợ lý AI/);
  });

  it.each(["Cho anh gặp một người thật bên em được không?", "我想跟你们负责的人直接聊，不要机器回复", "Quiero que me atienda una persona de verdad"])("a person asked for: %s", (message) => {
    expect(ask(message).act).toBe("handoff");
  });
});

describe("a story of life, then a place we serve", () => {
  it.each([
    ["El sábado hicimos un asado para 30 con mis primos. Bueno, ¿atienden en Katy?", /Katy/],
    ["Cả nhà vừa đi Đà Lạt 5 ngày, 9 người, vui lắm. Thôi, bên em có làm khu Bellaire không?", /Bellaire/],
    ["上周带全家十二个人去爬山，累坏了。闲话少说，你们做不做Sugar Land？", /Sugar Land/],
  ])("%s", (message, place) => {
    const reply = ask(message);
    expect(reply.response).toMatch(place);
    expect(reply.response).not.toMatch(/Growth|Enterprise/);
  });
});

describe("leaving", () => {
  it.each(["ok gotta head out, showing in ten, later", "Bueno, me voy, que mi marido me espera en el coche.", "好，今天就到这儿吧"])("%s", (message) => {
    expect(ask(message).act).toBe("goodbye");
  });
});

describe("names and channels", () => {
  it("two words before 'again'", () => {
    const reply = ask("its marta keskinen again, cell 832-555-0116, text dont call");
    expect(lead(reply)["name"]).toBe("Marta Keskinen");
    expect(channel(reply)).toBe("sms");
  });

  it("two plain words signed at the end", () => {
    expect(lead(ask("reach me at 713-555-0129, texts are fine. rowan pettigrew"))["name"]).toBe("Rowan Pettigrew");
  });

  it("a sign-off at the end is no name", () => {
    expect(lead(ask("my number is 713-555-0129. talk soon"))["name"]).toBeUndefined();
  });

  it("the surname 苟", () => {
    expect(lead(ask("我是苟丽华，电话281-555-0171"))["name"]).toBe("苟丽华");
  });
});

describe("gaps named", () => {
  it.each([
    ["¿También suben las casas a Idealista?", /Idealista/],
    ["cho dung thu mien phi mot thang duoc khong", /dùng thử/],
    ["if i send you a new agent who signs up, do i get a credit?", /referral/],
  ])("%s", (message, topic) => {
    const reply = ask(message);
    expect(reply.response).toMatch(topic);
    expect(reply.response).toMatch(/hello@|555-0100/);
  });
});

describe("the site's words", () => {
  it("Voice AI with 'cogiera el teléfono'", () => {
    expect(answerKeys(ask("¿Algo que cogiera el teléfono cuando no estamos y viera quién llama en serio?"))).toContain("need:voice-ai");
  });

  it("the AI behind the chat, in Spanish", () => {
    expect(ask("¿Con qué inteligencia artificial trabaja este chat?").response).toMatch(/OpenAI|Anthropic/);
  });

  it("a weekly e-mail to sign up for", () => {
    expect(ask("you guys have a weekly email i could sign up to?").response).toMatch(/AI Advantage Weekly/);
  });

  it("the first talk's cost, in Chinese", () => {
    expect(ask("初次跟你们聊，收费吗？").response).toMatch(/免费/);
  });

  it("who we are, asked as 'based round here'", () => {
    expect(ask("are y'all really based around here or overseas somewhere?").response).toMatch(/Houston team/);
  });

  it("six platforms and 'có gói nào'", () => {
    expect(answerKeys(ask("Em cần nối 6 nền tảng: Gmail, Slack, HubSpot, Calendly, Mailchimp và Airtable, có gói nào không?"))).toContain("bundle-for:enterprise");
  });

  it("training asked with no one named", () => {
    expect(ask("Tụi nhỏ bên chị không rành công nghệ, bên em có hướng dẫn không?").response).toMatch(/đào tạo/);
  });

  it("silence after a number left is a complaint", () => {
    expect(ask("Anh để lại số hôm thứ ba mà tới giờ vẫn im lìm").act).toBe("complaint");
  });

  it("a leasing agent stuck on a road", () => {
    expect(ask("can it book showings so my leasing agent isnt stuck on the 290 between units").response).toMatch(/traffic/i);
  });

  it("listing posts for the socials", () => {
    expect(answerKeys(ask("something that writes our listing posts and schedules them on the socials?"))).toContain("need:social-scheduler");
  });

  it("'write up' as a noun, not a verb", () => {
    expect(ask("is there a write up comparing kvcore and follow up boss?").response).toMatch(/blog/i);
    expect(ask("can you write up a summary of the packages for me?").response).not.toMatch(/From our blog/);
  });
});

describe("a post shown", () => {
  it("a tool recommended 'ahí' and what it 'dice de' something", () => {
    const [, tool, duplicates] = conversation("¿Hay algún artículo sobre conectar el MLS con el CRM?", "¿Y qué herramienta recomiendan ahí para los flujos?", "¿Qué dice de los contactos duplicados?");
    expect(tool!.response).toMatch(/n8n/);
    expect(duplicates!.response).toMatch(/e-mail and phone/);
  });

  it("'那些…' and how often, in Chinese", () => {
    const [, terms, often] = conversation("有没有讲用AI服务不同语言客户的文章？", "那些专业名词怎么办，像MUD tax？", "多久抽查一次不同语言的对话？");
    expect(terms!.response).toMatch(/glossary|MUD/);
    expect(often!.response).toMatch(/every month/);
  });
});
