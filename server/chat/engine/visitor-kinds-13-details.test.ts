import { describe, expect, it } from "vitest";
import { preferredChannel } from "./channel-cues.ts";
import { useTrainedEngine } from "./engine-test-support.ts";
import { extractCompany } from "./company-name.ts";
import { extractName } from "./person-name.ts";

// Lead details from blind probe 13's misses, by kind, with phrasings written for these tests (never the visitors' own
// words): a lower-case business name ended by its business word, Vietnamese particles after a name, "nhóm"/"bên"
// before a business, contact blocks with bullets or one item a line (a job title is neither name nor company), a name
// confirmed by the e-mail address after it, and calls preferred or other channels ruled out, in four languages.

const { ask } = useTrainedEngine();

describe("companies", () => {
  it.each<[string, string]>([
    // Lower case, no commas: the business word ends the name, the clause after it is cut.
    ["sup its dre im w bellaire oak homes reach me 713 555 0150", "Bellaire Oak Homes"],
    ["im with copper kettle realty group txt me 281 555 0151", "Copper Kettle Realty Group"],
    ["trabajo con casa del sol properties y mi cel es 832 555 0152", "Casa Del Sol Properties"],
    ["em làm ở công ty ngọc lan realty, sđt 713 555 0153", "Ngọc Lan Realty"],
    ["我在blue heron homes工作，电话 281-555-0154", "Blue Heron Homes"],
    // Capitalised, the words after it are cut as well.
    ["im w Pecan Grove Realtors hmu 346 555 0155", "Pecan Grove Realtors"],
    // A Vietnamese particle after the name is no part of it; "nhóm" and "bên" before a business.
    ["Chị là Lan, công ty Hoa Sen Realty nhé. Số 713-555-0156", "Hoa Sen Realty"],
    ["Anh tên Khoa, làm ở Sông Hồng Homes ạ, sđt 832-555-0157", "Sông Hồng Homes"],
    ["Em là Vy, thư ký của nhóm Phú Mỹ Lending ở Bellaire, số 281-555-0158", "Phú Mỹ Lending"],
    ["Dạ mình là Tâm bên Bến Thành Properties ạ, số 713-555-0159", "Bến Thành Properties"],
  ])("%s → %s", (message, company) => {
    expect(ask(message).context.lead.company).toBe(company);
  });

  it.each([
    // A business word as a common noun, or with no contact detail given, names no business.
    "We have 30 agents and several team leaders, which package fits us?",
    "that's not what your team said on the phone, 713-555-0160",
    "im at home looking for homes for my team, 713 555 0161",
    "em dùng bên Follow Up Boss, số em 713 555 0162",
    "trưởng nhóm Minh, số 713 555 0163",
  ])("%s names no business", (message) => {
    expect(extractCompany(message)).toBeUndefined();
  });
});

describe("names in a contact block or before an e-mail address", () => {
  it.each<[string, Record<string, string>]>([
    // Bullets, a heading, a job title that is neither name nor company.
    ["My info: • Harold Price • Leasing Director • hprice@example.com • e-mail is best", { name: "Harold Price", channel: "email" }],
    ["Contact:\nRosa Delgado\nTeam Lead\nRio Verde Realty\n281-555-0164", { name: "Rosa Delgado", company: "Rio Verde Realty" }],
    ["Datos de contacto: · Marta Salinas · Gerente de ventas · marta.s@example.com", { name: "Marta Salinas" }],
    // A full stop before the detail itself.
    ["Wendell Ames. 713-555-0165. Please call, it's a landline.", { name: "Wendell Ames", channel: "call" }],
    // A lower-case name, or a name given for someone else, confirmed by the address's own letters.
    ["sign me up pls jordan mills jordan.mills@example.com", { name: "Jordan Mills" }],
    ["anótame, paola reyes preyes@example.com", { name: "Paola Reyes" }],
    ["ghi tên em nha: Trần Bảo Ngọc ngoc.tran@example.com", { name: "Trần Bảo Ngọc" }],
    ["Our office manager is Janet Cole, jcole@example.org, she handles vendors.", { name: "Janet Cole" }],
    // A Chinese name, or a Vietnamese pronoun and a name, as the first item.
    ["刘洋，281-555-0166", { name: "刘洋" }],
    ["anh Phúc, nhắn tin số 713-555-0167 nha", { name: "Phúc" }],
  ])("%s", (message, expected) => {
    const reply = ask(message);
    const { channel, ...lead } = expected;
    for (const [key, value] of Object.entries(lead)) expect(reply.context.lead[key as keyof typeof reply.context.lead]).toBe(value);
    if (channel) expect(reply.context.channel).toBe(channel);
  });

  it.each([
    "please send it to sales sales@example.com",
    "can you email the brochure to mike.b@example.com",
    "Contact details: • Operations Manager • ops@example.com",
    "谢谢，713-555-0168",
    "周末，713-555-0169",
  ])("%s names nobody", (message) => {
    expect(extractName(message)).toBeUndefined();
  });

  it("an address whose letters do not hold the words before it confirms no name", () => {
    expect(extractName("ok put me down sam rivers kq7@example.com")).toBeUndefined();
  });
});

describe("channels", () => {
  it.each<[string, string]>([
    // Calls preferred, with or without a verb.
    ["number's 713-555-0170, phone calls preferred", "call"],
    ["calling works best, 281-555-0171", "call"],
    ["mi número es 832-555-0172, prefiero llamadas", "call"],
    ["số em 713-555-0173, em thích nói chuyện điện thoại hơn", "call"],
    ["我的号码281-555-0174，打电话比较好", "call"],
    // A channel ruled out is not the one asked for, wherever it stands.
    ["Don't call, text me at 713-555-0175", "sms"],
    ["no me llamen, mejor por WhatsApp al 832-555-0176", "whatsapp"],
    ["đừng gọi, nhắn tin vào số 281-555-0177 nha", "sms"],
    ["别打电话，发邮件到 zhou@example.com 就行", "email"],
    ["713-555-0178 is my office landline", "call"],
  ])("%s → %s", (message, channel) => {
    expect(preferredChannel(message)).toBe(channel);
  });

  it.each([
    // "dùng WhatsApp" (use WhatsApp) is no "đừng" (don't): the channel stays.
    ["Zalo thì không có, dùng WhatsApp số 713 555 0179 nha", "whatsapp"],
  ])("%s → %s", (message, channel) => {
    expect(preferredChannel(message)).toBe(channel);
  });

  it.each(["đừng nhắn tin cho em nữa, số 713-555-0180", "ya no me manden mensajes al 832-555-0181", "don't text me anymore 281-555-0182"])(
    "%s asks for no channel",
    (message) => {
      expect(preferredChannel(message)).toBeNull();
    },
  );
});
