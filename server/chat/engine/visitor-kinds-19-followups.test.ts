import { describe, expect, it } from "vitest";
import { useTrainedEngine } from "./engine-test-support.ts";

// Follow-ups that point back at things named earlier, by the noun they use: the places the visitor named (an ordinal,
// "the other", "where I am"), the packages compared ("the second package", however long the question), the bundles
// by size, the add-ons compared that have a setup fee; and the platforms named in one sentence, the cost in the next.

const { conversation, ask } = useTrainedEngine();

describe("places named earlier", () => {
  it("the second place, in English", () => {
    const [, reply] = conversation("My team sells mostly in Pearland and in Bellaire. Which package suits 8 agents?", "what about the second area I mentioned?");
    expect(reply?.response).toMatch(/Bellaire/);
    expect(reply?.response).not.toMatch(/Pearland/);
  });
  it("the first place, an unlisted one, stays unknown", () => {
    const [, reply] = conversation("Tengo casas en Alvin y también en Sugar Land, ¿cuánto cuesta Voice AI?", "¿y en el primer lugar que mencioné trabajan?");
    expect(reply?.response).toMatch(/Alvin/);
    expect(reply?.response).toMatch(/hello@/);
    expect(reply?.response).not.toMatch(/^Sí/);
  });
  it("the other place, after one was answered, in Vietnamese", () => {
    const [, , reply] = conversation("Dạ, nhà em ở Pasadena, khách em ở The Woodlands. Bên mình có Voice AI không ạ?", "Dạ, khu vực của em có được phục vụ không ạ?", "Còn khu còn lại thì sao ạ?");
    expect(reply?.response).toMatch(/The Woodlands/);
  });
  it("a bare second after a place was answered, in Chinese", () => {
    const [, second, third] = conversation("我的客户一半在 Bellaire，一半在 Cypress。Email Commander 怎么收费？", "第一个地区你们覆盖吗？", "那第二个呢？");
    expect(second?.response).toMatch(/Bellaire/);
    expect(third?.response).toMatch(/Cypress/);
    expect(third?.response).toMatch(/hello@/);
  });
  it("where I am is the place named first", () => {
    const [, reply] = conversation("I work out of Pearland but list homes in Katy. I'm solo, which package?", "do you cover where I am?");
    expect(reply?.response).toMatch(/Pearland/);
    expect(reply?.response).toMatch(/hello@/);
  });
});

describe("offerings named earlier", () => {
  it("the second package, in a long question", () => {
    const [, reply] = conversation("What's the difference between Growth and Enterprise?", "the second package you just described, would it also give my agents a success manager to talk to every quarter?");
    expect(reply?.response).toMatch(/Enterprise/);
  });
  it("the biggest bundle after a count, in Spanish", () => {
    const [, , reply] = conversation("¿Cuánto cuesta instalar Gmail?", "¿Y si agrego Mailchimp?", "¿Y el combo más grande cuántas plataformas cubre?");
    expect(reply?.response).toMatch(/Enterprise Bundle/);
    expect(reply?.response).toMatch(/6/);
  });
  it("the smallest bundle, in Vietnamese", () => {
    expect(ask("Bundle nhỏ nhất gồm mấy nền tảng?").response).toMatch(/Starter/);
  });
  it("which of the add-ons compared have a setup fee", () => {
    const [, reply] = conversation("Email Commander, Voice AI and the 24/7 Customer Service Agent: prices?", "which of them have a setup fee?");
    expect(reply?.response).toMatch(/\$1,500/);
    expect(reply?.response).toMatch(/\$3,000/);
  });
});

describe("platforms in one sentence, the cost in the next", () => {
  it("one platform, the setup fee", () => {
    expect(ask("Mis inquilinos están todos en Airtable, solo quiero conectar ese. ¿Cuánto la instalación?").response).toMatch(/Data Tools|datos/i);
  });
  it("six platforms, the cheapest way", () => {
    expect(ask("We use Outlook, Calendly, Slack, Airtable, Mailchimp and HubSpot. What's the cheapest way to get them set up?").response).toMatch(/Enterprise Bundle/);
  });
  it("a package and an add-on priced bluntly", () => {
    const reply = ask("Just the price for Growth and for the Market Dashboard, please.").response;
    expect(reply).toMatch(/Market Dashboard/);
    expect(reply).toMatch(/consultation/);
  });
});
