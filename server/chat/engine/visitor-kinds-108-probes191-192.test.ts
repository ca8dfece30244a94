import { describe, expect, it } from "vitest";
import { useTrainedEngine } from "./engine-test-support.ts";
import { checksHearsay } from "./heard.ts";
import { foldForRules } from "./text.ts";

// Session 69's first round, on the misses of blind probes 191 (holiday) and 192 (hearsay), first scored at eaa69b04
// before any of their misses was read (85.9 and 79.6 %), with phrasings written for these tests: a claim heard elsewhere
// put to the site's facts (heard.ts, hearsay.ts), holidays and weekends, our people's hours, posts named by "the … one".

const { ask, conversation } = useTrainedEngine();

describe("a claim heard elsewhere, put to the site's facts", () => {
  it("an add-on's figures or setup fee heard wrong is a no with the real figures, right is a yes", () => {
    expect(ask("my cousin swears Voice AI is $350 a month, is he right?").response).toMatch(/^No\. Voice AI: \$197\/month/);
    expect(ask("a colleague told me Social Scheduler has no setup fee, true?").response).toMatch(/^No\. Social Scheduler: \$2,000 setup/);
    expect(ask("Me dijeron que el Email Commander cuesta 197 al mes, ¿es cierto?").response).toMatch(/^Sí\. Email Commander/);
    expect(ask("听说Social Scheduler不用安装费，是真的吗？").response).toMatch(/^不.*\$2,000/);
  });

  it("where we work: another city heard is a no, with Houston", () => {
    expect(ask("someone at the office said y'all are really a San Antonio company, is that true?").response).toMatch(/^No\. We focus on the Houston market/);
    expect(ask("Nghe nói bên em là công ty ở Austin thôi, có phải không?").response).toMatch(/^Không\. .*Houston/);
  });

  it("a post's month or year heard wrong is a no, with the post's own sentence", () => {
    const en = ask("my neighbor says your hurricane playbook claims the season ends in October, does it really say that?").response;
    expect(en).toMatch(/^No\. .*June 1 to November 30/);
    const es = ask("Oí que su artículo dice que el aviso de inundación es obligatorio desde 2019. ¿Es cierto?").response;
    expect(es).toMatch(/^No\. .*2022/);
  });

  it("one thing only, where the site names several, is a no", () => {
    expect(ask("a guy told me you only work with kvCORE, that right?").response).toMatch(/^No\. .*HubSpot/);
    expect(ask("Dicen que el Enhanced Messaging sirve solo para WhatsApp y no para SMS, ¿es verdad?").response).toMatch(/^No\. Enhanced Messaging/);
    expect(ask("有人说你们的AI只会讲英文，是真的吗？").response).toMatch(/^不.*西班牙/);
  });

  it("setup always free, a quote in weeks, a bundle's count, a long contract", () => {
    expect(ask("my broker said setup is always free with you guys, true?").response).toMatch(/^No\. .*self-setup/s);
    expect(ask("someone told me you still get charged a setup fee even if you hook things up yourself, is that right?").response).toMatch(/^No\. With the free self-setup/);
    expect(ask("a lender said you take three weeks to send the quote after the call, is that right?").response).toMatch(/^No\. .*24 hours/);
    expect(ask("Ban anh noi Pro Bundle chi co 2 nen tang, co phai khong?").response).toMatch(/^Không\. .*4/);
    expect(ask("a friend said y'all lock people into a 3-year contract, is that so?").response).toMatch(/doesn't say/);
  });

  it("is a question, not a complaint, and not the last answer doubted", () => {
    expect(ask("una amiga me aseguró que el Voice AI no sirve en español, ¿es cierto?").act).toBe("question");
    const turns = conversation("¿Cuánto cuesta el Voice AI?", "Me contaron que hay que firmar contrato por dos años, ¿es verdad?");
    expect(turns.at(-1)?.response).toMatch(/no dice/);
    // What our own chat said is no hearsay: "el chat me dijo…" stays what it was.
    expect(checksHearsay(foldForRules("el chat me dijo que la instalación era gratis, ¿es verdad?"))).toBe(false);
    expect(checksHearsay(foldForRules("my buddy said the setup is free, that true?"))).toBe(true);
  });
});

describe("holidays, weekends and our people's hours", () => {
  it("the AI at Christmas, New Year's Eve or Tết is the FAQ's around the clock", () => {
    expect(ask("will the AI still reply to my buyers on New Year's Day?").response).toMatch(/^Yes\. .*around the clock/);
    expect(ask("¿El asistente le contesta a mis clientes en Semana Santa?").response).toMatch(/^Sí\./);
    expect(ask("除夕晚上客户发消息，AI会回吗？").response).toMatch(/^是的。/);
  });

  it("our people's hours asked, not a person now", () => {
    const en = ask("which hours can I actually talk to somebody on your team?");
    expect(en.act).toBe("question");
    expect(en.response).toMatch(/8 AM - 6 PM/);
    expect(ask("¿En qué horario atienden las personas de su equipo si quiero hablar con alguien?").act).toBe("question");
    expect(ask("你哋真人客服几时上班？").response).toMatch(/周一 - 周五/);
  });

  it("a weekend consultation gets our days and the booking link; open on Sunday is a no", () => {
    const en = ask("could I schedule the consultation on a Sunday afternoon?").response;
    expect(en).toMatch(/Monday - Friday/);
    expect(en).toMatch(/cal\.example\.com/);
    expect(ask("Có hẹn tư vấn vào chủ nhật được không em?").response).toMatch(/Thứ Hai - Thứ Sáu/);
    expect(ask("are you guys open on weekends?").response).toMatch(/^No\. .*Monday - Friday/);
    expect(ask("你们的时区是哪个？").response).toMatch(/CST/);
  });

  it("holidays worked, an outage, licensing courses: the site does not say", () => {
    expect(ask("is y'all's office open the day after Thanksgiving?").response).toMatch(/doesn't say/);
    expect(ask("if our wifi goes down in a storm does the bot keep answering clients?").response).toMatch(/doesn't say/);
    expect(ask("do you offer a pre-licensing course for new agents?").response).toMatch(/doesn't say/);
    // A license just got is who the visitor is, and an outage of the tenants' AC is no outage of ours.
    expect(ask("mi nieto acaba de sacar la licencia y va a trabajar solito, ¿qué paquete le conviene?").response).toMatch(/Foundation/);
    expect(ask("my tenants text at midnight about power outages in their units, anything that answers them around the clock?").response).toMatch(/24\/7 Customer Service Agent/);
  });
});

describe("posts named by 'the … one', thanks, Houston", () => {
  it("another post asked for after one was sent", () => {
    const turns = conversation("send me your post on hurricane season", "and the traffic one too, for my showings");
    expect(turns.at(-1)?.response).toMatch(/\/blog\/traffic-aware-showings/);
    expect(ask("交通看房那篇攻略，把链接发我").response).toMatch(/\/blog\/traffic-aware-showings/);
  });

  it("a thanks that opens the message, or praise of the help, is thanks", () => {
    expect(ask("merci, y'all been real helpful").act).toBe("thanks");
    expect(ask("Cảm ơn em nhiều lắm, anh nói vậy cho vui thôi!").act).toBe("thanks");
    expect(ask("thanks, my team of 5 wants the Growth plan").act).toBe("question");
  });

  it("a post named by 'and the … one' alone, a bundle misread, an add-on under an amount in Cantonese", () => {
    expect(ask("and the traffic one for showings, my brother books a lot of them").response).toMatch(/\/blog\/traffic-aware-showings/);
    expect(ask("El Starter Bundle era para 4 plataformas, ¿no?").response).toMatch(/^No\. .*Starter Bundle.*2/s);
    expect(ask("有冇加购一个月平过140美金？").response).toMatch(/Enhanced Messaging/);
  });

  it("made for Houston is where we work", () => {
    expect(ask("is your system built for Houston or just generic?").response).toMatch(/Houston market/);
  });

  it("an add-on onto a package later, or two add-ons as one grows, is a yes", () => {
    expect(ask("could we add Voice AI to Foundation next year, or only at signup?").response).toMatch(/^Yes\. .*Voice AI: \$197/s);
    expect(ask("can I put the Market Dashboard on Growth down the line, or only when we start?").response).toMatch(/^Yes\. .*Market Dashboard/s);
    expect(ask("¿Se le puede ir sumando el Market Dashboard o el Voice AI a medida que crecemos?").response).toMatch(/^Sí\./);
  });
});
