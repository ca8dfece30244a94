import { describe, expect, it } from "vitest";
import { useTrainedEngine } from "./engine-test-support.ts";
import { asUstedes } from "./peninsular-spanish.ts";

// What is asked decides, not the names in it: a package name, a place we serve or a vendor we integrate with inside a
// question about cattle, a phone gone wrong, a child's schoolwork, a marketplace shop, a match or a drink is off-topic;
// the same names asked of us stay questions. Peninsular Spanish (vosotros) is read like ustedes; a complaint told with
// the subject dropped, a removal of "anything else you hold", a repeated ask in Vietnamese and a staff language asked
// of a consultant are policy acts and gaps as ever.

const { ask } = useTrainedEngine();

describe("a name inside an off-topic ask only fills it", () => {
  it("is refused politely in four languages, while the same names asked of us are answered", () => {
    const cases = [
      "which growth implant gives my heifers the best weight gain?",
      "my phone froze right after the WhatsApp update, how do i fix it",
      "where's a sports bar near Katy to watch the Champions League final?",
      "¿qué desparasitante le doy a mis becerros? el Growth de la tienda no sirvió",
      "mi hijo tiene un proyecto para la escuela, ¿cómo hago una tabla dinámica en Excel?",
      "bò nhà tui ăn cỏ gì cho mau lớn vậy?",
      "quán trà sữa nào ngon gần Bellaire vậy?",
      "đứa nhỏ nhà tui học lớp 8 có bài toán phần trăm, giải sao vậy?",
      "哪里可以看欧冠决赛？Katy有酒吧吗",
      "双十一快到了，网店复购率怎么拉高？有Growth的办法吗",
    ];
    for (const message of cases) expect(ask(message).act, message).toBe("off_topic");
    // The same names asked of us stay questions.
    const ours = [
      "how do I update the WhatsApp integration for our brokerage?",
      "¿Se integra con Excel o Google Sheets para el equipo?",
      "can I see the performance dashboard on my iPhone?",
      "我们团队想在手机上看业绩看板，可以吗？",
    ];
    for (const message of ours) expect(ask(message).act, message).toBe("question");
  });
});

describe("vosotros read as ustedes", () => {
  it("changes only the vosotros forms", () => {
    expect(asUstedes("Borradme de vuestra lista, ¿podéis?")).toBe("Borrenme de su lista, ¿pueden?");
    expect(asUstedes("my dad read the needle cradle, paid and valid")).toBe("my dad read the needle cradle, paid and valid");
    for (const english of ["you never responded to my form", "the speaker on the dais", "our office near the Calais ferry"]) expect(asUstedes(english)).toBe(english);
  });
  it("reads opt-outs, complaints, gaps and asks in peninsular Spanish", () => {
    expect(ask("Por favor, no me enviéis más correos ni mensajes.").act).toBe("opt_out");
    expect(ask("Borradme de vuestra lista de correo, gracias.").act).toBe("opt_out");
    expect(ask("Me prometisteis la instalación en dos semanas y ya van cinco.").act).toBe("complaint");
    const clients = ask("¿Cuántos clientes tenéis en Katy?");
    expect(clients.intent).toBe("unanswered");
    expect(clients.response).toContain("hello@bayoucity.ai");
    expect(ask("¿Podéis conectarlo con un programa de inventario que no está en vuestra lista? ¿Cuánto cobráis?").response).toContain("Custom Integrations");
  });
});

describe("policy acts told plainly", () => {
  it("hears a complaint with the subject dropped or the ask repeated", () => {
    expect(ask("signed up for the newsletter last month and got zilch, what gives").act).toBe("complaint");
    expect(ask("hỏi 4 lần rồi mà vẫn không ai giải thích rõ").act).toBe("complaint");
  });
  it("takes a removal of all we hold as a deletion", () => {
    expect(ask("purge the contact request we sent and whatever you hold on file for us").act).toBe("deletion");
  });
  it("says the site does not say which languages a consultant speaks", () => {
    const reply = ask("贵公司有会讲粤语的顾问吗？");
    expect(reply.act).toBe("question");
    expect(reply.response).toContain("hello@bayoucity.ai");
  });
});
