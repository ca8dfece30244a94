import { describe, expect, it } from "vitest";
import { readAct } from "./acts.ts";
import { useTrainedEngine } from "./engine-test-support.ts";

// Policy acts from blind probe 15's misses, with phrasings written for these tests: what the visitor typed into this
// chat, asked to be erased (a deletion, answered with how to confirm it), and a meeting with us that nobody of ours
// came to, told without a complaint word (a complaint: an apology and a person), in four languages. Retention asked
// about and the visitor's own clients missing their showings stay questions.

const { ask } = useTrainedEngine();

describe("erasing what the visitor typed", () => {
  it.each([
    "could you erase the messages I sent earlier? they had my SSN in them",
    "please wipe this conversation, I pasted the wrong file",
    "the stuff i wrote a minute ago, can you remove it",
    "¿me puedes borrar lo que te escribí ayer? puse el teléfono de un cliente",
    "borren esta conversación por favor",
    "xóa giúp em mấy tin em vừa nhắn nha",
    "có thể xóa đoạn chat hôm qua của tôi không",
    "能不能把我昨天打的字删掉？",
    "请把刚才的对话记录删掉",
  ])("%s → deletion", (message) => {
    expect(readAct(message, false).act).toBe("deletion");
    const reply = ask(message);
    expect(reply.response).toContain("hello@bayoucity.ai");
    expect(reply.context.deletionRequested).toBe(true);
  });

  it.each([
    "do you delete chat transcripts after a while?",
    "does the bot erase old messages automatically?",
    "how long do you keep what I typed here?",
    "can the assistant delete messages my tenants sent by mistake?",
    "¿el bot borra los mensajes viejos?",
    "hệ thống có tự xóa tin nhắn cũ không?",
    "聊天记录会自动删除吗？",
  ])("%s is no deletion", (message) => {
    expect(readAct(message, false).act).not.toBe("deletion");
  });
});

describe("a meeting nobody of ours came to", () => {
  it.each<[string, RegExp]>([
    ["I booked a demo for 2pm today and nobody showed up on the zoom.", /sorry/i],
    ["We had a call set for 9 with your team. We sat there waiting 15 minutes.", /sorry/i],
    ["La consulta era a las 11 y nadie se conectó, esperamos veinte minutos.", /lamento|disculp/i],
    ["Teníamos una cita a las 3 por videollamada; estuve esperando media hora.", /lamento|disculp/i],
    ["Buổi tư vấn hẹn lúc 10 giờ sáng nay mà không có ai vào, tôi đợi 20 phút.", /xin lỗi|rất tiếc/i],
    ["约好今天上午十点的咨询，我们等了二十分钟，没人上线。", /抱歉|对不起/],
  ])("%s → complaint", (message, apology) => {
    expect(readAct(message, false).act).toBe("complaint");
    const reply = ask(message);
    expect(reply.response).toMatch(apology);
    expect(reply.handoff).toBe(true);
  });

  it.each([
    "what happens if a buyer books a showing and no one shows up?",
    "can I book a consultation for 10am tomorrow?",
    "I scheduled a call with my lender at 3, can your bot remind me?",
    "客户预约看房没人来怎么办？",
  ])("%s is no complaint", (message) => {
    expect(readAct(message, false).act).not.toBe("complaint");
  });
});
