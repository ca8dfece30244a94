import { describe, expect, it } from "vitest";
import { useTrainedEngine } from "./engine-test-support.ts";
import { shapeHeld } from "./knowledge/answer-shape.ts";

// Blind probes 83 and 84, the Spanish and Vietnamese share, by mechanism, with phrasings written for these tests: who
// the service is for asked with the spoken "pa'" and the English "realtors"; a setup row asked as the work beyond the
// connection; a post asked in the past tense; a person taking over asked in Vietnamese; the home page's figures named by
// their values; Enterprise's success manager as a person fixed to the account; a part of the day answering "a qué
// hora"; the turn to the real question after a story; what is held about the visitor, to see or correct; "bảo" (says)
// before a verb of sending; "ưu đãi" (an offer); a span said as one unit ("durante un mes").

const { ask } = useTrainedEngine();

describe("is it only for realtors, asked by a landlord", () => {
  it.each(["Rento 8 departamentos en Pasadena. ¿Sirve pa alguien como yo o es solo pa brokers?", "Yo alquilo casas, no las vendo. ¿Esto sirve pa personas como yo o nomás pa realtors?"])("%s", (message) => {
    const reply = ask(message);
    expect(reply.intent).toBe("about");
    expect(reply.response).toMatch(/administradores de propiedades/);
  });
});

describe("a setup row asked as the work beyond connecting", () => {
  it.each([
    ["Si ustedes me conectan Gmail, ¿qué trabajo hacen aparte de conectarlo?", /plantillas de mensajes/],
    ["If you hook up Slack for us, what work do you do beyond the connection?", /message templates/],
  ])("%s", (message, says) => {
    expect(ask(message).response).toMatch(says);
  });

  it("whether we connect it is still a plain yes", () => {
    expect(ask("do you connect WhatsApp?").intent).toBe("integrations");
  });
});

describe("a post asked in the past tense", () => {
  it.each(["¿Escribieron algo acerca de los huracanes?", "anh chị có viết gì về mùa bão không?"])("%s", (message) => {
    expect(ask(message).response).toMatch(/\/blog\/hurricane-season/);
  });
});

describe("when a person takes over, asked in Vietnamese", () => {
  it.each(["bài trả lời nhanh có nói lúc nào nhân viên phải vào cuộc không?", "bài speed to lead nói khi nào thì chuyển cho người thật?"])("%s", (message) => {
    expect(ask(message).response).toMatch(/negotiation|legal/);
  });
});

describe("when the conversation passes to a person, asked of the article (earlier probes)", () => {
  it.each(["en el artículo, ¿en qué situaciones la plática tiene que pasar a una persona real?", "en su post, ¿en qué casos el chat tiene que pasar a una persona de carne y hueso?"])("%s", (message) => {
    const reply = ask(message);
    expect(reply.act).toBe("question");
    expect(reply.response).toMatch(/tomar el control una persona/);
  });

  it("asking to be passed to a person is still a handoff", () => {
    expect(ask("quiero que me pase con una persona de verdad").act).toBe("handoff");
  });
});

describe("the home page's figures named by their values", () => {
  it.each(["¿qué significan el 300% y el 40%?", "con số 40% với 20+ trên trang chủ là gì vậy?"])("%s gives all three with their labels", (message) => {
    const reply = ask(message);
    expect(reply.intent).toBe("results");
    expect(reply.response).toMatch(/300%/);
    expect(reply.response).toMatch(/20\+/);
    expect(reply.response).toMatch(/40%/);
  });
});

describe("Enterprise's success manager as a person fixed to the account", () => {
  it.each([
    ["¿En cuál paquete me asignan una persona fija para mi cuenta?", /Gerente de éxito dedicado/],
    ["which plan gives us someone just for our account?", /Dedicated success manager/],
  ])("%s", (message, says) => {
    expect(ask(message).response).toMatch(says);
  });
});

describe("a time asked with no hour, answered by a part of the day", () => {
  it("en el artículo del tráfico, ¿a qué hora es mejor salir al oeste por la I-10?", () => {
    expect(ask("en el artículo del tráfico, ¿a qué hora es mejor salir al oeste por la I-10?").response).toMatch(/in the morning/);
  });
});

describe("the turn to the real question after a story", () => {
  it.each([
    ["Anoche cenamos mole en un sitio de Katy y me acordé de mi abuela... pero en serio: ¿qué es el agendamiento según el tráfico?", /citas/],
    ['Hôm qua ăn bún bò, nhớ mẹ quá. Mà hỏi thật: "kết nối dữ liệu niêm yết" là gì?', /MLS/],
  ])("%s", (message, says) => {
    const reply = ask(message);
    expect(reply.act).toBe("question");
    expect(reply.response).toMatch(says);
  });
});

describe("what is held about the visitor, to see or correct", () => {
  it.each(["quiero ver qué datos tienen sobre mí, ¿cómo hago?", "làm sao để xem thông tin công ty lưu về tôi?"])("%s", (message) => {
    const reply = ask(message);
    expect(reply.response).toMatch(/hello@bayoucity\.ai/);
    expect(reply.response).toMatch(/#your-choices/);
  });
});

describe("'bảo' (says) before a verb of sending is no storm", () => {
  it("bài hướng dẫn mùa bão ấy, có lệnh sơ tán thì bảo nhắn tin cho ai vậy?", () => {
    expect(ask("bài hướng dẫn mùa bão ấy, có lệnh sơ tán thì bảo nhắn tin cho ai vậy?").response).toMatch(/affected/);
  });
});

describe("an offer ('ưu đãi') asked is the discount the site does not list", () => {
  it("bên anh có ưu đãi cho người mới không?", () => {
    const reply = ask("bên anh có ưu đãi cho người mới không?");
    expect(reply.response).toMatch(/không nêu/);
    expect(reply.response).toMatch(/hello@bayoucity\.ai/);
  });
});

describe("a stretch of time said as one unit with its article", () => {
  it.each(["Anote tres números durante un mes antes y un mes después de empezar.", "Track three numbers for a month before and a month after launch."])("%s is a stretch of time", (sentence) => {
    expect(shapeHeld(sentence, ["period"])).toBeGreaterThan(0);
  });
});

describe("a setup option asked by the kind of client it is for, or its gain (earlier probes)", () => {
  it.each(["¿pa qué clase de agentes es la instalación por su cuenta?", "y conectarlo uno mismo, ¿para qué tipo de gente es?"])("%s: the self-setup card", (message) => {
    expect(ask(message).response).toMatch(/cómodos con la tecnología/);
  });

  it.each(["¿qué ganamos si ustedes nos conectan todo en vez de hacerlo nosotros?", "si su equipo me hace la configuración, ¿qué gano yo?"])("%s: the done-for-you card", (message) => {
    expect(ask(message).response).toMatch(/sin quitarle tiempo/);
  });
});

describe("a platform's setup fee asked with whom it reaches, in Vietnamese (earlier probes)", () => {
  it("Nối WhatsApp để nhắn tin cho người thuê thì phí cài hết bao nhiêu?", () => {
    const reply = ask("Nối WhatsApp để nhắn tin cho người thuê thì phí cài hết bao nhiêu?");
    expect(reply.response).toMatch(/\$200-\$350/);
  });
});
