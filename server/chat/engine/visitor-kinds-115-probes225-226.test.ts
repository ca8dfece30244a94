import { describe, expect, it } from "vitest";
import { SITE_DOES_NOT_SAY, useTrainedEngine } from "./engine-test-support.ts";

// Session 74's third round, on the misses of blind probes 225 (short-term rentals) and 226 (military moves), first scored
// at 6697bac3 before any of their misses was read (86.9 and 86.0 %), with phrasings written for these tests.

const { ask, conversation } = useTrainedEngine();

describe("a short-term rental's own operations are not on the site", () => {
  it("nightly rates, calendar sync, permits, lock codes, occupancy tax and guest IDs are gaps", () => {
    expect(ask("could the AI raise our nightly rates when there's a concert downtown?").response).toMatch(SITE_DOES_NOT_SAY.en);
    expect(ask("does your system sync our Airbnb and Vrbo calendars?").response).toMatch(SITE_DOES_NOT_SAY.en);
    expect(ask("¿Ustedes me sacan el permiso de renta de corto plazo de la ciudad?").response).toMatch(SITE_DOES_NOT_SAY.es);
    expect(ask("AI có gửi mã khóa cửa cho khách thuê ngắn ngày không em?").response).toMatch(SITE_DOES_NOT_SAY.vi);
    expect(ask("系统能帮我们报住宿税吗？").response).toMatch(SITE_DOES_NOT_SAY.zh);
    expect(ask("can it verify a guest's ID before they get the keys?").response).toMatch(SITE_DOES_NOT_SAY.en);
  });
});

describe("a military family's move is not on the site", () => {
  it("VA-loan eligibility, BAH, base housing and school ratings are gaps", () => {
    expect(ask("can the assistant check whether a buyer qualifies for a VA loan?").response).toMatch(SITE_DOES_NOT_SAY.en);
    expect(ask("¿El asistente sabe cuánto BAH recibe una familia en Houston?").response).toMatch(SITE_DOES_NOT_SAY.es);
    expect(ask("AI có biết chờ nhà ở trong căn cứ bao lâu không?").response).toMatch(SITE_DOES_NOT_SAY.vi);
    expect(ask("基地附近学校评分怎么样？你们的系统能告诉客户吗？").response).toMatch(SITE_DOES_NOT_SAY.zh);
    expect(ask("what's the base housing waitlist like at Ellington, does your AI know that?").response).toMatch(SITE_DOES_NOT_SAY.en);
  });
});

describe("their people answered at night, or passed to a person", () => {
  it("families writing from overseas are their clients, not a call asked of us", () => {
    const reply = ask("Mấy gia đình lính còn ở Đức, ở Nhật, hay nhắn cho chị lúc nửa đêm. AI bên em có trả lời họ liền không?");
    expect(reply.act).toBe("question");
    expect(reply.response).toMatch(/^Có\./);
  });

  it("a wife who asks the AI for a person is handed over, in Vietnamese and Spanish", () => {
    const vi = ask("Nếu vợ của khách nói muốn gặp người thật thì AI có chuyển qua agent của chị không?");
    expect(vi.act).toBe("question");
    expect(vi.response).toMatch(/^Có\. Trợ lý AI của bạn trò chuyện tự nhiên/);
    expect(ask("Si la esposa del cliente le pide al asistente hablar con alguien, ¿se la pasa a mi agente?").response).toMatch(/^Sí\. Su agente de IA conversa/);
  });

  it("a family messaging at 2 in the mornin, asked of the package just suggested", () => {
    const [, second] = conversation("we're 7 agents, which package?", "with that one, if a family overseas messages at 2 in the mornin, does it answer them?");
    expect(second?.response).toMatch(/^Yes\. Your AI agent holds natural conversations/);
  });

  it("the visitor writing outside our hours, asking whether the assistant answers", () => {
    const [, es] = conversation("¿En qué horario atienden?", "Y si les escribo fuera de ese horario, ¿el asistente me contesta?");
    expect(es?.response).toMatch(/^Sí\. Su agente de IA conversa/);
    const [, zh] = conversation("你们什么时候上班？", "不在这个时间的话，网站上的AI也会回复吗？");
    expect(zh?.response).toMatch(/^是的。您的AI助手全天候/);
  });
});

describe("smaller readings", () => {
  it("our Follow Up Boss, asked in Chinese, is the CRM we connect", () => {
    expect(ask("请问你们可以接我们的Follow Up Boss吗？").response).toMatch(/^可以，我们支持Follow Up Boss/);
  });
});
