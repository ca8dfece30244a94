import { describe, expect, it } from "vitest";
import { readAct } from "./acts.ts";
import { useTrainedEngine } from "./engine-test-support.ts";

// Policy acts said without their usual words (blind probe 13), with phrasings written for these tests (never the
// visitors' own words): a polite opt-out or "take my address off your marketing", a wait in days past the promised
// time, a person of ours asked for politely, and words that sound like a complaint or a request but ask a question.

const { ask } = useTrainedEngine();

describe("opt-out: said politely, or as what to take us off", () => {
  it.each([
    "Kindly drop ana.r@example.com from your newsletters. Nothing further, appreciated.",
    "no further e-mails to pat@example.com please",
    "ya no deseo recibir publicidad en lucia@example.com, gracias",
    "Chị xin phép ngừng nhận bản tin ạ, email chị là mai.t@example.com",
    "以后别再给 zhou@example.com 发推广邮件了",
  ])("%s", (message) => {
    const reply = ask(message);
    expect(reply.act).toBe("opt_out");
    expect(reply.leadDetails).toBe(false);
    expect(reply.context.optOut).toBe(true);
  });

  it.each([
    "I no longer wish to receive these newsletters",
    "please take me off all your marketing",
    "prefiero no recibir más correos, gracias",
    "por favor denme de baja",
    "mình không muốn nhận tin nhắn quảng cáo nữa",
    "anh không nhận email nữa đâu nha",
    "我不想再收到你们的营销短信",
  ])("%s without a contact", (message) => {
    expect(readAct(message, false).act).toBe("opt_out");
  });

  it.each([
    "do leads get no further messages once they book a showing?",
    "can the bot stop sending follow-ups when a lead replies?",
    "how do I stop marketing emails going to my leads?",
    "AI có trả lời khách lúc nửa đêm không?",
  ])("%s asks about the product", (message) => {
    expect(readAct(message, false).act).not.toBe("opt_out");
  });
});

describe("complaint: a wait in days or hours, past the time we gave", () => {
  it.each([
    "we waited three days for anyone from your team to reply",
    "your site says 24 hours and its been 4 days now",
    "esperamos tres días a que nos contestaran",
    "el formulario decía 24 horas y ya pasaron tres días",
    "chị chờ cả tuần rồi mà chưa ai gọi",
    "đợi 3 ngày rồi vẫn không thấy ai liên hệ",
    "我等了一整天都没有人回复",
    "网站上说24小时内回复，结果两天了还没人联系我",
  ])("%s", (message) => {
    const reply = ask(message);
    expect(reply.act).toBe("complaint");
    expect(reply.handoff).toBe(true);
  });

  it.each([
    "my clients waited 2 days for their agent to call back, can your AI fix that?",
    "how long do I have to wait for a reply after the form?",
    "I can wait a few days for the setup, no rush",
    "mis clientes esperaron dos días una respuesta de su agente, ¿el bot ayuda?",
    "khách của em đợi 2 ngày mà agent chưa gọi lại, AI giúp được không?",
    "客户等了两天都没人回，你们的AI能解决吗？",
  ])("%s is someone else's wait, or a question", (message) => {
    expect(readAct(message, false).act).not.toBe("complaint");
  });
});

describe("handoff: a person of ours asked for politely, no contact given", () => {
  it.each([
    "Could one of your people give me a ring sometime this week?",
    "I'd like to speak with a member of your team",
    "¿podría alguien de su equipo contactarme mañana?",
    "les agradecería que me llamaran por la tarde",
    "quisiera platicar con un asesor",
    "cho em trao đổi với một bạn tư vấn nhé",
    "anh muốn gặp trực tiếp nhân viên bên mình",
    "我想跟你们团队的人聊一下",
  ])("%s", (message) => {
    const reply = ask(message);
    expect(reply.act).toBe("handoff");
    expect(reply.handoff).toBe(true);
  });

  it.each(["em muốn nói chuyện với người thuê nhà bằng AI được không?", "hola, alguien me atiende?"])("%s is no request for a person", (message) => {
    expect(readAct(message, false).act).not.toBe("handoff");
  });
});

describe("question: words that name a thing, not a judgement or a request", () => {
  it.each([
    "how does the spam counter on your privacy page work?",
    "does your bot filter out scam leads?",
    "will your emails land in the trash folder?",
    "¿sus correos llegan a la carpeta de correo basura?",
    "AI có chặn tin nhắn lừa đảo không?",
    "你们的系统能过滤垃圾邮件吗？",
  ])("%s", (message) => {
    expect(readAct(message, false).act).toBe("question");
  });

  it.each(["this bot is garbage", "sounds like a scam to me", "你们的服务真是垃圾"])("%s is still a complaint", (message) => {
    expect(readAct(message, false).act).toBe("complaint");
  });

  it("connecting a platform for texts, asking which bundle, is a question about bundles", () => {
    const reply = ask("the only things we want connected are outlook plus twilio for sms what bundle covers that");
    expect(reply.act).toBe("question");
    expect(reply.leadDetails).toBe(false);
    expect(reply.response).toContain("Starter");
  });
});
