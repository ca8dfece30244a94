import { describe, expect, it } from "vitest";
import { extractCompany } from "./company-name.ts";
import { preferredChannel } from "./channel-cues.ts";
import { useTrainedEngine } from "./engine-test-support.ts";
import { extractName } from "./person-name.ts";

// Lead details from blind probe 15's misses, by kind, with phrasings written for these tests (never the visitors' own
// words): a name given as whom to address (an attention line, a sign-off after the details) or with the place the
// visitor works; a channel asked for with a singular imperative ("mándame un texto"), as where to send something ("a mi
// correo"), or in the Chinese words for e-mail and text used abroad (电邮, 短讯, 联络); a Chinese business as a list item.

const { ask } = useTrainedEngine();

describe("names given as whom to address", () => {
  it.each<[string, string]>([
    // An attention line.
    ["please forward the quote to ops@acme.example.com, attn: Carla Mendez", "Carla Mendez"],
    ["Proposal to bids@harbor.example.org, attention Marcus Bell.", "Marcus Bell"],
    ["mándenlo a info@casa.example.com, a la atención de Lucía Paredes", "Lucía Paredes"],
    ["envíen la propuesta a compras@sol.example.com, para: Jorge Salas", "Jorge Salas"],
    ["gửi báo giá về ketoan@sen.example.com, người nhận: chị Thu Hà", "Thu Hà"],
    ["报价发到 li@example.com，收件人：王丽", "王丽"],
    // A sign-off after the details: a dash, a line, a closing word; lower case when the address confirms it.
    ["send everything to jo.kim@example.com - Jo Kim", "Jo Kim"],
    ["713-555-0216, call after 5. Thanks, Brenda", "Brenda"],
    ["just mail it over, marcy.lane@example.net - marcy", "Marcy"],
    ["gracias, mi correo es lupita.h@example.com — Lupita", "Lupita"],
    ["cảm ơn, email ngoc.anh@example.com - Ngọc Anh", "Ngọc Anh"],
    ["电话 713-555-0217——周建国", "周建国"],
    ["my email is dana@x.example.com\n\nBest,\nDana Lee", "Dana Lee"],
    // A name and the place they work, opening the message.
    ["maria from katy, txt me 713-555-0218", "Maria"],
    ["beto de pasadena, mi cel 713-555-0219", "Beto"],
    ["Lan ở Sugar Land, sđt 713-555-0220", "Lan"],
  ])("%s → %s", (message, name) => {
    expect(extractName(message)).toBe(name);
    expect(ask(message).context.lead.name).toBe(name);
  });

  it.each([
    // A day, a language, a place, an offering, a title, a closing word, a department or a common word names nobody.
    "call me at 713-555-0221, Monday",
    "713-555-0222 - Spanish please",
    "my cell 713-555-0223, Katy",
    "713-555-0224, Growth Package",
    "email me at sales@acme.example.com - Thanks!",
    "713-555-0225, call after 5, Spring",
    "thanks for your attention, 713-555-0226",
    "attention all agents: 713-555-0227",
    "send it to ops@acme.example.com, attn: Accounting",
    "713-555-0228, Team Lead",
    "text me 713-555-0229 - Best",
    "mi cel 713-555-0230, gracias",
    "电话713-555-0231——周末",
    // A role or a pronoun before the place is nobody's name; a lower-case sign-off the address does not confirm is none.
    "investor from katy, 281-555-0232",
    "we are from katy, 281-555-0233",
    "send it to sales@acme.example.com - jim",
  ])("%s names nobody", (message) => {
    expect(extractName(message)).toBeUndefined();
  });
});

describe("channels", () => {
  it.each<[string, string]>([
    ["mi número es 832-555-0234, envíame un mensaje de texto", "sms"],
    ["pásame un mensajito al 281-555-0235", "sms"],
    ["shoot me a text at 713-555-0236", "sms"],
    ["pásame la info a mi correo, marta.r@example.com", "email"],
    ["send the brochure to my email please, jo.k@example.com", "email"],
    ["gửi vào email của em nha, vy.tran@example.com", "email"],
    ["发到我的邮箱吧：zhao@example.com", "email"],
    ["email：zhao@example.com，用电邮联络", "email"],
    ["电邮联络：zhao@example.com", "email"],
    ["短讯联系就行，713-555-0237", "sms"],
    ["电话 713-555-0238，电话联络", "call"],
    ["nhắn tin cho em nha, 713-555-0239", "sms"],
    ["email cho tôi: lan.t@example.com", "email"],
  ])("%s → %s", (message, channel) => {
    expect(preferredChannel(message)).toBe(channel);
    expect(ask(message).context.channel).toBe(channel);
  });

  it.each([
    // A label before the visitor's own detail, a question about the product, where a newsletter lands, or Zalo (no
    // channel of ours) asks for no channel.
    "mi correo es marta.r@example.com",
    "电邮：zhao@example.com",
    "can the bot send the weekly report to my email?",
    "how do I get your newsletter in my inbox?",
    "số em 713-555-0240, gọi Zalo nha",
    "does the assistant answer my clients by text?",
  ])("%s names no channel", (message) => {
    expect(preferredChannel(message)).toBeNull();
  });
});

describe("a Chinese business typed as a list item", () => {
  it("reads the name and the business between commas", () => {
    const lead = ask("李明，金湾资本，电话 713-555-0241").context.lead;
    expect(lead.name).toBe("李明");
    expect(lead.company).toBe("金湾资本");
  });

  it.each(["我是做投资的，电话 713-555-0242", "王丽，电话 713-555-0243，主要做地产投资"])("%s names no business", (message) => {
    expect(extractCompany(message)).toBeUndefined();
  });
});
