import { describe, expect, it } from "vitest";
import { useTrainedEngine } from "./engine-test-support.ts";

// Blind probes 135 and 136 (their misses read after their first runs), by mechanism, with phrasings written for these
// tests, not copied from the probes:
// - a post just shown, asked to be sent with an address: the contact is taken and the post's link given with it;
// - a call at a day or an hour, asked as answered (our hours); the channel of the person the visitor writes for;
// - names: "Dì tên …", "Dì là …", "老板叫…"; "có gì nhắn tin cho dì" as texting asked.

const { ask, conversation } = useTrainedEngine();
const lead = (reply: ReturnType<typeof ask>): Record<string, unknown> => ((reply.context as Record<string, unknown>)["lead"] as Record<string, unknown> | undefined) ?? {};
const channel = (reply: ReturnType<typeof ask>): unknown => (reply.context as Record<string, unknown>)["channel"];

describe("a post asked to be sent", () => {
  it.each([
    ["what does the hurricane article say to get ready in May?", "could you email me that article? rosa@example.com", /\/blog\/hurricane-season/],
    ["¿Qué dice el artículo de tráfico sobre agrupar las casas?", "Mándamelo al correo, porfa: rosa@example.com", /\/blog\/traffic-aware/],
  ])("%s → %s", (first, second, link) => {
    const [, reply] = conversation(first, second);
    expect(reply?.act).toBe("details");
    expect(lead(reply!)["email"]).toBe("rosa@example.com");
    expect(reply?.response).toMatch(link);
  });

  it("gives no link when no post was shown", () => {
    expect(ask("send it to me at rosa@example.com").response).not.toMatch(/\/blog\//);
  });
});

describe("a call at a day or an hour", () => {
  it.each(["if I ring on a Friday around 5:30, is anyone still there?", "sáng thứ Bảy gọi được không em?", "thứ Sáu tui gọi lúc 5 giờ chiều còn ai nghe máy hông?"])("%s", (message) => {
    expect(ask(message).response).toMatch(/Monday - Friday|Thứ Hai - Thứ Sáu/);
  });

  it("keeps a product question about picking up calls", () => {
    expect(ask("có ai bắt máy khi khách gọi lúc nửa đêm không?").response).toMatch(/Voice AI/);
  });
});

describe("details for someone else and in more words", () => {
  it.each([
    ["My boss is Rhoda Klein, 832-555-0161. She wants a text, not a call.", "sms"],
    ["Los datos de mi jefe: Anselmo Ruiz, 713-555-0162. Mándele mensaje de texto.", "sms"],
    ["Dì là Thơm, số dì 832-555-0163, có gì nhắn tin cho dì.", "sms"],
  ])("%s", (message, expected) => {
    expect(channel(ask(message))).toBe(expected);
  });

  it.each([
    ["Dì tên Lê Thị Thơm, số 713-555-0164.", "Lê Thị Thơm"],
    ["老板叫林美玲，手机 713-555-0165。", "林美玲"],
  ])("%s", (message, name) => {
    expect(lead(ask(message))["name"]).toBe(name);
  });
});
