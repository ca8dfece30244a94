import { describe, expect, it } from "vitest";
import { useTrainedEngine } from "./engine-test-support.ts";
import { preferredChannel } from "./channel-cues.ts";

// Blind probes 77 and 78's lead details, by mechanism, with phrasings written for these tests: a request to be reached
// put with "poder" or for "us" ("me puede mandar…", "nos escriban…", Spain's "nos escribáis"); "preferimos"; others who
// write to "us" are no request; a Chinese business before the work done there (在X地产做…); a relative or partner
// named before what they do and a colon or "his number is"; Vietnamese "ngưng gửi" (stop sending) as an opt-out, and
// "nhắn tin sms …, đừng gọi" typed without accents as a channel asked for; central "tên tau là"; "company's X"; a
// Vietnamese middle name "Van" kept as typed.

const { ask } = useTrainedEngine();

describe("a request to be reached, with 'poder' or for 'us'", () => {
  it.each([
    ["Mi cel es 832-555-0177, me pueden mandar un mensaje de texto, soy Marisela", "sms"],
    ["Gonzalo Urrutia, correo gonzalo@example.com, tel 713-555-0178. Preferimos que nos escribáis por correo", "email"],
    ["Rebeca Solís, rebeca@example.net, 281-555-0179; preferimos que nos escriban por correo", "email"],
  ])("%s", (message, channel) => {
    expect(ask(message).context.channel).toBe(channel);
  });

  it("others writing to us name no channel for us", () => {
    expect(preferredChannel("mis inquilinos nos escriben por WhatsApp")).toBeNull();
    expect(preferredChannel("los clientes nos escriben por WhatsApp, mejor llámenme")).toBe("call");
  });
});

describe("a Chinese business before the work done there", () => {
  it("reads the company", () => {
    expect(ask("我叫韩晓梅，在金穗地产做行政，电话832-555-0181").entities.company).toBe("金穗地产");
  });
});

describe("a relative or partner named, what they do, then a colon and the detail", () => {
  it.each([
    ["Mi hijo Mateo lleva las cuentas: mateo.r@example.com, 713-555-0182", "Mateo"],
    ["my daughter Priya handles the office: priya.s@example.com", "Priya"],
    ["my brother Dwayne Fontenot runs the rentals, his cell is 832-555-0184", "Dwayne Fontenot"],
  ])("%s", (message, name) => {
    expect(ask(message).entities.name).toBe(name);
  });
});

describe("Vietnamese 'ngưng gửi' (stop sending)", () => {
  it("is an opt-out, with the address given", () => {
    const reply = ask("Xin ngưng gửi tin nhắn tới số 832-555-0183, chị không cần nữa");
    expect(reply.act).toBe("opt_out");
    expect(reply.leadDetails).toBeFalsy();
  });

  it("asked about the product, is a question", () => {
    expect(ask("bot có ngưng gửi tin khi khách trả lời không?").act).toBe("question");
  });
});

describe("texting asked for, calls refused, typed without accents", () => {
  it("is the channel, not an opt-out", () => {
    const reply = ask("nhan tin zalo cho chi nha, dung goi: 8325550185");
    expect(reply.act).not.toBe("opt_out");
    expect(reply.leadDetails).toBeTruthy();
  });
});

describe("Vietnamese names", () => {
  it("central 'tên tau là' introduces the visitor", () => {
    expect(ask("ten tau la Ho Van Loc, so 832-555-0186, nhan tin cho tien").entities.name).toBe("Ho Van Loc");
  });

  it("keeps a middle name 'Van' as typed after a Vietnamese surname, and Dutch 'van' lower case elsewhere", () => {
    expect(ask("tên tôi là Trần Van Phúc, email phuc.tran@example.com").entities.name).toBe("Trần Van Phúc");
    expect(ask("my name is Pieter Van Wyk, pieter@example.com").entities.name).toBe("Pieter van Wyk");
  });
});

describe("'company's' before a capitalised business", () => {
  it("reads the whole name", () => {
    expect(ask("it's Donna again, email's donna.k@example.com, company's Kessler Homes Katy").entities.company).toBe("Kessler Homes Katy");
  });

  it("names none before a common word", () => {
    expect(ask("the company's website is down, call me 713-555-0187").entities.company).toBeUndefined();
  });
});

describe("a member of someone's staff leaving that person's detail", () => {
  it("names the person whose detail it is, on the app named before the colon", () => {
    const reply = ask("hey, Marcy here, Dale Broussard's assistant, he wants me to leave his WhatsApp for you: 832-555-0188");
    expect(reply.entities.name).toBe("Dale Broussard");
    expect(reply.context.channel).toBe("whatsapp");
  });

  it("names the helper when the detail is their own", () => {
    expect(ask("Marcy Lee here, Dale Broussard's assistant, my cell is 832-555-0189").entities.name).not.toBe("Dale Broussard");
  });
});

describe("an address given so that something is sent to it", () => {
  it("is the e-mail channel", () => {
    expect(ask("this is Odile, Remi's partner. he told me to send my email so you can send the details: odile.b@example.com").context.channel).toBe("email");
  });
});
