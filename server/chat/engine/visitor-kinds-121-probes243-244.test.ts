import { describe, expect, it } from "vitest";
import { SITE_DOES_NOT_SAY, useTrainedEngine } from "./engine-test-support.ts";
import { factGloss } from "./knowledge/fact-gloss.ts";

// Session 78's first round, on the misses of blind probes 243 (past clients) and 244 (inbox overload), first scored at
// 7f5415d8 before any of their misses was read (92.3 and 89.2 %), the rest left from 241-242, and "is it possible to get
// more info?" refused as off-topic; with phrasings written for these tests.

const { ask, conversation } = useTrainedEngine();

describe("more information asked for, nothing named", () => {
  it("at the start is what we build and how to reach the team, in four languages", () => {
    for (const said of ["is it possible to get more info?", "could I get some more information please", "tell me more"]) {
      const reply = ask(said);
      expect(reply.act).toBe("question");
      expect(reply.response).toMatch(/^Here is what we build/);
      expect(reply.response).toContain("hello@bayoucity.ai");
    }
    expect(ask("¿Me podrían mandar más información sobre sus servicios?").response).toMatch(/^Esto es lo que creamos/);
    expect(ask("Cho em xin thêm thông tin với ạ").response).toMatch(/^Chúng tôi xây dựng/);
    expect(ask("可以发我一些资料吗？").response).toMatch(/^我们为房地产专业人士提供/);
  });

  it("right after an add-on is more of that add-on, not the add-ons in general", () => {
    const [, more] = conversation("how much is the email commander?", "can I get more info?");
    expect(more?.response).toMatch(/^Email Commander/);
  });
});

describe("a laugh about family asks nothing of us", () => {
  it("is off-topic chatter, whatever CRM, inbox or AI it mentions", () => {
    expect(ask("haha my grandma still writes every phone number on the fridge, she calls it her database").act).toBe("off_topic");
    expect(ask("Mi abuela guarda todos los teléfonos en una libreta y dice que es su base de datos, jajaja").act).toBe("off_topic");
    expect(ask("Mẹ em ở Huế cứ nhắn tin Zalo cả ngày, điện thoại em lúc nào cũng kêu haha").act).toBe("off_topic");
    expect(ask("我老婆说我的手机比她还重要，天天回客户信息，哈哈").act).toBe("off_topic");
  });

  it("family calling the visitor in Chinese is no call asked of us; the visitor's own team told is still read", () => {
    expect(ask("我爸每天晚上都给我打电话，问我吃了没，哈哈").act).toBe("off_topic");
    expect(ask("我是王丽，电话713-555-0123，请给我打电话").act).toBe("handoff");
    expect(ask("my husband and I are a team of 3 lol").response).toMatch(/Growth/);
  });

  it("a sum of their own in Chinese is off-topic", () => {
    expect(ask("鸡蛋8块钱一斤，买3斤多少钱？").act).toBe("off_topic");
  });
});

describe("what the site never says of an inbox and of keeping in touch by post", () => {
  it("archiving, spam, attachments, translation and a monthly allowance are gaps", () => {
    expect(ask("can Email Commander keep a copy of every email for our compliance records?").response).toMatch(SITE_DOES_NOT_SAY.en);
    expect(ask("¿El sistema me filtra el spam del correo?").response).toMatch(SITE_DOES_NOT_SAY.es);
    expect(ask("Email Commander có đọc được file đính kèm không?").response).toMatch(SITE_DOES_NOT_SAY.vi);
    expect(ask("邮件能帮我翻译成中文吗？").response).toMatch(SITE_DOES_NOT_SAY.zh);
    expect(ask("一个月最多能处理几封邮件？").response).toMatch(SITE_DOES_NOT_SAY.zh);
  });

  it("being unsubscribed from others' newsletters is a gap; unsubscribing from ours is still an opt-out", () => {
    const others = ask("will it unsubscribe me from all those marketing emails I never read?");
    expect(others.act).toBe("question");
    expect(others.response).toMatch(SITE_DOES_NOT_SAY.en);
    expect(ask("unsubscribe me from your newsletter").act).toBe("opt_out");
  });

  it("e-mails translated for the visitor to read name no channel to reach them by", () => {
    const reply = ask("Nó có dịch email sang tiếng Việt cho em đọc được không?");
    expect(reply.act).toBe("question");
    expect(reply.response).toMatch(SITE_DOES_NOT_SAY.vi);
  });

  it("gifts, cards and post sent to past clients are gaps", () => {
    expect(ask("does it mail out holiday cards to my past clients?").response).toMatch(SITE_DOES_NOT_SAY.en);
    expect(ask("¿Les mandan regalos de cierre a los compradores?").response).toMatch(SITE_DOES_NOT_SAY.es);
    expect(ask("Bên em có gửi quà tân gia cho khách không?").response).toMatch(SITE_DOES_NOT_SAY.vi);
    expect(ask("有没有给老客户寄贺卡的服务？").response).toMatch(SITE_DOES_NOT_SAY.zh);
  });
});

