import { describe, expect, it } from "vitest";
import { useTrainedEngine } from "./engine-test-support.ts";
import type { Channel } from "./context.ts";
import type { ChatEntities } from "./types.ts";

// A fourth round of failure kinds seen with real visitors, each in the four languages, with phrasings written for
// these tests (never the visitors' own words): a channel preferred ("e-mail me, don't call") taken for an opt-out,
// and names or companies typed in forms the extraction did not know ("Sam here", "X from Y", "anh tên…", "我姓…").

const { ask } = useTrainedEngine();

describe("a channel preferred over another is lead details, never an opt-out", () => {
  it.each<[string, ChatEntities, Channel]>([
    ["Email me the details at pat.lowe@example.com, please don't call, I'm in showings all day.", { email: "pat.lowe@example.com" }, "email"],
    ["Just text me, no calls please: 713-555-0161", { phone: "713-555-0161" }, "sms"],
    ["Escríbanme al correo marta.v@example.com, por favor no me llamen.", { email: "marta.v@example.com" }, "email"],
    ["Mejor por mensaje de texto al 832-555-0162, no me llamen en horario de trabajo.", { phone: "832-555-0162" }, "sms"],
    ["Gửi email cho anh nhé, đừng gọi điện: long.tran@example.com", { email: "long.tran@example.com" }, "email"],
    ["Nhắn tin cho em thôi, đừng gọi nha: 281-555-0163", { phone: "281-555-0163" }, "sms"],
    ["发邮件给我就行，别打电话：wang.li@example.com", { email: "wang.li@example.com" }, "email"],
  ])("%s", (message, lead, channel) => {
    const reply = ask(message);
    expect(reply.context.optOut).toBe(false);
    expect(["details", "handoff"]).toContain(reply.act);
    expect(reply.context.lead).toMatchObject(lead);
    expect(reply.context.channel).toBe(channel);
  });

  it("still records a real opt-out that names a channel", () => {
    for (const message of [
      "Don't call or email me again: 713-555-0164",
      "No me llamen ni me escriban más, 832-555-0165",
      "Please don't call me or message me at all: 713-555-0166",
      "别打电话，也别发消息给我了：713-555-0167",
    ]) {
      expect(ask(message).context.optOut, message).toBe(true);
    }
  });
});

describe("names and companies typed in more ways are stored", () => {
  it.each<[string, ChatEntities]>([
    ["marisa here, new agent, 832-555-0171, afternoons are best", { name: "Marisa", phone: "832-555-0171" }],
    ["Omar here - 281-555-0172", { name: "Omar", phone: "281-555-0172" }],
    ["Priscilla Owens from Cedar Bend Homes, 713-555-0173.", { name: "Priscilla Owens", company: "Cedar Bend Homes", phone: "713-555-0173" }],
    ["Grant Ellis, HR coordinator at Brightline Energy: grant.ellis@example.com", { name: "Grant Ellis", company: "Brightline Energy", email: "grant.ellis@example.com" }],
    ["Anh tên Phúc, chủ tiệm Sen Vàng Nails, số 713-555-0174.", { name: "Phúc", company: "Sen Vàng Nails", phone: "713-555-0174" }],
    ["Em tên Vy, sdt 281 555 0175", { name: "Vy", phone: "281-555-0175" }],
    ["我姓钱，手机713-555-0176，晚上联系。", { name: "钱", phone: "713-555-0176" }],
    ["我是Grace Lin，Harbor Point Capital的，邮箱grace.lin@example.com", { name: "Grace Lin", company: "Harbor Point Capital", email: "grace.lin@example.com" }],
  ])("%s", (message, lead) => {
    const reply = ask(message);
    expect(reply.context.lead).toMatchObject(lead);
    expect(reply.context.optOut).toBe(false);
  });

  it("does not take a greeting or a role for a name", () => {
    expect(ask("hi here, 713-555-0177").context.lead.name).toBeUndefined();
    expect(ask("Agent here, 713-555-0178").context.lead.name).toBeUndefined();
    expect(ask("我姓名保密，电话713-555-0179").context.lead.name).toBeUndefined();
  });
});
