import { describe, expect, it } from "vitest";
import { SITE_DOES_NOT_SAY, useTrainedEngine } from "./engine-test-support.ts";

// Session 78's second round, on the misses of blind probes 245 (listing marketing) and 246 (dashboards), first scored at
// 36c88b64 before any of their misses was read (91.8 and 90.9 %), with phrasings written for these tests.

const { ask, conversation } = useTrainedEngine();

describe("a listing's marketing and the numbers the site never speaks of", () => {
  it("virtual staging and a site for each listing are gaps; 3D and VR tours stay what we do not offer", () => {
    expect(ask("do y'all do virtual staging on the photos of my vacant listings?").response).toMatch(SITE_DOES_NOT_SAY.en);
    expect(ask("¿Me arman un recorrido 3D de mis casas en venta?").response).toMatch(/^No, la fotografía y el video/);
    expect(ask("Bên em có làm trang web riêng cho từng căn nhà chị đang bán không?").response).toMatch(SITE_DOES_NOT_SAY.vi);
    expect(ask("能给每套房源单独做一个网站吗？").response).toMatch(/^不，我们网站列出的服务中没有网站建设/);
    expect(ask("¿Le hacen staging virtual a las fotos de mis casas vacías?").response).toMatch(SITE_DOES_NOT_SAY.es);
  });

  it("BI tools, price predictions, logins, years of history, a report at a set hour and commissions are gaps", () => {
    expect(ask("can we pipe the dashboard into Power BI?").response).toMatch(SITE_DOES_NOT_SAY.en);
    expect(ask("¿El sistema predice los precios de las casas en mi zona?").response).toMatch(SITE_DOES_NOT_SAY.es);
    expect(ask("Bao nhiêu người được đăng nhập xem bảng đó vậy em?").response).toMatch(SITE_DOES_NOT_SAY.vi);
    expect(ask("能保存五年的成交数据吗？").response).toMatch(SITE_DOES_NOT_SAY.zh);
    expect(ask("could it text me a summary report every morning at 7 with the new leads?").response).toMatch(SITE_DOES_NOT_SAY.en);
  });

  it("the product asked to send the visitor something names no way to reach them", () => {
    const reply = ask("can it email me a recap every evening at 8 with the day's new leads?");
    expect(reply.act).toBe("question");
    expect(reply.context.channel ?? null).toBeNull();
  });
});

describe("what the site does say", () => {
  it("listing descriptions drafted by the AI are the stack post's yes, in four languages; one asked of this chat is a task", () => {
    expect(ask("write me a listing description for a 3/2 bungalow in the Heights with a big porch").act).toBe("off_topic");
    expect(ask("will the AI write the description for my new listing?").response).toMatch(/^Yes\. From our article "Your Houston Automation Stack/);
    expect(ask("¿La IA me puede redactar la descripción de mis casas?").response).toMatch(/^Sí\./);
    expect(ask("AI có viết mô tả nhà giùm chị không?").response).toMatch(/^Có\./);
    expect(ask("AI能帮我写房源描述吗？").response).toMatch(/^是的。/);
  });

  it("a team's numbers to look at are the analytics dashboards, whatever the size told", () => {
    expect(ask("Tengo 6 agentes y no sé quién está trabajando sus prospectos. ¿Con qué puedo ver los números?").response).toMatch(/Tableros de análisis a medida/);
    expect(ask("我们团队8个人，想看到大家的线索和成交进度，有什么看板吗？").response).toMatch(/定制数据分析看板/);
  });

  it("'¿funciona con …?' and pulling data from a CRM are the platform's yes", () => {
    expect(ask("¿Funciona con Salesforce?").response).toMatch(/^Sí, trabajamos con Salesforce/);
    expect(ask("¿Eso jala los datos de Follow Up Boss?").response).toMatch(/^Sí, trabajamos con Follow Up Boss/);
  });

  it("an add-on named as 'the … thing' is that add-on, not data safety", () => {
    expect(ask("what's the social scheduler thing?").response).toMatch(/^Social Scheduler/);
    expect(ask("so what's the voice AI thing exactly").response).toMatch(/^Voice AI/);
  });

  it("how fast a listing's inquiry is answered is the seconds, before the listing data", () => {
    expect(ask("买家晚上问某套挂牌房源的细节，AI多快能回？").response).toMatch(/几秒/);
  });

  it("our days asked in Spanish and the packages page asked for are answered", () => {
    expect(ask("¿Ustedes atienden los domingos o solo entre semana?").response).toMatch(/Nuestro equipo atiende lunes - viernes/);
    expect(ask("where's your pricing page at?").response).toContain("/solutions");
  });

  it("what is held about the visitor, asked plainly, is the privacy page's way to see it", () => {
    expect(ask("how do I check what y'all got saved about me").response).toMatch(/^Our privacy policy says: Seeing, correcting or deleting/);
  });
});

describe("chatter and sums", () => {
  it("a product of their own numbers is off-topic in four languages", () => {
    expect(ask("whats 6 agents times 4 listings times 2 open houses").act).toBe("off_topic");
    expect(ask("¿Cuánto es 12 casas por 3 visitas?").act).toBe("off_topic");
    expect(ask("15 nguoi nhan 4 tuan la bao nhieu vay").act).toBe("off_topic");
  });

  it("a relative who thinks something funny asks nothing", () => {
    expect(ask("my granny thinks the cloud is where the rain lives and my CRM is a fancy rolodex lol").act).toBe("off_topic");
  });

  // (A guard of the round's "answers at night" follow-up: it passed before the round too.)
  it("a thing asked after an add-on that answers, about tenants at night, is still its own add-on", () => {
    const [, second] = conversation("how much is the texting add-on?", "and for tenants who text at 2am in Spanish, is there something that answers them?");
    expect(second?.response).toMatch(/24\/7 Customer Service Agent/);
  });
});
