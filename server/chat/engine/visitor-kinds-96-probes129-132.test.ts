import { describe, expect, it } from "vitest";
import { useTrainedEngine } from "./engine-test-support.ts";

// Blind probes 129 to 132 (their misses read after their first runs), by mechanism, with phrasings written for these
// tests, not copied from the probes:
// - programs counted as platforms for a bundle ("4 of our programs", "cuatro los programas", "6 cái chương trình");
// - Nghệ-Tĩnh and central Vietnamese details ("tau là …", "nhắn tin cho tau chứ đừng gọi", "giùm o chớ đừng gọi"); a
//   name before "of <company>", and after "Apunta:";
// - people of ours in an unlisted place, however asked ("you'uns", "tienen ustedes a alguien", "bên mi có ai ở");
// - site facts asked in Chinese (which AI company, the form's reply time), data kept and sold in plain words, the
//   assistant or a person, training, care after launch, the first step, technical skills, hours by a day, languages;
// - thanks and leave-taking in dialect; a form unanswered ("nobody's", "nary a soul"); a person asked for;
// - add-ons described: the live market, posts made for you, an inbox to sort (an e-mail "I ain't read" is no reading
//   asked), a round-the-clock agent in Chinese.

const { ask } = useTrainedEngine();
const lead = (reply: ReturnType<typeof ask>): Record<string, unknown> => ((reply.context as Record<string, unknown>)["lead"] as Record<string, unknown> | undefined) ?? {};
const channel = (reply: ReturnType<typeof ask>): unknown => (reply.context as Record<string, unknown>)["channel"];

describe("programs counted for a bundle", () => {
  it.each([
    ["we run 4 programs in the office, any deal to hook them all up at once?", /Pro Bundle/],
    ["Tengo cinco programas, ¿cuánto sale instalarlos juntos?", /Enterprise Bundle/],
    ["nối 3 chương trình một lần thì có gói nào không em?", /Pro Bundle/],
  ])("%s", (message, bundle) => {
    expect(ask(message).response).toMatch(bundle);
  });
});

describe("details in the visitor's own words", () => {
  it("takes 'tau là' as a name and texting asked before 'chứ đừng gọi'", () => {
    const reply = ask("tau là Nguyễn Văn Bình, số 281-555-0147, nhắn tin cho tau chứ đừng gọi nghe");
    expect(lead(reply)["name"]).toBe("Nguyễn Văn Bình");
    expect(channel(reply)).toBe("sms");
  });

  it("takes central 'chớ' as 'chứ' after a request to text", () => {
    expect(channel(ask("O tên Lan, số 281-555-0148, nhắn tin giùm o chớ đừng gọi."))).toBe("sms");
  });

  it.each([
    ["It's Fenella Tait of Brae Realty, fenella@brae.example is best.", "Fenella Tait"],
    ["Apunta: Remedios, el 281-555-0149.", "Remedios"],
  ])("%s", (message, name) => {
    expect(lead(ask(message))["name"]).toBe(name);
  });
});

describe("people of ours somewhere unlisted", () => {
  it.each(["you'uns got anyone out in Eureka? my cousin has rentals there", "¿Tienen ustedes a alguien en Tampico?", "bên mi có ai ở Vinh không, quê tau đó"])("%s", (message) => {
    const reply = ask(message);
    expect(reply.act).toBe("question");
    expect(reply.response).toMatch(/555-0100|hello@/);
    expect(reply.response).not.toMatch(/I can only help|Solo puedo|chỉ có thể/);
  });
});

describe("site facts in plain words", () => {
  it.each([
    ["这个AI是哪家公司开发的？", /OpenAI/],
    ["填了表以后你们多久回我？", /24/],
    ["where does all our clients' information end up once it's hooked in?", /own accounts/],
    ["thông tin khách của tui lưu chỗ nào? bên em giữ hay tui giữ?", /tài khoản/],
    ["租客资料放在谁那儿？", /账户/],
    ["我的客户名单你们会不会拿去倒卖？", /绝不出售/],
    ["do you sell my buyers' phone numbers to anybody?", /never sell/],
    ["¿Dais formación a mi equipo o se apañan solos?", /capacitación/],
    ["có chỉ cho nhân viên của tui xài không em?", /đào tạo/],
    ["once it's all set up do you keep adjusting it?", /monitor/i],
    ["装好以后你们还管吗？", /监控|优化|每月/],
    ["Cuando ya está puesto, ¿lo siguen revisando o lo instalan y chau?", /monitor|ajust/i],
    ["what do you do first, before anything is built?", /blueprint/],
    ["签约以后第一步做什么？", /方案/],
    ["do I need to be techy to run any of it?", /done-for-you|step-by-step/],
    ["what time do you quit in the evening?", /6 PM/],
    ["can I give you a call on a Sunday?", /Monday - Friday/],
    ["Chủ nhật bên em có làm việc không?", /Thứ Hai - Thứ Sáu/],
    ["my tenants don't speak english much. what languages does your AI handle?", /Spanish/],
    ["说西班牙语的客户，AI能跟他们聊吗？", /西班牙语/],
  ])("%s", (message, answer) => {
    expect(ask(message).response).toMatch(answer);
  });

  it.each(["you must be the computer, right?", "是人还是机器人在回我？", "em là người đang trả lời hay là cái máy?"])("%s", (message) => {
    expect(ask(message).response).toMatch(/AI assistant|trợ lý AI|AI助手/);
  });
});

describe("courtesy, complaints and a person", () => {
  it.each(["That cleared it right up. Thanks hon", "好嘞，谢啦", "Cảm ơn em, em chỉ rành rọt lắm."])("%s", (message) => {
    expect(ask(message).act).toBe("thanks");
  });

  it.each(["Hwyl fawr, off to a viewing.", "Well, I'll let you go now."])("%s", (message) => {
    expect(ask(message).act).toBe("goodbye");
  });

  it.each(["I sent your form on Friday and nobody's rung me since.", "filled out your form twice and nary a soul answered"])("%s", (message) => {
    expect(ask(message).act).toBe("complaint");
  });

  it.each(["let me talk to one of your people", "cho tui gặp một người bên em", "quiero que alguien me explique bien el Enterprise", "我想跟你们的人当面聊一下"])("%s", (message) => {
    expect(ask(message).act).toBe("handoff");
  });
});

describe("add-ons described", () => {
  it.each([
    ["anything that shows me which way prices are heading in Katy?", /Market Dashboard/],
    ["our facebook and instagram are dead. what's the thing that posts them for you?", /Social Scheduler/],
    ["hundreds of emails I haven't read, anything that sorts them and writes replies?", /Email Commander/],
    ["邮件多到回不过来，有没有AI帮我分拣？", /Email Commander/],
    ["想要一个一天到晚都在线的客服，用客户自己的语言回复，多少钱？", /Customer Service Agent/],
  ])("%s", (message, addon) => {
    expect(ask(message).response).toMatch(addon);
  });
});
