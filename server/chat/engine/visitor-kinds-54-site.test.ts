import { describe, expect, it } from "vitest";
import { useTrainedEngine } from "./engine-test-support.ts";

// Blind probes 53 and 54's questions on the site's own pages, by mechanism, with phrasings written for these tests
// (never the visitors' own words): "do you log my IP on the site" is the visit statistics (the verb, not the server
// logs); an outside analytics company named is the statistics' "no outside analytics company"; how the visitor came to
// the site is its own section; what the contact form keeps; booking opening on another service; one e-mail with a link
// after signing up (and never clicking it) is the confirmation link; where my details go is who else gets a copy; the
// self-setup checked by us; monitoring and monthly tuning after launch; who plans the rollout; staff speaking a language
// not listed and our headcount asked in Vietnamese are unknowns. A verb asked plain ("delete") meets "deleted".

const { ask, conversation } = useTrainedEngine();

describe("the IP address asked of the site, as a verb", () => {
  it.each(["does the site log my IP address while I look around?", "is my IP logged when I visit your website?"])("%s", (message) => {
    const reply = ask(message);
    expect(reply.response).toMatch(/\/privacy#statistics/);
    expect(reply.response).toMatch(/hash|not stored|don't contain/);
  });
  it("the server logs named as a thing stay the retention section", () => {
    expect(ask("are IP addresses kept in your server logs?").response).toMatch(/\/privacy#retention/);
  });
});

describe("an outside analytics company named", () => {
  it.each(["do you run Google Analytics on this website?", "¿su sitio usa alguna empresa externa para las estadísticas?", "website bên anh có xài Google Analytics không?", "你们网站用谷歌分析吗？"])("%s", (message) => {
    const reply = ask(message);
    expect(reply.response).toMatch(/\/privacy#statistics/);
    expect(reply.response).toMatch(/outside analytics|No participa|bên ngoài|第三方|外部/);
  });
});

describe("how the visitor came to the site", () => {
  it.each(["do you keep track of which campaign link brought me here?", "¿guardan cómo los encontré, el anuncio que piqué?"])("%s", (message) => {
    const reply = ask(message);
    expect(reply.response).toMatch(/\/privacy#how-you-found-us/);
  });
});

describe("what the contact form keeps", () => {
  it.each(["what do you store when I send the contact form?", "¿qué datos guardan cuando lleno el formulario?"])("%s", (message) => {
    const reply = ask(message);
    expect(reply.response).toMatch(/\/privacy#contact-form/);
    expect(reply.response).toMatch(/WhatsApp/);
  });
});

describe("booking opens on another service", () => {
  it.each(["when I book a call, is that on another site?", "¿la reserva de la cita es en otro servicio?"])("%s", (message) => {
    expect(ask(message).response).toMatch(/another service|otro servicio/);
  });
  it("booking on another day is still booking", () => {
    expect(ask("can I book a consultation for next Tuesday?").response).toMatch(/cal\.example\.com/);
  });
});

describe("one e-mail with a link after signing up is the confirmation", () => {
  it.each(["joined the newsletter, all I got was an email with a link, is something wrong?", "si nunca le doy clic al enlace del boletín, ¿qué pasa?"])("%s", (message) => {
    expect(ask(message).response).toMatch(/48/);
  });
  it("never clicking it, right after the link's life", () => {
    const [, reply] = conversation("how long is the newsletter confirmation link good for?", "what if I don't click it at all?");
    expect(reply.response).toMatch(/nothing more|never click/);
  });
  it("asking for the newsletter is not the privacy section", () => {
    expect(ask("do you have a link to the newsletter?").response).not.toMatch(/\/privacy#newsletter/);
  });
});

describe("where my details go from the form", () => {
  it("the list of who else gets a copy, HubSpot on it", () => {
    expect(ask("when I fill in the contact form, where does it all go, what database is it?").response).toMatch(/HubSpot/);
  });
});

describe("the self-setup checked by us", () => {
  it.each(["if I connect the CRM myself, can you check I did it right?", "si yo mismo hago la conexión, ¿ustedes revisan que esté bien?", "我自己设置连接，你们会帮我检查对不对吗？"])("%s", (message) => {
    expect(ask(message).response).toMatch(/review|revisamos|检查|审核|上线前/);
  });
  it("setting up alone, unchecked, is not the review", () => {
    expect(ask("can I do the setup myself for free?").response).not.toMatch(/tested end to end/);
  });
});

describe("after launch: monitoring and monthly tuning", () => {
  it.each(["once it's live do you just vanish, or is someone monitoring it?", "¿después de instalarlo alguien le da seguimiento?", "có ai giám sát với tinh chỉnh mỗi tháng không?", "上线后你们还会监控吗？"])("%s", (message) => {
    expect(ask(message).response).toMatch(/monitoring|monitoreando|giám sát|每月/i);
  });
  it("how long to go live stays the timeline", () => {
    expect(ask("how long until it goes live?").response).toMatch(/two weeks/);
  });
});

describe("who plans the rollout, after its time", () => {
  it("the package's rollout in its own words", () => {
    const [, , reply] = conversation("which package fits a brokerage of 60 agents?", "how long does that take?", "and who does the planning?");
    expect(reply.response).toMatch(/leadership/);
  });
});

describe("unknowns: staff languages not listed, our headcount in Vietnamese", () => {
  it.each(["does anybody on your team speak Haitian Creole?", "¿alguien de su equipo habla quechua?", "Bên anh có bao nhiêu nhân viên vậy?"])("%s", (message) => {
    const reply = ask(message);
    expect(reply.response).toMatch(/555-0100|hello@bayoucity\.ai/);
    expect(reply.response).not.toMatch(/\$\d/);
  });
});

describe("a verb asked plain meets the passage's past form", () => {
  it("deleting the chat automatically", () => {
    expect(ask("do you delete chat history automatically?").response).toMatch(/not deleted automatically/);
  });
  it("onboarding included", () => {
    expect(ask("is onboarding included?").response).toMatch(/onboarding|step/i);
  });
});
