import { describe, expect, it } from "vitest";
import { SITE_DOES_NOT_SAY, useTrainedEngine } from "./engine-test-support.ts";

// Session 76's first round, on the misses of blind probes 233 (divorce sales) and 234 (storm claims), first scored at
// 57413979 before any of their misses was read (88.9 and 87.4 %), with phrasings written for these tests.

const { ask } = useTrainedEngine();

describe("a divorce's legal side is not on the site", () => {
  it("court orders, attorneys and mediators, the proceeds split, who keeps the house and community property are gaps", () => {
    expect(ask("could the AI walk my sellers through what the judge's order says about the listing?").response).toMatch(SITE_DOES_NOT_SAY.en);
    expect(ask("will your assistant work out with both lawyers what the asking price should be?").response).toMatch(SITE_DOES_NOT_SAY.en);
    expect(ask("can the bot calculate how the proceeds get divided between the husband and wife?").response).toMatch(SITE_DOES_NOT_SAY.en);
    expect(ask("¿La IA puede ponerse de acuerdo con la mediadora sobre el precio de lista?").response).toMatch(SITE_DOES_NOT_SAY.es);
    expect(ask("AI có nói cho hai vợ chồng biết ai được giữ nhà không?").response).toMatch(SITE_DOES_NOT_SAY.vi);
  });
});

describe("a storm's claims are not on the site", () => {
  it("insurance claims and adjusters, FEMA, inspections, repair estimates, flood insurance and forbearance are gaps", () => {
    expect(ask("could the assistant submit my owners' claims to their insurance company after a flood?").response).toMatch(SITE_DOES_NOT_SAY.en);
    expect(ask("¿La IA puede hablar con el ajustador del seguro por mis dueños?").response).toMatch(SITE_DOES_NOT_SAY.es);
    expect(ask("AI có giúp chủ nhà xin hỗ trợ thiên tai không em?").response).toMatch(SITE_DOES_NOT_SAY.vi);
    expect(ask("你们的系统能帮业主办理贷款延期吗？").response).toMatch(SITE_DOES_NOT_SAY.zh);
    expect(ask("can it get my tenants a quote for flood insurance?").response).toMatch(SITE_DOES_NOT_SAY.en);
  });

  it("what the hurricane post says of claims is still its paragraph", () => {
    expect(ask("what does the hurricane article say about insurance claims?").response).toMatch(/insurance claims/);
  });
});

describe("the hurricane post's backlog sorted by severity", () => {
  it("reports sorted by urgency after a storm, in four languages, with a yes when asked whether", () => {
    expect(ask("when the storm passes and the work orders pile up, can the AI triage em by what's most urgent?").response).toMatch(/^Yes\..*severity/s);
    expect(ask("Después de la tormenta, ¿el sistema puede priorizar los reportes según la gravedad?").response).toMatch(/severity/);
    expect(ask("Sau bão mấy chục báo cáo hư hỏng, AI có sắp xếp theo mức độ nghiêm trọng không?").response).toMatch(/^Có\..*severity/s);
    expect(ask("台风过后报修太多，能不能按紧急程度排一下？").response).toMatch(/severity/);
  });
});

describe("the speed-to-lead post's rules asked of the article", () => {
  it("when a person takes over, in English, Spanish, Vietnamese and Chinese", () => {
    expect(ask("that speed to lead article, when's the bot supposed to back off and let a human take over?").response).toMatch(/sensitive situation/);
    expect(ask("En el artículo de responder rápido, ¿cuándo dice que un humano tiene que tomar la conversación?").response).toMatch(/algo delicado|divorcio/);
    expect(ask("Bài speed to lead nói lúc mô thì nhân viên phải nhận khách?").response).toMatch(/sensitive situation/);
    expect(ask("那篇Speed to Lead的文章里，在什么情况下要让人工接手？").response).toMatch(/sensitive situation/);
  });

  it("how many minutes before the team lead gets the lead, without a complaint", () => {
    const en = ask("in that speed to lead post, how many minutes can a lead go with no reply before the team lead gets it?");
    expect(en.act).toBe("question");
    expect(en.response).toMatch(/15 minutes/);
    const zh = ask("那篇文章说几分钟没人回就交给组长？");
    expect(zh.act).toBe("question");
    expect(zh.response).toMatch(/15/);
    expect(ask("En el artículo de los prospectos, ¿cuántos minutos tienen que pasar para que le llegue al líder?").response).toMatch(/15 minutos/);
    expect(ask("Bài speed to lead nói mấy phút không ai trả lời thì chuyển cho trưởng nhóm?").response).toMatch(/15/);
  });
});

describe("smaller readings", () => {
  it("someone's takings asked as 'how much'd she make' and with the money named", () => {
    expect(ask("my aunt sold 25 pies at $12 apiece, how much'd she make").act).toBe("off_topic");
    expect(ask("Mi abuelo vendió 50 cocos a $2 cada uno, ¿cuánta plata hizo?").act).toBe("off_topic");
  });

  it("where we work, asked after a story of home", () => {
    expect(ask("I was raised shrimpin out of Port Lavaca. do y'all work only in Houston?").response).toMatch(/Houston market/);
    expect(ask("Extraño los chivitos de mi pueblo. ¿Ustedes de dónde son?").response).toMatch(/mercado de Houston/);
  });

  it("a town with its country is outside the areas", () => {
    expect(ask("¿Y en Mayagüez, Puerto Rico, también trabajan?").response).toMatch(/^Nuestro sitio no dice si trabajamos fuera/);
  });

  it("'what does it run' is a price asked", () => {
    expect(ask("got anything that answers my clients round the clock so they quit textin me at night, and what does it run").response).toMatch(/24\/7 Customer Service Agent \(\$3,000 setup/);
  });

  it("Central Vietnamese: which one for a team, and the number just given erased", () => {
    expect(ask("Nhóm em 4 người thì chọn cái mô?").response).toMatch(/Growth/);
    expect(ask("Thôi xóa cái số điện thoại em cho hồi nãy đi").act).toBe("deletion");
  });

  it("a client's ex writing at one in the morning is the FAQ's yes", () => {
    expect(ask("Si el ex de mi cliente me manda mensajes a la 1 de la mañana, ¿el asistente le responde?").response).toMatch(/^Sí\./);
  });

  it("an add-on that fits the wallet in Vietnamese is a budget, not a price asked", () => {
    expect(ask("Em có tối đa 130 đô một tháng, có add-on nào vừa túi tiền không?").response).toMatch(/Enhanced Messaging/);
  });

  it("what a client asks, in a post named, is no search", () => {
    expect(ask("En el artículo bilingüe, ¿qué hace el asistente si le preguntan algo de derechos legales?").response).toMatch(/qualified person/);
  });
});
