import { describe, expect, it } from "vitest";
import { SITE_DOES_NOT_SAY, useTrainedEngine } from "./engine-test-support.ts";

// Session 75's first round, on the misses of blind probes 227 (HOA management) and 228 (land and acreage), first scored
// at 9914dc73 before any of their misses was read (86.5 and 89.9 %), with phrasings written for these tests.

const { ask } = useTrainedEngine();

describe("an HOA's own business is not on the site", () => {
  it("dues, late fees, resale certificates, violation letters, gate remotes, votes, reserves and architectural requests are gaps", () => {
    expect(ask("will the bot chase homeowners who are behind on their association dues?").response).toMatch(SITE_DOES_NOT_SAY.en);
    expect(ask("can your system prepare a resale certificate when a home in the subdivision sells?").response).toMatch(SITE_DOES_NOT_SAY.en);
    expect(ask("¿La IA les manda cartas de infracción a los vecinos que no cortan el pasto?").response).toMatch(SITE_DOES_NOT_SAY.es);
    expect(ask("Bên em có cài remote cổng cho chủ nhà mới giùm chị hông?").response).toMatch(SITE_DOES_NOT_SAY.vi);
    expect(ask("业主大会的时候可以用你们的AI投票吗？").response).toMatch(SITE_DOES_NOT_SAY.zh);
    expect(ask("does the assistant approve a fence request from the architectural committee?").response).toMatch(SITE_DOES_NOT_SAY.en);
  });
});

describe("land's own questions are not on the site", () => {
  it("mineral and water rights, ag exemptions, surveys, flood zones, wells and septic, owner financing and hunting leases are gaps", () => {
    expect(ask("do the water rights come with that 40 acres? can your bot find out?").response).toMatch(SITE_DOES_NOT_SAY.en);
    expect(ask("¿La IA sabe si un rancho califica para la exención agrícola?").response).toMatch(SITE_DOES_NOT_SAY.es);
    expect(ask("AI bên em có biết đất này có được khoan giếng không?").response).toMatch(SITE_DOES_NOT_SAY.vi);
    expect(ask("你们的系统能查一块地在不在洪水区吗？").response).toMatch(SITE_DOES_NOT_SAY.zh);
    expect(ask("will the bot explain owner financing to a buyer on a 10 acre lot?").response).toMatch(SITE_DOES_NOT_SAY.en);
    expect(ask("can it draw up a hunting lease for my deer tract?").response).toMatch(SITE_DOES_NOT_SAY.en);
  });
});

describe("their people answered at night", () => {
  it("trash pickup asked about is no complaint, nor their buyers writing to them a request to be written to", () => {
    const en = ask("our owners email us at all hours about trash pickup and the pool gate. will the AI answer them at night?");
    expect(en.act).toBe("question");
    expect(en.response).toMatch(/^Yes\. .*24\/7/);
    const zh = ask("我的买家大多在国外，半夜给我发消息。你们的AI会回复他们吗？");
    expect(zh.act).toBe("question");
    expect(zh.response).toMatch(/^是的/);
  });

  it("neighbours and late buyers in Spanish, with 'ya noche' and 'respuesta'", () => {
    expect(ask("Los vecinos del fraccionamiento me escriben a las 10 de la noche. ¿Su IA les contesta a esa hora?").response).toMatch(/^Sí\./);
    expect(ask("Mis clientes escriben ya noche, saliendo del trabajo. ¿El asistente les contesta?").response).toMatch(/^Sí\./);
    expect(ask("¿Y los compradores reciben respuesta de noche?").response).toMatch(/^Sí\./);
  });

  it("bad at posting one's own listings is no complaint", () => {
    const reply = ask("I'm awful at posting my listings on Instagram, do y'all have something for that?");
    expect(reply.act).toBe("question");
    expect(reply.response).toMatch(/Social Scheduler/);
  });
});

describe("a consultation declined", () => {
  it("is not answered with the booking link, and the question after it is answered", () => {
    const alone = ask("I don't want to book a consultation.");
    expect(alone.response).toMatch(/^No problem: you don't need a consultation/);
    expect(alone.response).not.toMatch(/cal\.example\.com/);
    expect(ask("我不想预约咨询。Email Commander多少钱？").response).toMatch(/\$197/);
    expect(ask("No quiero agendar una llamada. ¿Cuánto cuesta el Social Scheduler?").response).toMatch(/\$247/);
  });
});

describe("smaller readings", () => {
  it("texts and WhatsApp priced, and buyers texting the AI, are Enhanced Messaging", () => {
    expect(ask("got anything for texts and WhatsApp? how much is it").response).toMatch(/Enhanced Messaging \(\$129\/month\)/);
    expect(ask("短信和WhatsApp的服务怎么收费？").response).toMatch(/Enhanced Messaging/);
    expect(ask("could my clients text the bot instead of using the chat on my site?").response).toMatch(/Enhanced Messaging/);
  });

  it("deletion asked plainly, in English and in Argentine Spanish", () => {
    expect(ask("pull all my info out of y'all's database please").act).toBe("deletion");
    expect(ask("Borrá mi número de tu sistema, dale").act).toBe("deletion");
  });

  it("based in Houston after a story, and a place asked as where their agents are", () => {
    expect(ask("Grew up on a cotton farm near Lamesa. you actually based in Houston?").response).toMatch(/Houston/);
    expect(ask("Me crié en la sierra. ¿Ustedes sí están aquí en Houston?").response).toMatch(/^Soy el asistente de IA/);
    expect(ask("¿Trabajan con agentes de Bellaire?").response).toMatch(/Bellaire/);
  });

  it("someone else's takings are a sum, office hours phoned are our hours, an e-mail need in voseo is Email Commander", () => {
    expect(ask("my aunt sold 40 tamales at $2 each, how much she make").act).toBe("off_topic");
    expect(ask("我打电话过去你们办公室的话，几点到几点有人？").response).toMatch(/8 AM - 6 PM/);
    expect(ask("Nos llegan cientos de correos de los dueños. ¿Qué tenés para eso?").response).toMatch(/Email Commander/);
    expect(ask("Giờ văn phòng bên em theo múi giờ nào?").response).toMatch(/CST/);
  });
});
