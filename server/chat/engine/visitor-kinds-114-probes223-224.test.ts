import { describe, expect, it } from "vitest";
import { ROUND_THE_CLOCK_YES, SITE_DOES_NOT_SAY, useTrainedEngine } from "./engine-test-support.ts";

// Session 74's second round, on the misses of blind probes 223 (downsizing) and 224 (expired listings), first scored at
// e4ba073c before any of their misses was read (87.9 and 84.5 %), with phrasings written for these tests.

const { ask, conversation } = useTrainedEngine();

describe("older clients' moves are not on the site", () => {
  it("senior living, estate sales, reverse mortgages, probate, senior movers, hearing aids and Medicare are gaps", () => {
    expect(ask("can your AI point my retirees to a good assisted living place?").response).toMatch(SITE_DOES_NOT_SAY.en);
    expect(ask("does the assistant know any estate sale companies for clearing out the house?").response).toMatch(SITE_DOES_NOT_SAY.en);
    expect(ask("¿El asistente les explica a los jubilados cómo funciona una hipoteca inversa?").response).toMatch(SITE_DOES_NOT_SAY.es);
    expect(ask("¿La IA les recomienda un abogado de sucesiones cuando fallece uno de los dueños?").response).toMatch(SITE_DOES_NOT_SAY.es);
    expect(ask("AI có giới thiệu nhà dưỡng lão cho ông bà không?").response).toMatch(SITE_DOES_NOT_SAY.vi);
    expect(ask("Voice AI có nói chậm cho người đeo máy trợ thính không?").response).toMatch(SITE_DOES_NOT_SAY.vi);
    expect(ask("你们能推荐专门帮老人搬家的公司吗？").response).toMatch(SITE_DOES_NOT_SAY.zh);
    expect(ask("那个AI能解答关于Medicaid的问题吗？").response).toMatch(SITE_DOES_NOT_SAY.zh);
  });
});

describe("prospecting for listings is not on the site", () => {
  it("lead lists, skip tracing, Do-Not-Call scrubbing, cold calls and listings promised are gaps", () => {
    expect(ask("do y'all sell FSBO owner lists we could call?").response).toMatch(SITE_DOES_NOT_SAY.en);
    expect(ask("can your system do skip tracing on owners we can't reach?").response).toMatch(SITE_DOES_NOT_SAY.en);
    expect(ask("¿Cuántos cierres más vamos a tener al mes con esto?").response).toMatch(SITE_DOES_NOT_SAY.es);
    expect(ask("AI có gọi điện chào hàng cho mấy chủ nhà tự bán không?").response).toMatch(SITE_DOES_NOT_SAY.vi);
    expect(ask("你们能帮我把号码跟Do Not Call名单比对一下吗？").response).toMatch(SITE_DOES_NOT_SAY.zh);
    // (The Spanish verb "costar", to cost, is no CoStar.)
    expect(ask("¿Cuánto me va a costar el Foundation, sin rodeos?").response).not.toMatch(SITE_DOES_NOT_SAY.es);
    const [, , third] = conversation("Trabajo sola, ¿qué paquete me recomienda?", "¿qué dice su artículo de responder en minutos sobre los que todavía no están listos?", "¿Y ese asistente me saca listas de dueños que venden solos?");
    expect(third?.response).toMatch(SITE_DOES_NOT_SAY.es);
  });
});

