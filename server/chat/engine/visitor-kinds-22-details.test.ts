import { describe, expect, it } from "vitest";
import { extractEmail } from "./contact-details.ts";
import { extractCompany } from "./company-name.ts";
import { preferredChannel } from "./channel-cues.ts";
import { useTrainedEngine } from "./engine-test-support.ts";
import { extractEntities } from "./entities.ts";
import { extractName } from "./person-name.ts";

// Lead details of the kinds blind probe 22 missed, with phrasings written for these tests: an address read out with
// "dot" inside its name part, a full name then "role with Company" before a sentence giving the detail, Vietnamese
// texting shorthand ("e tên …", "cty a là …"), our own add-ons never taken for the visitor's business, and a channel
// asked for as a verb right before the number ("text 832-…", "nt cho a số …") or as "用email…寄给我".

const { ask } = useTrainedEngine();

describe("an address read out with dots in its name part", () => {
  it.each<[string, string]>([
    ["it's maya dot chen at example dot net", "maya.chen@example.net"],
    ["escríbeme a luis punto vega arroba example punto mx", "luis.vega@example.mx"],
    ["mail em la thu chấm tran a còng gmail chấm com", "thu.tran@gmail.com"],
    ["邮箱是 chen点wei艾特example点com", "chen.wei@example.com"],
    ["email me at jo dot ann dot baker at example dot org", "jo.ann.baker@example.org"],
  ])("%s → %s", (message, email) => {
    expect(extractEmail(message)).toBe(email);
    expect(ask(message).context.lead.email).toBe(email);
  });

  it.each(["meet me at the office at noon", "we're at 5 dot points in midtown"])("%s spells no address", (message) => {
    expect(extractEmail(message)).toBeUndefined();
  });
});

describe("a full name, then a role with the company, then a sentence", () => {
  it.each<[string, string, string]>([
    ["Priya Raman, escrow officer with Lakeside Title Partners. Reach me at priya dot raman at example dot com.", "Priya Raman", "Lakeside Title Partners"],
    ["Marta Solís, agente con Casa Grande Realty. Mi correo es marta.solis@example.com", "Marta Solís", "Casa Grande Realty"],
    ["Nguyen Van Binh, moi gioi tai Saigon Realty. sdt 713-555-0180", "Nguyen Van Binh", "Saigon Realty"],
    ["Lily Zhang, broker at Harbor Homes. 邮箱 lily@example.com", "Lily Zhang", "Harbor Homes"],
  ])("%s → %s, %s", (message, name, company) => {
    expect(extractEntities(message)).toMatchObject({ name, company });
  });
});

describe("Vietnamese texting shorthand for the speaker", () => {
  it.each<[string, string]>([
    ["a ten Phuc, sdt 713 555 0181", "Phuc"],
    ["e tên Hà nha, 832-555-0182", "Hà"],
  ])("%s → %s", (message, name) => {
    expect(extractName(message)).toBe(name);
  });

  it.each<[string, string]>([
    ["cty a la Hoa Sen Homes nha, email hoasen@example.com", "Hoa Sen Homes"],
    ["sdt 713-555-0183, cty e là Bến Thành Realty", "Bến Thành Realty"],
  ])("%s → %s", (message, company) => {
    expect(extractCompany(message)).toBe(company);
  });

  it.each(["a ten percent discount on setup?", "is there a ten Agent plan"])("%s names nobody", (message) => {
    expect(extractName(message)).toBeUndefined();
  });
});

describe("our own add-ons are no business of the visitor's", () => {
  it.each([
    "Quote me the setup for Email Commander and the 24/7 Customer Service Agent, I'm an agent",
    "soy agente, ¿cuánto cuesta la instalación con Email Commander?",
    "em là môi giới, giá setup cho Email Commander bao nhiêu",
    "我是经纪人，Email Commander的安装费多少",
  ])("%s names no business", (message) => {
    expect(extractCompany(message)).toBeUndefined();
  });
});

describe("a channel asked for right before the number", () => {
  it.each<[string, string]>([
    ["sounds good, just text 832-555-0190", "sms"],
    ["ok, call (713) 555-0184 after 5", "call"],
    ["mejor llámame al 713 555 0191", "call"],
    ["mándame precios, textéame al 281 555 0185", "sms"],
    ["nt cho a so 281 555 0192 nha", "sms"],
    ["ok goi cho em so 832 555 0186", "call"],
    ["好的，请短信 713-555-0193", "sms"],
    ["麻烦用email把报价寄给我：wei@example.com", "email"],
  ])("%s → %s", (message, channel) => {
    expect(preferredChannel(message)).toBe(channel);
    expect(ask(message).context.channel).toBe(channel);
  });

  it.each<[string, string | null]>([
    ["my clients text 713-555-0196 all day", null],
    ["is that your line, call 713-555-0197?", null],
    ["dont call 713-555-0195, text only", "sms"],
    ["短信就好，别打电话 713-555-0194", "sms"],
    ["我的email是 li@example.com，请打电话给我", "call"],
    ["mis inquilinos me escriben al 713-555-0187 todo el día", null],
  ])("%s → %s", (message, channel) => {
    expect(preferredChannel(message)).toBe(channel);
  });
});
