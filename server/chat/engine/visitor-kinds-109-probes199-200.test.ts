import { describe, expect, it } from "vitest";
import { useTrainedEngine } from "./engine-test-support.ts";

// Session 70's second round, on the misses of blind probes 199 (techshy) and 200 (existingclient), first scored at
// 9424d36a before any of their misses was read (90.0 and 89.0 %), with phrasings written for these tests.

const { ask } = useTrainedEngine();

describe("a client already started", () => {
  it("adding something now is adding later: the FAQ's yes, with the add-on named", () => {
    expect(ask("we signed up with y'all in March and went live last week, can we still add the Market Dashboard?").response).toMatch(/^Yes\. Any time\.[\s\S]*Market Dashboard: \$149\/month/);
    expect(ask("Ya somos clientes desde enero, ¿todavía podemos agregar el Social Scheduler?").response).toMatch(/^Sí\./);
    expect(ask("我们已经上线两个月了，现在还能加Voice AI吗？").response).toMatch(/^可以/);
  });

  it("the size they have now, not the size they had, picks the package to move to", () => {
    expect(ask("I started on Foundation back when it was just me, now there's 6 of us. what should I move up to?").response).toMatch(/^I'd suggest Growth/);
    expect(ask("Arrancamos con Foundation cuando era yo sola, ahora somos 5 agentes, ¿a cuál nos pasamos?").response).toMatch(/^Le sugiero Growth/);
  });

  it("'I'm a client, I need a real person' is the visitor's own hand-off", () => {
    expect(ask("I'm an existing customer and I need a real person about my account").act).toBe("handoff");
    expect(ask("what if my clients need a real person?").act).toBe("question");
  });

  it("the AI we set up has stopped answering: a complaint, with nothing sold beside it", () => {
    const zh = ask("你们的AI这两天都不回客户消息了，怎么搞的");
    expect(zh.act).toBe("complaint");
    expect(zh.response).not.toMatch(/\$/);
    expect(ask("our bot hasn't been answering our leads since Monday, this is a mess").act).toBe("complaint");
    expect(ask("does your AI stop answering at night?").act).toBe("question");
  });

  it("a portal, the account's status or the card on file is a gap the site leaves", () => {
    expect(ask("where's the customer portal login to see our account?").response).toMatch(/doesn't say/);
    expect(ask("¿Cómo actualizo la tarjeta con la que me cobran?").response).toMatch(/no dice/);
  });
});

describe("not good with technology", () => {
  it("having to set it up yourself is the FAQ's no", () => {
    expect(ask("do we have to hook all of it up ourselves? I'm hopeless with computers").response).toMatch(/^No\.[\s\S]*done-for-you/i);
  });

  it("someone doing it with our guides is the self-setup's yes, whatever skill is told first", () => {
    expect(ask("my daughter is great with tech, can she set it all up with your guides and skip the fee?").response).toMatch(/^Yes\. With the free self-setup/);
    expect(ask("¿Puede mi sobrina conectar las plataformas con sus guías?").response).toMatch(/^Sí\./);
    expect(ask("if my nephew sets it up himself is there still a setup fee?").response).toMatch(/^No\./);
  });

  it("a helpline, a printed manual, a home visit or a new computer are gaps", () => {
    expect(ask("after launch is there a tech support line I can ring?").response).toMatch(/doesn't say/);
    expect(ask("can you send me a printed manual in large print?").response).toMatch(/doesn't say/);
    expect(ask("có ai tới văn phòng chị hướng dẫn tận nơi được không?").response).toMatch(/không nói/);
    expect(ask("你们能帮我挑一台电脑吗？").response).toMatch(/没有提到/);
  });
});

describe("smaller readings", () => {
  it("a claim heard elsewhere, put with a question mark, gets its yes or no", () => {
    expect(ask("my cousin said the Social Scheduler is only $200 to set up?").response).toMatch(/^No\./);
  });

  it("a figure read back in Chinese or Vietnamese opens with the plain yes", () => {
    expect(ask("Email Commander一个月197美元，对吧？").response).toMatch(/^是的/);
    expect(ask("Voice AI一个月99美元，对吧？").response).toMatch(/^不是/);
  });

  it("a weekday within our days is a yes; which days a person answers is our hours", () => {
    expect(ask("¿Su oficina abre los jueves?").response).toMatch(/^Sí\./);
    expect(ask("你们哪几天有人上班？").response).toMatch(/周一 - 周五/);
  });

  it("'接' before a platform's name asks whether we connect it", () => {
    expect(ask("你们可以接Follow Up Boss吗？").response).toMatch(/^可以，我们支持Follow Up Boss/);
  });

  it("our phone number asked in Chinese is no hand-off", () => {
    expect(ask("急事，给我电话号码").act).toBe("question");
  });

  it("two things bought and their total is off-topic", () => {
    expect(ask("got boots for $120 and a hat for $60 at the rodeo, what's that all come to").act).toBe("off_topic");
  });
});