describe("keeping in touch with past clients", () => {
  it("is Automated Client Management, in four languages, without a 'Yes' to a 'how'", () => {
    const how = ask("how do y'all help me stay connected with past buyers years later?").response;
    expect(how).toMatch(/Automated Client Management/);
    expect(how).not.toMatch(/^Yes/);
    expect(ask("¿Cómo me ayudan a seguir en contacto con mis clientes de hace años?").response).toMatch(/Gestión automatizada de clientes/);
    expect(ask("Có cách nào giữ liên lạc với khách cũ không em?").response).toMatch(/Quản lý khách hàng tự động/);
    expect(ask("怎么跟老客户保持联系？").response).toMatch(/自动化客户管理/);
  });
});

describe("the size told after an add-on, and an add-on budget", () => {
  it("'which package?' with the team's size right after an add-on is the package that fits them", () => {
    const [, vi] = conversation("what's the price of the messaging add-on?", "Tụi tui có 4 người, xài gói nào thì hợp?");
    expect(vi?.response).toMatch(/Growth/);
    const [, es] = conversation("¿Cuánto cuesta el Voice AI?", "Somos 25 agentes, ¿con cuál paquete va eso?");
    expect(es?.response).toMatch(/^Le sugiero Enterprise/);
  });

  it("a monthly add-on budget in Vietnamese and Chinese lists the add-ons within it", () => {
    expect(ask("Mỗi tháng tui để ra chừng 140 đô cho dịch vụ thêm, lấy được cái nào?").response).toMatch(/Enhanced Messaging: \$129/);
    expect(ask("附加服务每个月预算大约200美元，可以加什么？").response).toMatch(/Voice AI：\$197/);
  });
});

describe("answered at odd hours", () => {
  it("the add-on that answers, asked of a Saturday evening, is the AI agent around the clock", () => {
    const [, night] = conversation("how much is the voice ai?", "would it still pick up on a saturday evening?");
    expect(night?.response).toMatch(/^Yes\. Your AI agent holds natural conversations/);
  });

  it("'does it answer at night?' in Spanish is a yes; 'do you open on Saturdays?' is our hours", () => {
    expect(ask("¿Responde también de madrugada y los feriados?").response).toMatch(/^Sí\. Su agente de IA/);
    expect(ask("¿atienden los sábados?").response).toMatch(/Nuestro equipo atiende lunes - viernes/);
  });
});

describe("posts named and stories told", () => {
  it("another post named with 'send that one too' is its link", () => {
    const [, second] = conversation("把飓风那篇的链接给我", "Automation Stack那篇也发一下");
    expect(second?.response).toContain("/blog/your-houston-automation-stack-connecting-mls-crm-and-calendar");
  });

  it("a question asked of a post it names is answered from that post", () => {
    expect(ask("Trong bài Speed to Lead, môi giới không phản hồi khách bao nhiêu phút thì bị chuyển cho trưởng nhóm?").response).toMatch(/15 phút/);
  });

  it("an English passage's 'forty e-mails' is glossed as a count", () => {
    expect(factGloss(["Owners get one summary per property instead of forty separate e-mails."], "vi")).toContain("40 email");
    expect(factGloss(["Owners get one summary per property instead of forty separate e-mails."], "zh")).toContain("40封邮件");
  });

  it("a home-town remark before the question, or 'but real quick', leaves the question to answer", () => {
    expect(ask("back home in Mineola we got one red light, so Houston traffic still rattles me. does your scheduling plan showings around traffic?").response).toMatch(/^Yes\. Traffic-Aware Scheduling/);
    expect(ask("gonna go fishing at the lake this weekend lol, but real quick what time do y'all close on fridays").response).toMatch(/^Our team is available Monday - Friday/);
  });

  it("a firm named '… Casas' is the visitor's company", () => {
    const reply = ask("Lidia Pozo, de Pozo Casas, mi cel es 612-555-0143");
    expect(reply.context.lead.company).toBe("Pozo Casas");
  });
});
