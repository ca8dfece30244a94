import { describe, expect, it } from "vitest";
import { extractEntities } from "./entities.ts";
import { useTrainedEngine } from "./engine-test-support.ts";

// Blind probes 57 and 58's policy acts and lead details, by mechanism, with phrasings written for these tests (never the
// visitors' own words): a particle inside a full name ("van der", "von"), "howzit" and "howdy" before "<name> here";
// more Chinese surnames (涂, 傅…); "cô là <Name>"; "de la empresa <Business>"; "ya no nos manden…" with a number is
// an opt-out; everything "you got on me" and "thông tin của cô" asked deleted; what still arrives after unsubscribing is
// a question; a card network (UnionPay, Amex) the site does not name, a free trial of a named package and languages
// spoken in person get the admission with our contacts.

const { ask, conversation } = useTrainedEngine();
const said = (reply: { response: string }) => reply.response;

describe("names and companies given with a detail", () => {
  it.each([
    ["Ludwig von Stein at Stein Properties, 713-555-0101", "Ludwig von Stein"],
    ["Pieter van den Berg with Karoo Homes, pieter@karoo.example.com", "Pieter van den Berg"],
    ["Marike van Dijk here, text 281-555-0177", "Marike van Dijk"],
  ])("a particle inside a full name: %s", (message, name) => {
    expect(extractEntities(message).name).toBe(name);
  });
  it("howzit before the name said 'here'", () => {
    expect(extractEntities("howzit, Anri du Plessis here, mail anri@example.net").name).toBe("Anri du Plessis");
  });
  it.each([
    ["我是康桥地产的傅明，手机 832-555-0100", "傅明"],
    ["饶思远，邮箱 siyuan.rao@example.com", "饶思远"],
  ])("a Chinese name with a less common surname: %s", (message, name) => {
    expect(extractEntities(message).name).toBe(name);
  });
  it("cô là, chú là: an older visitor names herself", () => {
    expect(extractEntities("số của cô là 713-555-0120, cô là Hạnh").name).toBe("Hạnh");
    expect(extractEntities("chú là Hùng, số 713-555-0199 nha").name).toBe("Hùng");
  });
  it("de la empresa names the business", () => {
    expect(extractEntities("Lidia Cano, de la empresa Cano Bienes Raíces, 713-555-0142").company).toBe("Cano Bienes Raíces");
    expect(extractEntities("trabajo con la empresa que me vendió la casa").company).toBeUndefined();
  });
});

describe("opt-outs and deletions", () => {
  it.each(["ya no me manden mensajes al 713-555-0102, gracias", "porfa ya no nos llamen a este número 281-555-0133"])("ya no … with a number is an opt-out: %s", (message) => {
    expect(ask(message).act).toBe("opt_out");
  });
  it.each(["please wipe whatever y'all got on me", "go ahead and erase everything you know about us"])("everything held on me, deleted: %s", (message) => {
    expect(ask(message).act).toBe("deletion");
  });
  it("an older Vietnamese visitor asks her own information deleted", () => {
    expect(ask("cô muốn xóa luôn hết thông tin của cô nha").act).toBe("deletion");
  });
  it.each(["取消订阅之后还会不会再收到电子报？", "nếu hủy đăng ký bản tin thì số đang gửi có còn tới không?", "once I unsubscribe from the newsletter do I still receive the one being sent?"])(
    "what still arrives after unsubscribing is a question: %s",
    (message) => {
      const reply = ask(message);
      expect(reply.act).toBe("question");
      expect(said(reply)).toMatch(/one click/);
    },
  );
  it("unsubscribing now stays an opt-out", () => {
    expect(ask("退订").act).toBe("opt_out");
    expect(ask("stop texting me").act).toBe("opt_out");
  });
});

describe("what the site does not say, with our contacts", () => {
  it.each(["能刷银联吗", "do you take Amex?", "¿aceptan American Express?"])("a card network: %s", (message) => {
    const reply = ask(message);
    expect(reply.act).toBe("question");
    expect(said(reply)).toMatch(/hello@bayoucity\.ai/);
  });
  it.each(["can we try the Enterprise package free for a week?", "¿hay prueba gratis del paquete Foundation?", "Growth套餐可以免费试用吗？"])("a free trial of a named package: %s", (message) => {
    expect(said(ask(message))).toMatch(/hello@bayoucity\.ai/);
  });
  it.each(["do you speak Mandarin face to face?", "mấy anh chị nói tiếng Việt trực tiếp được không?", "当面能说中文吗？", "¿hablan vietnamita en persona?"])("languages spoken in person: %s", (message) => {
    expect(said(ask(message))).toMatch(/555-0100/);
  });
  it("the AI's languages stay a yes", () => {
    expect(said(ask("can the AI answer in Spanish?"))).toMatch(/^Yes/);
  });
  it("a follow-up about the name keeps working after a detail", () => {
    const [first] = conversation("Ludwig von Stein at Stein Properties, 713-555-0101");
    expect(first?.act).toBe("details");
  });
});
