import { describe, expect, it } from "vitest";
import { SITE_DOES_NOT_SAY, useTrainedEngine } from "./engine-test-support.ts";

// Session 76's third round, on the misses of blind probes 237 (student housing) and 238 (ISA teams), first scored at
// 39206bf7 before any of their misses was read (93.5 and 88.4 %), with phrasings written for these tests.

const { ask, conversation } = useTrainedEngine();

describe("student renters' paperwork and an ISA desk's tools are not on the site", () => {
  it("enrollment checked, semester leases, roommates, guarantors, shuttles and meal plans are gaps", () => {
    expect(ask("¿El asistente les busca un aval a los estudiantes que no tienen historial?").response).toMatch(SITE_DOES_NOT_SAY.es);
    expect(ask("can the bot confirm a student is enrolled at Rice before we sign the lease?").response).toMatch(SITE_DOES_NOT_SAY.en);
    expect(ask("AI có ghép phòng cho sinh viên không em?").response).toMatch(SITE_DOES_NOT_SAY.vi);
    expect(ask("你们的AI能按学期签租约吗？").response).toMatch(SITE_DOES_NOT_SAY.zh);
  });

  it("dialers, call scripts, ISA pay, show rates and cold-call lists are gaps", () => {
    expect(ask("does Growth include a power dialer for my inside sales team?").response).toMatch(SITE_DOES_NOT_SAY.en);
    expect(ask("will y'all write the call scripts for my ISAs?").response).toMatch(SITE_DOES_NOT_SAY.en);
    expect(ask("¿Ustedes nos venden llamadas en frío con listas de teléfonos para el ISA?").response).toMatch(SITE_DOES_NOT_SAY.es);
    expect(ask("你们能帮我们招几个ISA吗？").response).toMatch(SITE_DOES_NOT_SAY.zh);
  });

  it("leads enrolled in a follow-up are no student", () => {
    expect(ask("are my leads enrolled in the follow-up automatically?").response).not.toMatch(SITE_DOES_NOT_SAY.en);
  });
});

describe("how fast and when, asked of the AI", () => {
  it("how fast the AI answers, asked of the system or at night after a package, is the seconds", () => {
    expect(ask("¿En cuánto tiempo le contesta su sistema a un prospecto nuevo?").response).toMatch(/en segundos/);
    const [, night] = conversation("we're a team of 9, which package?", "with that one, how fast does the AI get back to someone who writes at 2am?");
    expect(night?.response).toMatch(/in seconds/);
  });

  it("when the article says a person takes over, asked in Chinese without a verb after", () => {
    expect(ask("那篇Speed to Lead的文章里说什么时候要把聊天交给真人？").response).toMatch(/sensitive situation/);
  });
});

describe("smaller readings", () => {
  it("parents calling the visitor at night is the scene of a night question", () => {
    const reply = ask("students' parents call me at midnight. does your AI answer them at that hour?");
    expect(reply.act).toBe("question");
    expect(reply.response).toMatch(/^Yes\./);
  });

  it("based in Houston, asked after a story", () => {
    expect(ask("man I miss the cotton fields back home. anyway y'all are based out of Houston, yeah?").response).toMatch(/Houston market/);
  });

  it("Spanish spoken by the AI, asked in Vietnamese, is no house sold", () => {
    expect(ask("Nhiều người thuê nói tiếng Tây Ban Nha, AI nói tiếng Tây Ban Nha với họ được hông?").response).toMatch(/^Có\./);
  });

  it("their own call center unanswered is the scene, not a complaint", () => {
    const reply = ask("Los clientes marcan al call center de noche y nadie contesta. ¿Qué tienen para las llamadas?");
    expect(reply.act).toBe("question");
    expect(reply.response).toMatch(/Voice AI/);
  });

  it("a sum asked as '¿cuánto es eso?'", () => {
    expect(ask("Otra cosa: mi tía vende tequeños, 60 tequeños a $1.25 cada uno, ¿cuánto es eso?").act).toBe("off_topic");
  });

  it("thanks before a consultation declined, in Chinese", () => {
    expect(ask("谢谢你，不过我暂时不想约咨询。").response).not.toMatch(/cal\.example\.com/);
  });

  it("following up for weeks, asked in Spanish", () => {
    expect(ask("¿El sistema les sigue escribiendo a los clientes durante semanas?").response).toMatch(/^Sí\./);
  });

  it("the packages page asked by its link, in four languages", () => {
    expect(ask("can you send me the link to your pricing page?").response).toMatch(/\/solutions/);
    expect(ask("¿Dónde puedo ver todos sus paquetes?").response).toMatch(/\/solutions/);
    expect(ask("Cho em xin đường dẫn trang bảng giá với").response).toMatch(/\/solutions/);
    expect(ask("你们的套餐页面的网址是什么？").response).toMatch(/\/solutions/);
  });

  it("the service that answers on WhatsApp, asked after the channel is named, is Enhanced Messaging", () => {
    expect(ask("Como los estudiantes solo usan WhatsApp, ¿qué servicio contesta por ahí y cuánto cuesta al mes?").response).toMatch(/Enhanced Messaging/);
  });

  it("our hours on the clock of a state named", () => {
    expect(ask("I'm in Colorado. at 4pm my time is your office still open?").response).toMatch(/1 hour behind Houston/);
    expect(ask("Chị ở Florida, 8 giờ sáng bên chị thì bên em đã làm việc chưa?").response).toMatch(/Theo giờ của bạn/);
  });
});
