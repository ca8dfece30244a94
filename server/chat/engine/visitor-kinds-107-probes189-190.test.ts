import { describe, expect, it } from "vitest";
import { useTrainedEngine } from "./engine-test-support.ts";
import { eachFit } from "./each-fit.ts";

// Session 68's second round, on the misses of blind probes 189 and 190 (first scored at 3b69f8fc, before any of their
// misses was read: 89.1 and 88.9 %), with phrasings written for these tests: a package for each of two people
// (each-fit.ts), the visitor's people answered at odd hours or handed to a person (night-answers.ts), and smaller
// readings of what-if questions.

const { ask, conversation } = useTrainedEngine();

describe("a package for each of two people in one message", () => {
  it("each size gets its package, in the order said, in the four languages", () => {
    const en = ask("my sister works alone, I lead a team of 9. which plan for her and which for me?").response;
    expect(en.indexOf("Foundation")).toBeGreaterThanOrEqual(0);
    expect(en.indexOf("Foundation")).toBeLessThan(en.indexOf("Growth"));
    const es = ask("Yo trabajo sola y mi socio tiene una correduría de 40 agentes. ¿Qué le conviene a cada uno?").response;
    expect(es.indexOf("Foundation")).toBeLessThan(es.indexOf("Enterprise"));
    const vi = ask("Anh có nhóm 6 người, còn vợ anh làm một mình. Mỗi người chọn gói nào?").response;
    expect(vi.indexOf("Growth")).toBeLessThan(vi.indexOf("Foundation"));
    const zh = ask("我和我弟一个单干一个有12个经纪的团队，我们分别选哪个套餐？").response;
    expect(zh.indexOf("Foundation")).toBeLessThan(zh.indexOf("Growth"));
  });

  it("is not read where only one size is told or no one asks for each", () => {
    expect(eachFit("we're a team of 5 and we each want the dashboard, which package?")).toBeNull();
    expect(eachFit("I'm solo, what would you suggest?")).toBeNull();
  });
});

describe("the visitor's people answered at odd hours, or handed to a person", () => {
  it("is the FAQ's around the clock, with its yes, in the four languages", () => {
    expect(ask("if a buyer messages at 1am on a Sunday, does anybody reply?").response).toMatch(/^Yes\. .*around the clock/);
    expect(ask("¿Si un comprador escribe un domingo en la madrugada le contestan?").response).toMatch(/^Sí\. .*a toda hora/);
    expect(ask("Khách nhắn vào cuối tuần lúc khuya thì có ai trả lời không?").response).toMatch(/^Có\./);
    expect(ask("买家周末凌晨发消息，有人回复吗？").response).toMatch(/^是的。/);
  });

  it("the hour told in one part and who answers in the next", () => {
    expect(ask("say a seller emails at 3 a.m. while I'm asleep, does something reply right away?").response).toMatch(/around the clock/);
  });

  it("a client wanting a person is passed on", () => {
    expect(ask("if a buyer wants a real person, does it hand them to me?").response).toMatch(/^Yes\. .*hands the conversation/);
  });

  it("tenants at night are the 24/7 agent's, and a count is no price guessed", () => {
    const reply = ask("we manage 120 doors, can your AI answer tenants overnight?").response;
    expect(reply).toContain("24/7 Customer Service Agent");
    expect(reply).not.toMatch(/^No\./);
  });
});

describe("what-if questions and smaller readings", () => {
  it("the size grown to, and people brought on", () => {
    expect(ask("if we grow from 5 to 25 agents, which plan then?").response).toMatch(/I'd suggest Enterprise/);
    expect(ask("假如团队从3个人发展到25个人，选哪个？").response).toContain("Enterprise");
    const [, grown] = conversation("it's only me right now, which package?", "and if I bring 4 of my friends on as agents, what then?");
    expect(grown?.response).toMatch(/I'd suggest Growth/);
    expect(ask("my daughter just got licensed and will work alone, what should she start with?").response).toMatch(/I'd suggest Foundation/);
  });

  it("an add-on later in the year, and a messaging price by the month", () => {
    expect(ask("¿Y si el año que viene le sumamos el Market Dashboard, se puede?").response).toMatch(/^Sí\./);
    expect(ask("how much per month is texting over sms and whatsapp?").response).toMatch(/^Enhanced Messaging: \$129/);
  });

  it("gaps asked in a what-if are answered as gaps, never refused", () => {
    expect(ask("Si no me convence, ¿me devuelven la plata?").response).toMatch(/no dice/);
    expect(ask("Nếu em dừng ngang thì có bị phạt không?").response).toMatch(/không nói/);
    expect(ask("¿Tienen clientes en Colombia?").response).toMatch(/no dice/);
    expect(ask("¿Con quién estoy chateando, con un humano o con una IA?").response).toMatch(/asistente de IA/);
    expect(ask("can it work out cap rates on my rentals?").response).toMatch(/doesn't say/);
  });

  it("a reason before a request to repeat it in English changes nothing", () => {
    const [, english] = conversation("¿cuánto cuesta el Voice AI?", "Mi contador solo lee inglés, ¿me lo puede repetir en inglés?");
    expect(english?.language).toBe("en");
    expect(english?.response).toContain("Voice AI: $197/month");
  });

  it("a post with its own Spanish version is linked in Spanish, the original beside it", () => {
    const reply = ask("¿Me pasa el enlace del artículo en español sobre contestar rápido a los prospectos?").response;
    expect(reply).toContain("/es/blog/responda-a-cada-prospecto-en-houston-en-cuestion-de-minutos");
    const listed = ask("¿Tienen algún artículo en español? Páseme el enlace").response;
    expect(listed).toContain("/es/blog/responda-a-cada-prospecto-en-houston-en-cuestion-de-minutos");
    expect(listed).toContain("(original en inglés: /blog/speed-to-lead-answer-every-houston-inquiry-within-minutes)");
    expect(ask("那篇讲飓风季的，发个链接给我").response).toContain("/blog/hurricane-season-playbook-for-houston-property-managers");
  });

  it("the package that has a feature, asked as the one that has it, and a rough count of platforms", () => {
    expect(ask("¿Cuál es el plan que tiene gerente de éxito dedicado?").response).toMatch(/^Enterprise/);
    expect(ask("要连的系统大概五六个，选哪个安装套装？").response).toContain("Enterprise Bundle");
    expect(ask("¿los datos de mis clientes se quedan conmigo si me voy?").response).toMatch(/sus propias cuentas/);
  });

  it("leaving, said the local way", () => {
    expect(ask("ok I'm gone, y'all have a good one").act).toBe("goodbye");
  });
});
