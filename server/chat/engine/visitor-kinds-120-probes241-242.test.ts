import { describe, expect, it } from "vitest";
import { SITE_DOES_NOT_SAY, useTrainedEngine } from "./engine-test-support.ts";

// Session 77's second round, on the misses of blind probes 241 (social media) and 242 (missed calls), first scored at
// abc4c6be before any of their misses was read (87.0 and 87.2 %), with phrasings written for these tests.

const { ask, conversation } = useTrainedEngine();

describe("an add-on asked whether it does what its line says", () => {
  it("the Social Scheduler writing and scheduling the posts is a yes, in four languages", () => {
    expect(ask("does the social scheduler come up with the posts itself or do I have to write them?").response).toMatch(/^Yes\. Social Scheduler/);
    expect(ask("¿El Social Scheduler escribe las publicaciones solo o las tengo que redactar yo?").response).toMatch(/^Sí\. Social Scheduler/);
    expect(ask("Social Scheduler có tự viết bài đăng cho em không, hay em phải tự soạn?").response).toMatch(/^Có\. Social Scheduler/);
    expect(ask("Social Scheduler可以提前一周把帖子排好吗？").response).toMatch(/^能。Social Scheduler/);
  });

  it("'does it…' right after the add-on points at it, not at the blog's posts", () => {
    const [, , itself] = conversation("we're 6 agents, which package?", "and the social posting add-on, what's that cost?", "does it make the posts on its own or do we write them?");
    expect(itself?.response).toMatch(/^Yes\. Social Scheduler/);
  });
});

describe("what the site never says of social media and phone lines", () => {
  it("reels and paid ads asked in Spanish and Vietnamese are what we don't offer", () => {
    expect(ask("¿Ustedes graban y editan los reels de mis casas?").response).toMatch(/^No, la fotografía y el video/);
    expect(ask("Bên em có chạy quảng cáo Facebook cho chị không?").response).toMatch(/^Không, chạy quảng cáo/);
    expect(ask("¿Me manejan la pauta pagada de Instagram?").response).toMatch(/^No, las campañas de anuncios/);
  });

  it("unnamed networks, followers, influencers and DMs are gaps", () => {
    expect(ask("can it post to youtube as well?").response).toMatch(SITE_DOES_NOT_SAY.en);
    expect(ask("你们能帮我涨粉吗？").response).toMatch(SITE_DOES_NOT_SAY.zh);
    expect(ask("will your AI answer my Instagram DMs?").response).toMatch(SITE_DOES_NOT_SAY.en);
  });

  it("keeping their number, per-minute charges, voicemail transcripts, carriers and callbacks are gaps", () => {
    expect(ask("do I get to keep my existing office line if we add Voice AI?").response).toMatch(/doesn't say whether Voice AI can keep your own phone number/);
    expect(ask("does the voice AI bill by the minute?").response).toMatch(SITE_DOES_NOT_SAY.en);
    expect(ask("¿Puedo conservar el mismo número que tengo en mis tarjetas?").response).toMatch(/no dice si Voice AI puede conservar/);
    expect(ask("AI có ghi âm cuộc gọi của khách không?").response).toMatch(SITE_DOES_NOT_SAY.vi);
    expect(ask("我用的是T-Mobile，Voice AI能用吗？").response).toMatch(SITE_DOES_NOT_SAY.zh);
  });

  it("a voicemail told in Vietnamese is no text message to send them", () => {
    const reply = ask("Khách để lại tin nhắn thoại thì AI có chuyển thành chữ cho em xem không?");
    expect(reply.act).toBe("question");
    expect(reply.context.channel ?? null).toBeNull();
  });
});

describe("how fast and what runs on its own", () => {
  it("their client answered at night, in Spanish, and a new caller's wait in Chinese, is the seconds", () => {
    expect(ask("Si un comprador me escribe a las 11 de la noche, ¿en cuánto tiempo le contesta el asistente?").response).toMatch(/segundos/);
    expect(ask("新线索打电话进来，多久能得到回复？").response).toMatch(/几秒/);
  });

  it("follow-ups that go out by themselves are Automated Client Management", () => {
    expect(ask("do the follow-up texts get sent automatically or do my agents send them?").response).toMatch(/Automated Client Management/);
    expect(ask("¿Los seguimientos se mandan solos o los tenemos que enviar nosotros?").response).toMatch(/Gestión automatizada de clientes/);
  });

  it("an appointment booked by the AI on its own, in Spanish", () => {
    expect(ask("¿El asistente puede agendar solito las visitas a las casas?").response).toMatch(/^Sí/);
  });
});

describe("smaller readings", () => {
  it("a bundle for four platforms, one of them WhatsApp, priced", () => {
    expect(ask("we need HubSpot, Outlook, Calendly and WhatsApp set up, which setup bundle handles those 4 and what does it cost?").response).toMatch(/Pro Bundle/);
  });

  it("where they grew up is no area asked, and a bundle covers platforms, not places", () => {
    expect(ask("grew up in Brackettville, now 10 agents in Sugar Land. which setup bundle covers Gmail, Slack, HubSpot and Calendly?").response).toMatch(/Pro Bundle/);
  });

  it("'y'all are in houston right?' after a story", () => {
    expect(ask("my cousins in Del Rio never believe the traffic here. y'all are in houston, right?").response).toMatch(/Houston/);
    expect(ask("my cousins in Del Rio never believe the traffic here. y'all are in houston, right?").response).not.toMatch(SITE_DOES_NOT_SAY.en);
  });

  it("the cookies asked with 用没用 is no complaint", () => {
    expect(ask("你们网站用没用cookie？").act).toBe("question");
  });

  it("which parts of Houston, asked in northern Mandarin", () => {
    expect(ask("你们服务休斯顿的哪几片儿？").response).toMatch(/River Oaks/);
  });

  it("a name before the business and the number, after a colon", () => {
    expect(ask("Listo, le paso mis datos: Nayeli Salcedo, Salcedo Homes, 505-555-0199").context.lead.name).toBe("Nayeli Salcedo");
  });

  it("sums asked as 'cuánto me salió' and 'tính giùm … được bao nhiêu'", () => {
    expect(ask("Compré 4 bolsas de pan a $6 la bolsa, ¿cuánto me salió todo?").act).toBe("off_topic");
    expect(ask("Bà ngoại bán 20 hộp chè, 5 đô một hộp, tính giùm em được bao nhiêu").act).toBe("off_topic");
  });

  it("their mother calling every day is no complaint about us", () => {
    expect(ask("my mom calls me every day at lunch, bless her").act).not.toBe("complaint");
    expect(ask("you guys call me every day, stop").act).toBe("complaint");
  });

  it("a solo agent who posts her own videos, asking which package", () => {
    expect(ask("I sell all on my own in Spring and post my videos myself. which package is right for me?").response).toMatch(/Foundation/);
  });
});
