import { beforeAll, describe, expect, it } from "vitest";
import { talkTo, trainedEngine } from "./engine-test-support.ts";
import type { ChatEngine } from "./types.ts";

// A ninth round of failure kinds seen with real visitors, with phrasings written for these tests (never the
// visitors' own words).

let engine: ChatEngine;
beforeAll(async () => {
  engine = await trainedEngine();
});
const { ask } = talkTo(() => engine);

describe("lead details: names, companies after a preposition, labelled numbers and channels", () => {
  it.each<[string, Record<string, string>]>([
    ["tom reyes, w/ reyes & diaz commercial, 346-555-0111", { name: "Tom Reyes", company: "Reyes & Diaz Commercial" }],
    ["we're w/ Ortega Capital over in midtown. tom@ortegacap.com", { company: "Ortega Capital" }],
    ["Name's Bev. Text is fine, 832 555 0122", { name: "Bev" }],
    ["Lupita, 713-555-0133 por WhatsApp mejor", { name: "Lupita" }],
    ["我姓李，在金湾地产工作，手机 713-555-0144", { company: "金湾地产" }],
    ["我是 Bayou Lending 的 Kevin Chen，电话 281-555-0155", { name: "Kevin Chen", company: "Bayou Lending" }],
  ])("%s", (message, expected) => {
    const lead = ask(message).context.lead ?? {};
    for (const [key, value] of Object.entries(expected)) expect(lead[key as keyof typeof lead]).toBe(value);
  });

  it.each<[string, string]>([
    ["Name's Bev. Text is fine, 832 555 0122", "sms"],
    ["Tôi là Hùng, WhatsApp: +1 713 555 0166", "whatsapp"],
    ["email is fine for me: bev@example.com", "email"],
  ])("%s stores the channel", (message, channel) => {
    expect(ask(message).context.channel).toBe(channel);
  });

  it.each([
    "mi correo es rosa@example.com, escríbanme por correo por favor",
    "email của tôi là hung@example.com, liên hệ qua email giúp tôi",
    "我的邮箱是 li@example.com，发邮件给我就好",
  ])("%s: their own detail and the channel for it are details, not a request for a person", (message) => {
    const reply = ask(message);
    expect(reply.act).toBe("details");
    expect(reply.leadDetails).toBe(true);
    expect(reply.context.channel).toBe("email");
  });
});

describe("a promised call that never came is a complaint, even without a complaint word", () => {
  it.each([
    "We scheduled a demo for Monday morning and I waited by the phone the whole hour.",
    "Your chat said someone would ring me Wednesday. Today is Saturday.",
    "quedaron en llamarme el lunes y ya estamos a jueves",
    "Bên bạn hẹn gọi thứ Hai mà nay đã thứ Năm rồi",
    "说好星期一联系我，现在都星期四了",
  ])("%s", (message) => {
    const reply = ask(message);
    expect(reply.act).toBe("complaint");
    expect(reply.handoff).toBe(true);
    expect(reply.sentiment).toBe("negative");
  });
});

describe("'unsub' with a contact detail is an opt-out recorded on it, not a lead", () => {
  it.each(["unsub me: rosa@example.com", "pls unsub 713-555-0177"])("%s", (message) => {
    const reply = ask(message);
    expect(reply.act).toBe("opt_out");
    expect(reply.context.optOut).toBe(true);
    expect(reply.leadDetails).toBe(false);
  });

  it("asking how to unsubscribe later is a question", () => {
    expect(ask("how would I unsub later on?").act).toBe("question");
  });
});
