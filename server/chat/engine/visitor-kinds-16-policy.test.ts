import { describe, expect, it } from "vitest";
import { readAct } from "./acts.ts";
import { useTrainedEngine } from "./engine-test-support.ts";
import { extractEntities } from "./entities.ts";

// Policy acts from blind probe 16's misses, with phrasings written for these tests: an opt-out or a deletion that
// carries the visitor's own number or e-mail (the act, never a lead), said as a wish ("I'd appreciate it if you
// stopped…", "le agradecería que no me llamaran"), with an English channel verb in Vietnamese ("đừng call…nữa"), of an
// office's data ("xóa data của công ty em"), or in the past tense ("if you deleted everything you hold on me"); and a
// person asked for in a word or two ("real person now"). Questions about the product with the same words stay questions.

const { ask } = useTrainedEngine();
const act = (message: string): string => {
  const found = extractEntities(message);
  return readAct(message, Boolean(found.email ?? found.phone)).act;
};

describe("an opt-out or a deletion with the visitor's contact inside", () => {
  it.each<[string, "opt_out" | "deletion"]>([
    ["I'd appreciate it if you stopped texting me at 281-555-0301, thanks", "opt_out"],
    ["I'd be grateful if you deleted everything you hold on me; the address I used was rosa.v@example.com", "deletion"],
    ["Les agradecería que ya no me llamaran al 713-555-0302, muchas gracias.", "opt_out"],
    ["por favor que no me sigan mandando correos a ana.p@example.com", "opt_out"],
    ["đừng call số 713-555-0303 nữa nha anh", "opt_out"],
    ["dung email cho em nua nhe, thu.le@example.com", "opt_out"],
    ["xóa hết thông tin của công ty em đi, email em vy.ng@example.com", "deletion"],
    ["xoa data cua van phong toi di, so toi 832-555-0304", "deletion"],
    ["把我们公司的数据全部删掉，我的电话是 713-555-0305", "deletion"],
  ])("%s → %s", (message, expected) => {
    expect(act(message)).toBe(expected);
    const reply = ask(message);
    expect(reply.act).toBe(expected);
    expect(reply.leadDetails).toBe(false);
    expect(reply.context.optOut).toBe(true);
  });
});

describe("a person asked for in a word or two", () => {
  it.each(["real person now", "representative please", "humano, por favor", "nhân viên đi", "a human. asap"])("%s → handoff", (message) => {
    expect(act(message)).toBe("handoff");
    expect(ask(message).handoff).toBe(true);
  });
});

describe("the same words about the product", () => {
  it.each([
    "can the bot stop texting a lead once they reply?",
    "they'd be happier if the bot stopped texting them after 9pm",
    "dùng text hay email thì tốt hơn?",
    "nen dung email nua khong",
    "em dung text nhieu hon, so 713-555-0306",
    "xóa data khách của em trong CRM được không",
    "can the AI remove duplicates from my CRM?",
    "I need a human touch in my follow-ups, which package?",
    "¿el bot deja de enviar mensajes si el cliente no responde?",
    "asesora",
  ])("%s is no opt-out, deletion or handoff", (message) => {
    expect(["opt_out", "deletion", "handoff"]).not.toContain(act(message));
  });
});
