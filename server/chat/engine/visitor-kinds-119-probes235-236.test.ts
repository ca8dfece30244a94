import { describe, expect, it } from "vitest";
import { SITE_DOES_NOT_SAY, useTrainedEngine } from "./engine-test-support.ts";

// Session 76's second round, on the misses of blind probes 235 (showings) and 236 (foreclosures), first scored at
// 7250278d before any of their misses was read (92.4 and 91.5 %), with phrasings written for these tests.

const { ask, conversation } = useTrainedEngine();

describe("showings booked by the AI", () => {
  it("a showing booked at night is the custom agents' yes, in four languages", () => {
    expect(ask("folks message me late wantin a tour Saturday mornin, can your AI book em a showing while I'm off?").response).toMatch(/^Yes\. That's our Custom AI Agents/);
    expect(ask("Los clientes escriben de noche para ver una casa, ¿el asistente les puede agendar una visita?").response).toMatch(/^Sí\./);
    expect(ask("Khách nhắn tối khuya muốn đi coi nhà, AI có đặt lịch dùm được không em?").response).toMatch(/^Có\./);
    expect(ask("客户晚上发信息想看房，AI能替客户约好时间吗？").response).toMatch(/^可以。/);
  });
});

describe("a showing's logistics and a foreclosure's steps are not on the site", () => {
  it("buyers' agents' feedback, IDs checked, mileage and open-house sign-in sheets are gaps", () => {
    expect(ask("does the AI collect feedback from the buyer's agents after every showing?").response).toMatch(SITE_DOES_NOT_SAY.en);
    expect(ask("¿El sistema verifica la identificación de los compradores antes de enseñar la casa?").response).toMatch(SITE_DOES_NOT_SAY.es);
    expect(ask("你们的AI能帮经纪人记录带看开车的里程吗？").response).toMatch(SITE_DOES_NOT_SAY.zh);
    expect(ask("can we use it for the open house sign in sheet?").response).toMatch(SITE_DOES_NOT_SAY.en);
  });

  it("auction dates, cash for keys, short sales, lenders and liens are gaps", () => {
    expect(ask("AI có báo cho chủ nhà biết khi nào nhà bị đấu giá không?").response).toMatch(SITE_DOES_NOT_SAY.vi);
    expect(ask("will the bot negotiate cash for keys with the occupants?").response).toMatch(SITE_DOES_NOT_SAY.en);
    expect(ask("¿La IA le consigue la aprobación de la venta corta al banco?").response).toMatch(SITE_DOES_NOT_SAY.es);
    expect(ask("can it run a title search and check for liens before we buy?").response).toMatch(SITE_DOES_NOT_SAY.en);
    expect(ask("那个系统能查到法拍的日期吗？").response).toMatch(SITE_DOES_NOT_SAY.zh);
  });

  it("the Vietnamese 'liên' is no lien", () => {
    expect(ask("Bên em có liên hệ lại chị liền không?").response).not.toMatch(SITE_DOES_NOT_SAY.vi);
  });
});

describe("smaller readings", () => {
  it("following up on its own, said with a dropped g", () => {
    expect(ask("those sellers won't be ready for a month or two. will it keep followin up with em by itself?").response).toMatch(/^Yes\. That's our Automated Client Management/);
  });

  it("their leads not filling forms is no form asked for", () => {
    expect(ask("half my leads won't fill in any form, they phone. do y'all have somethin that answers calls and qualifies em?").response).toMatch(/Voice AI \(\$197\/month\)/);
  });

  it("an owner wanting a person is a question about the product", () => {
    const reply = ask("Si un propietario quiere hablar con alguien de carne y hueso, ¿la IA me lo pasa?");
    expect(reply.act).toBe("question");
    expect(reply.response).toMatch(/^Sí\./);
  });

  it("don't text or call me, however it ends, is an opt-out", () => {
    expect(ask("please don't text or call me no more").act).toBe("opt_out");
  });

  it("the chat at night asked right after our hours", () => {
    const [, , night] = conversation("¿A qué hora atienden?", "¿Y los domingos?", "¿O sea que el chat me responde un domingo de noche?");
    expect(night?.response).toMatch(/^Sí\./);
  });

  it("whose accounts the data is kept in, after the data-safety answer", () => {
    const [, accounts] = conversation("¿Mis datos están seguros con ustedes?", "¿Y en qué cuentas quedan, en las suyas o en las mías?");
    expect(accounts?.response).toMatch(/en sus propias cuentas/);
  });

  it("a figure asked with words between 'cuánto' and 'sube'", () => {
    expect(ask("¿Cuánto ponen en la página web que sube la captura de prospectos?").response).toMatch(/300%/);
  });
});
