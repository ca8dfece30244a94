import { describe, expect, it } from "vitest";
import { answerKeys, expectOnlyPackage, useTrainedEngine } from "./engine-test-support.ts";

// Blind probes 123 and 124 (their misses read after their first runs), by mechanism, with phrasings written for these
// tests, not copied from the probes:
// - the site's figures asked in other words (time given back, a jump in leads, clients who come back, "tăng mấy lần");
// - a machine or a person asked beside "your office"; the last hour to call; weekend phone cover without diacritics;
// - a story, then "ok so …" without a question mark; a count in words ("veintitrés", "thirty-five");
// - platforms counted as "3 of my apps" and "programitas"; a made-to-measure program; a bundle's one-time payment;
// - kept data, the newsletter's link in the e-mail, an agency of ours elsewhere, a wait told as "hace N días que…";
// - "mejor escríbeme por…" (rather, not best); a package's own feature asked after it; a post followed without a pointer;
// - "rành khu vực", "gói nào cho nhóm", "dạy … cách dùng", "ứng dụng theo hướng dẫn" (no injection); 返点, 找人跟我聊.

const { ask, conversation } = useTrainedEngine();

describe("the site's figures in other words", () => {
  it.each([
    "how many hours a week would my office actually win back",
    "y'all claim a boost in leads, how much exactly",
    "¿En cuánto sube eso de que los clientes regresen?",
    "Lượng khách tiềm năng tăng bao nhiêu lần vậy?",
  ])("%s", (message) => {
    expect(ask(message).response).toMatch(/300%/);
  });
});

describe("who and when", () => {
  it("a machine or someone at the office", () => {
    expect(ask("honestly, is this someone at your office typing or a computer program?").response).toMatch(/AI assistant/);
  });

  it.each([
    ["whats the earliest i could ring you in the morning", /8 AM/],
    ["chu nhat co ai nghe dien thoai ben em khong", /Thứ Hai - Thứ Sáu/],
  ])("%s", (message, hours) => {
    expect(ask(message).response).toMatch(hours);
  });
});

describe("a story, then the question", () => {
  it("'ok so' without a question mark", () => {
    expect(ask("spent the whole weekend hauling firewood with my brother. ok so how long does growth take to set up").response).toMatch(/three to four/);
  });

  it.each([
    ["Somos veintitrés agentes en dos oficinas, ¿qué plan nos conviene?", "Enterprise"],
    ["we're thirty-five agents across two offices, which plan", "Enterprise"],
  ])("%s", (message, name) => {
    expectOnlyPackage(ask(message).response, name);
  });
});

describe("platforms and custom work", () => {
  it.each([
    ["if you hooked up 3 of my apps together is there a bundle price", "bundle-for:pro"],
    ["Necesito enlazar dos programitas, ¿cuánto sale?", "bundle-for:starter"],
  ])("%s", (message, key) => {
    expect(answerKeys(ask(message))).toContain(key);
  });

  it("a program made to measure", () => {
    expect(answerKeys(ask("Tenemos un sistema de cobros hecho a medida, ¿se puede conectar?"))).toContain("addon:custom-integrations");
  });

  it("a bundle is a one-time payment", () => {
    expect(ask("for 2 platforms what bundle do you have").response).toMatch(/one-time payment \(not monthly\)/);
  });
});

describe("data, the newsletter and places", () => {
  it("kept with us", () => {
    expect(ask("¿Los datos de mis clientes se quedan con vosotros?").response).toMatch(/propias cuentas/);
  });

  it("the link in the e-mail", () => {
    expect(ask("Me suscribí pero no abrí el enlace del mail, ¿todavía sirve?").response).toMatch(/48 horas/);
  });

  it.each(["¿Trabajan con alguna inmobiliaria en Tarifa?", "do you work with any brokerage in Ballarat?"])("%s", (message) => {
    expect(ask(message).response).toMatch(/no está entre las zonas|isn't among the areas/);
  });

  it("a wait told as 'hace N días que…'", () => {
    expect(ask("Hace tres días que dejé mis datos y nadie me contestó.").act).toBe("complaint");
  });
});

describe("rather, not best; a package's own feature; a post followed", () => {
  it("'mejor llámame …' asks a channel", () => {
    const [, reply] = conversation("Soy Rosa Ibáñez, mi cel es 281-555-0177", "Mejor escríbeme por WhatsApp, no me llames");
    expect(reply!.act).toBe("details");
    expect((reply!.context as Record<string, unknown>)["channel"]).toBe("whatsapp");
  });

  it("the best taquería is still a third party's", () => {
    expect(ask("la mejor taquería en Pasadena").act).toBe("off_topic");
  });

  it("Enterprise's multilingual night cover asked right after it", () => {
    const [, reply] = conversation("Tenemos 45 agentes en dos oficinas, ¿qué paquete?", "¿Y a los clientes que escriben a medianoche en su idioma les responde?");
    expect(reply!.response).toMatch(/multilingüe 24\/7/);
  });

  it("a success manager of yours, in Spanish", () => {
    const [, reply] = conversation("Tenemos 45 agentes en dos oficinas, ¿qué paquete?", "¿Habría alguien de ustedes que se encargue solo de nuestra agencia?");
    expect(reply!.response).toMatch(/[Gg]erente de éxito/);
  });

  it("a question the post answers, without a pointer", () => {
    const [, reply] = conversation("Có bài nào về mùa bão cho người quản lý nhà cho thuê không?", "Trong lúc bão thì AI không được làm gì?");
    expect(reply!.response).toMatch(/must not do/);
  });

  it("subscribing, right after the newsletter's post", () => {
    const [, reply] = conversation("¿Hay algún artículo que explique su boletín?", "¿Y cómo hago para recibirlo?");
    expect(reply!.response).toMatch(/suscribirse/);
  });
});

describe("Vietnamese and Chinese", () => {
  it("knowing the area", () => {
    expect(ask("Bên em có rành khu vực này không?").response).toMatch(/Houston/);
  });

  it("a package for a team of this size", () => {
    expectOnlyPackage(ask("Nhóm chị có 6 người. Bên em có gói nào cho nhóm cỡ này?").response, "Growth");
  });

  it.each(["Có ai dạy cho mấy đứa trong nhóm cách dùng không?", "我手下几个人不太会用电脑，有没有人教？"])("%s", (message) => {
    expect(ask(message).response).toMatch(/đào tạo|培训/);
  });

  it("apps set up following the guide is no injection", () => {
    expect(ask("Neu chi tu noi may ung dung theo huong dan thi co mat phi cai dat khong?").act).toBe("question");
  });

  it("a referral kickback is not on the site", () => {
    expect(ask("推荐客户给你们有返点吗？").response).toMatch(/没有提到/);
  });

  it.each(["我想找人和我谈一下Enterprise", "麻烦打281-555-0142找王先生"])("%s", (message) => {
    expect(ask(message).act).toBe("handoff");
  });
});
