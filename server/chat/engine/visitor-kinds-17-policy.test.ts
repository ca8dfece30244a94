import { describe, expect, it } from "vitest";
import { readAct } from "./acts.ts";
import { useTrainedEngine } from "./engine-test-support.ts";

// Policy acts from blind probe 17's misses, with phrasings written for these tests: our bot's wrong information told
// as what it cost the visitor (a complaint, with an apology and a person), a person of ours preferred to a machine,
// formally or casually (a handoff), and records wished erased with the verb after them, a chat the visitor had or
// whatever was passed on about them (a deletion). Questions about the product with the same words stay questions.

const { ask } = useTrainedEngine();
const act = (message: string): string => readAct(message, false).act;

describe("our bot's wrong information is a complaint", () => {
  it.each([
    "the chat assistant on your site said setup was free, I told my broker and it turns out that's not true. embarrassing.",
    "ur chatbot quoted my client the wrong monthly fee for Voice AI and I had to walk it back",
    "su asistente le dijo a mi cliente que el Pro Bundle incluía 6 plataformas y quedé en ridículo",
    "bot bên bạn trả lời sai thông tin gói Growth cho khách em, quê quá",
    "你们网站的聊天机器人给我客户报错了价格，我在客户面前很丢脸。",
  ])("%s", (message) => {
    expect(act(message)).toBe("complaint");
    const reply = ask(message);
    expect(reply.act).toBe("complaint");
    expect(reply.handoff).toBe(true);
  });
});

describe("a person preferred to a machine is a handoff", () => {
  it.each([
    "I'd much rather go over the contract with one of your people than with an AI.",
    "honestly id rather deal with a real human than this bot",
    "prefiero hablar con alguien de su equipo en vez de con un bot",
    "mình không muốn nói chuyện với máy, cho mình gặp nhân viên nha",
    "minh ko muon chat vs bot, cho minh noi chuyen voi nhan vien dc ko",
    "我不想跟机器人聊了，想和你们的工作人员直接沟通",
  ])("%s", (message) => {
    expect(act(message)).toBe("handoff");
    expect(ask(message).handoff).toBe(true);
  });
});

describe("records wished erased are a deletion", () => {
  it.each([
    "Kindly have all the information your company holds on me permanently deleted.",
    "wipe the convo i had with your bot yesterday and anything you forwarded to your CRM about me",
    "quisiera que todos los datos que tienen de mi empresa fueran eliminados",
    "borren la conversación que tuve ayer con su asistente",
    "xóa giùm mình đoạn chat tuần trước với cả thông tin đã gửi qua HubSpot nha",
    "删除我之前在这里的对话记录",
  ])("%s", (message) => {
    expect(act(message)).toBe("deletion");
    expect(ask(message).act).toBe("deletion");
  });
});

describe("questions with the same words stay questions", () => {
  it.each([
    "what if the bot gives a client the wrong price?",
    "is that right? the site says the consultation is free",
    "I want my leads to talk to a real person rather than a bot after hours, can Voice AI do that?",
    "Can I have all records of our old leads deleted automatically after 90 days?",
    "does the chat keep transcripts of the conversations my clients had?",
    "¿el asistente se puede equivocar con los precios?",
    "nếu bot báo sai giá cho khách thì sao?",
    "机器人会不会给客户报错价格？",
  ])("%s", (message) => {
    expect(["complaint", "handoff", "deletion"]).not.toContain(act(message));
  });
});
