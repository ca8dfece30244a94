import { describe, expect, it } from "vitest";
import { useTrainedEngine } from "./engine-test-support.ts";

// Blind probes 97 and 98 (their misses read after their first runs), by mechanism, with phrasings written for these tests:
// - a channel ranked with a verb between ("texting is better than calling", "text beats calling"), with why or
//   "same number" beside it, states the channel (channel-cues.ts);
// - two or three Chinese characters alone before a number are a name even with a surname the list lacks (敖, 丛), but
//   not a time or a place ("下午，713-…") (name-listed.ts);
// - "以后别给我发短信了" opts out; "拿去卖给别的公司" is no office visit; "¿hasta qué hora atienden?" asks our hours.

const { ask, conversation } = useTrainedEngine();
const context = (reply: ReturnType<typeof ask>): Record<string, unknown> => reply.context as Record<string, unknown>;
const lead = (reply: ReturnType<typeof ask>): Record<string, unknown> => (context(reply)["lead"] as Record<string, unknown> | undefined) ?? {};

describe("a channel ranked, with why beside it", () => {
  it.each([
    ["honestly texting is better than calling, same number", "sms"],
    ["text beats calling tho, i'm at showings most of the afternoon", "sms"],
  ])("%s", (message, channel) => {
    const [, reply] = conversation("call me at 281-555-0164, it's Dana", message);
    expect(reply?.act).toBe("details");
    expect(context(reply!)["channel"]).toBe(channel);
  });
});

describe("Chinese names before a number", () => {
  it.each([
    ["敖丽华，832-555-0137", "敖丽华"],
    ["丛海，713-555-0151", "丛海"],
  ])("%s", (message, name) => {
    expect(lead(ask(message))["name"]).toBe(name);
  });

  it.each(["下午，713-555-0151", "周末，713-555-0151", "好的，713-555-0151"])("%s is no name", (message) => {
    expect(lead(ask(message))["name"]).toBeUndefined();
  });
});

describe("opt-outs, sales of data and hours", () => {
  it("以后别给我发短信了 opts out, with the number", () => {
    const reply = ask("以后别给我发短信了，我的号码是281-555-0166");
    expect(reply.act).toBe("opt_out");
    expect(context(reply)["optOut"]).toBe(true);
  });

  it("拿去卖 is no visit to our office", () => {
    expect(ask("你们会不会把我的资料拿去卖给别的公司？").response).not.toMatch(/办公室/);
  });

  it("¿hasta qué hora atienden?", () => {
    expect(ask("¿hasta qué hora atienden los viernes?").response).toContain("6 PM");
  });
});
