import { describe, expect, it } from "vitest";
import { useTrainedEngine } from "./engine-test-support.ts";

// Session 70's third round, on the misses of blind probes 201 (hireorai) and 202 (compliance), first scored at b0d078ff
// before any of their misses was read (93.5 and 90.0 %), with phrasings written for these tests.

const { ask } = useTrainedEngine();

describe("what the posts say not to do", () => {
  it("scraping a listing site is the stack post's no, in four languages, before the platform named", () => {
    expect(ask("could y'all scrape listings off HAR.com so our bot knows the inventory?").response).toMatch(/^No\.[\s\S]*Do not scrape/);
    expect(ask("¿Pueden hacer scraping de los listados de HAR.com?").response).toMatch(/^No\./);
    expect(ask("Bên em scrape tin nhà trên HAR.com được không?").response).toMatch(/^Không\./);
    expect(ask("能不能用爬虫抓取HAR.com的房源？").response).toMatch(/^不/);
  });

  it("a contract translated by the AI is the bilingual post's no", () => {
    expect(ask("could the bot translate the TREC forms for my Vietnamese buyers so they sign in Vietnamese?").response).toMatch(/^No\.[\s\S]*contract translator/);
    expect(ask("¿La IA me traduce los contratos al español?").response).toMatch(/^No\./);
  });
});

describe("the law, staff and pay: what the site never states", () => {
  it("GDPR, CCPA, TCPA or HIPAA compliance and call recording are gaps, not deletion requests", () => {
    const gdpr = ask("are y'all GDPR and CCPA compliant?");
    expect(gdpr.act).toBe("question");
    expect(gdpr.response).toMatch(/doesn't say/);
    expect(ask("你们的系统符合HIPAA吗？").response).toMatch(/没有提到/);
    expect(ask("¿Voice AI graba las llamadas?").response).toMatch(/no dice/);
    expect(ask("please delete my data under GDPR").act).toBe("deletion");
  });

  it("staff let go, payroll papers and savings against a salary are gaps", () => {
    expect(ask("did your other clients fire their assistants after the AI went in?").response).toMatch(/doesn't say/);
    expect(ask("¿Me ayudan con la nómina y el finiquito de mi asistente?").response).toMatch(/no dice/);
    expect(ask("how much do I save compared to her salary?").response).toMatch(/doesn't say/);
  });
});

describe("smaller readings", () => {
  it("how fast 'it' answers a lead is the agents' 'in seconds'", () => {
    expect(ask("how quickly will it reply to a new inquiry?").response).toMatch(/in seconds/);
    expect(ask("那AI多久能回客户？").response).toMatch(/几秒/);
  });

  it("the unticked box and being texted: the form's no", () => {
    expect(ask("if I leave the texting box on your form unchecked, will you still text me?").response).toMatch(/^No\./);
  });

  it("'唔该' after a request is a please, not a thanks", () => {
    expect(ask("讲搬家那个网站的文章链接发我，唔该").act).toBe("question");
    expect(ask("收到了，谢谢你发给我").act).toBe("thanks");
  });

  it("which days the office answers is our hours; booking showings in Spanish is the agents' yes", () => {
    expect(ask("¿Qué días atiende la oficina de ustedes?").response).toMatch(/lunes - viernes/);
    expect(ask("¿La IA puede programar las visitas de mis compradores?").response).toMatch(/^Sí\./);
  });

  it("the 24/7 agent named in Vietnamese is the add-on", () => {
    expect(ask("cái agent 24/7 đó bao nhiêu tiền một tháng?").response).toMatch(/\$497/);
  });

  it("a figure pointed at by its label after the figures is the figures again", () => {
    const first = ask("what's the lead capture number?");
    expect(ask("ok and the client retention one?", first.context).response).toMatch(/40% client retention boost/);
  });

  it("a tenant writing at three in the morning, asked in Spanish, gets the 24/7 agent's yes", () => {
    expect(ask("¿Y si un inquilino me manda mensaje a las 4 de la mañana, la IA le contesta?").response).toMatch(/^Sí\./);
  });

  it("a go-live in two 礼拜 is the go-live asked", () => {
    expect(ask("三个礼拜就能上线吗？").response).toMatch(/两周/);
  });
});