describe("where we are and when we work, asked after a story", () => {
  it("whether we are in Houston is who we are", () => {
    expect(ask("just got back from the coast. are y'all really based in Houston?").response).toMatch(/Houston/);
    expect(ask("Vengo llegando de Tlaxcala con mole en la maleta. ¿Ustedes de verdad están en Houston?").response).toMatch(/^Soy el asistente de IA de Bayou City AI/);
    expect(ask("Anh vừa đi câu cá về, công ty em ở Houston thiệt hả?").response).toMatch(/^Tôi là trợ lý AI của Bayou City AI/);
    expect(ask("刚从老家回来，你们公司真的在休斯顿吗？").response).toMatch(/^我是Bayou City AI的AI助手/);
  });

  it("our days, after a story that asks nothing", () => {
    expect(ask("spent all weekend hauling hay out near Goliad and just now sitting down. y'all open on Sundays?").response).toMatch(/^Our team is available Monday - Friday/);
    expect(ask("Ando en la feria del pueblo viendo a los danzantes y hasta ahora le escribo. ¿Ustedes atienden los domingos?").response).toMatch(/lunes - viernes/);
  });
});

describe("their clients answered at night, or passed to a person", () => {
  it("a late text from a client, said with 'in the mornin'", () => {
    expect(ask("my older sellers text me at 3 in the mornin when they can't sleep. will the AI answer them then?").response).toMatch(ROUND_THE_CLOCK_YES.en);
  });

  it("asked of the package just suggested", () => {
    const [, second] = conversation("Nhóm anh 5 người, gói nào hợp?", "Gói đó có trả lời chủ nhà nhắn lúc khuya không em?");
    expect(second?.response).toMatch(ROUND_THE_CLOCK_YES.vi);
    const [, handed] = conversation("we're a team of 4, which package?", "and if he says he'd rather talk to a real person, does it pass him to one of my agents?");
    expect(handed?.response).toMatch(ROUND_THE_CLOCK_YES.en);
  });

  it("a client who asks the assistant for a person is no hand-off of the visitor's", () => {
    const reply = ask("Si un señor mayor le pide al asistente hablar con alguien de carne y hueso, ¿se lo pasa a mi agente?");
    expect(reply.act).toBe("question");
    expect(reply.response).toMatch(ROUND_THE_CLOCK_YES.es);
    expect(ask("如果老人家想跟真人讲话，AI能转给我们的人吗？").response).toMatch(ROUND_THE_CLOCK_YES.zh);
  });

  it("outside our hours, the AI asked of", () => {
    const [, second] = conversation("¿A qué hora abren?", "¿Y fuera de ese horario el asistente sí responde?");
    expect(second?.response).toMatch(ROUND_THE_CLOCK_YES.es);
  });
});

describe("acts not misread", () => {
  it("a price asked without a call is no opt-out", () => {
    expect(ask("¿Cuánto sale el Foundation? No me mandes a una consulta, dime el número").act).toBe("question");
  });

  it("a post named by its subject in Chinese is no complaint about us", () => {
    expect(ask("你们快速回复客户那篇文章里，还没准备好的买家多久跟进一次？").act).toBe("question");
  });

  it("words quoted from sellers are no call asked for", () => {
    expect(ask("my sellers keep saying \"call me next month\". what does your speed to lead article say to send them?").act).toBe("question");
  });
});

describe("asked in the last sentence", () => {
  it("a scene, then whether it books on the calendar", () => {
    expect(ask("say an owner finally agrees to meet. can your AI put that appointment right on my calendar?").response).toMatch(/^Yes\. That's our Custom AI Agents & Lead Capture/);
    expect(ask("Cuando un dueño por fin acepta reunirse, ¿la IA le agenda la cita en el calendario al agente?").response).toMatch(/^Sí\./);
    const [, second] = conversation("we're 6 agents, which package?", "and once the seller says yes, can it put that appointment on my agent's calendar?");
    expect(second?.response).toMatch(/^Yes\. That's our Custom AI Agents & Lead Capture/);
  });

  it("the right plan for one agent", () => {
    expect(ask("it's only me for now, no team and no assistant. what's the right package?").response).toMatch(/^I'd suggest Foundation/);
  });

  it("listings put up on social media, said in Spanish", () => {
    expect(ask("Cada propiedad nueva hay que montarla en Facebook. ¿Qué servicio tienen para eso?").response).toMatch(/Social Scheduler/);
  });
});
