import { describe, expect, it } from "vitest";
import { SITE_DOES_NOT_SAY, useTrainedEngine } from "./engine-test-support.ts";

// Session 75's third round, on the misses of blind probes 231 (new agents) and 232 (tenant placement), first scored at
// 2a683448 before any of their misses was read (89.7 and 92.0 %), with phrasings written for these tests.

const { ask } = useTrainedEngine();

describe("a new agent's start is not on the site", () => {
  it("exam prep, mentorship, MLS dues, E&O and contracts taught are gaps", () => {
    expect(ask("will your AI help me study for the broker exam?").response).toMatch(SITE_DOES_NOT_SAY.en);
    expect(ask("¿Tienen programas de mentoría para agentes que recién empiezan?").response).toMatch(SITE_DOES_NOT_SAY.es);
    expect(ask("Phí thành viên MLS năm đầu là bao nhiêu, AI có biết không?").response).toMatch(SITE_DOES_NOT_SAY.vi);
    expect(ask("你们有没有新人培训计划？").response).toMatch(SITE_DOES_NOT_SAY.zh);
    expect(ask("does the bot know what E&O insurance costs for a new agent?").response).toMatch(SITE_DOES_NOT_SAY.en);
    expect(ask("can it show me how to fill out a purchase contract?").response).toMatch(SITE_DOES_NOT_SAY.en);
  });
});

describe("a rental applicant's paperwork is not on the site", () => {
  it("application fees, deposits, vouchers, screening, forms and lease terms are gaps, not the 24/7 agent", () => {
    expect(ask("could the assistant tell applicants what the pet fee is?").response).toMatch(SITE_DOES_NOT_SAY.en);
    expect(ask("¿La IA les dice a los inquilinos si aceptamos Section 8?").response).toMatch(SITE_DOES_NOT_SAY.es);
    expect(ask("AI có kiểm tra tín dụng của người xin thuê không?").response).toMatch(SITE_DOES_NOT_SAY.vi);
    expect(ask("你们的AI会审核租房申请人吗？").response).toMatch(SITE_DOES_NOT_SAY.zh);
    expect(ask("will it verify an applicant's pay stubs?").response).toMatch(SITE_DOES_NOT_SAY.en);
  });
});

describe("smaller readings", () => {
  it("sums of someone's sales by the piece, in Spanish and Vietnamese", () => {
    expect(ask("Mi mamá vendió 40 tortillas a $1 en el mercado, ¿cuánto juntó?").act).toBe("off_topic");
    expect(ask("Ba em bán 20 ký cam giá 30 nghìn một ký, tổng được bao nhiêu?").act).toBe("off_topic");
  });

  it("what was given erased in voseo and tú", () => {
    expect(ask("Borren el correo que les di, gracias.").act).toBe("deletion");
  });

  it("outside our hours asked of the AI in Vietnamese is the FAQ's yes", () => {
    expect(ask("Ngoài giờ làm việc thì AI vẫn trả lời khách hả em?").response).toMatch(/Trợ lý AI của bạn trò chuyện tự nhiên/);
  });

  it("WhatsApp messaging priced in Vietnamese is Enhanced Messaging", () => {
    expect(ask("Nhắn tin qua WhatsApp thì giá bao nhiêu vậy em?").response).toMatch(/Enhanced Messaging/);
  });

  it("which package a third party would need is recommended", () => {
    expect(ask("my buddy is a solo agent up in Spring, what package would he need?").response).toMatch(/^I'd suggest Foundation/);
  });

  it("an add-on added on top of what they have is that add-on's yes", () => {
    const reply = ask("we're on Foundation with Voice AI already, could we add the Market Dashboard too?");
    expect(reply.response).toMatch(/^Yes\. Market Dashboard/);
  });

  it("the speed-to-lead schedule for leads not ready yet, asked as what to send them", () => {
    expect(ask("my first few leads aren't ready yet, what does the speed to lead article say to send them?").response).toMatch(/two days/);
  });
});
