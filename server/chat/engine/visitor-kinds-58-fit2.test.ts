import { describe, expect, it } from "vitest";
import { answerKeys, useTrainedEngine } from "./engine-test-support.ts";

// Fit, platforms, add-ons and hijacks, in phrasings written for these tests: a platform's name that holds "SMS" and
// what it is used for ("for texting my tenants") are no channel to reach the visitor; a count of platforms supposed;
// "which one's that?" after the features wanted; the go-live time asked beside a dedicated manager; posts put on
// Facebook said in Vietnamese; a tool of the visitor's own making in Chinese; recipes, groceries and bakeries that name
// a package, a head count or a served place; a property manager's "which package?"; brokerage brands.

const { conversation } = useTrainedEngine();
const last = (...messages: string[]) => conversation(...messages).at(-1)!;
const answered = (...messages: string[]) => answerKeys(last(...messages));

describe("platforms counted", () => {
  it("Twilio SMS used for texting one's own tenants is a platform to connect, not a way to reach the visitor", () => {
    for (const ask of ["we just have Twilio SMS for texting my clients. how much to connect it?", "Twilio SMS is the one platform I have for texting my clients. how much to connect it?"]) {
      const reply = last(ask);
      expect(reply.act, ask).toBe("question");
      expect(reply.response, ask).toContain("$200-$350");
    }
  });
  it("a total said after it ('so that's two', 'that makes four') is the bundle of that size", () => {
    const turns = conversation("only platform we have is Twilio SMS for texting our tenants, setup cost?", "plus Airtable, so that's two", "and add Mailchimp and Slack, that makes four");
    expect(turns[1]!.response).toContain("Starter Bundle");
    expect(turns[2]!.response).toContain("Pro Bundle");
  });
  it("a count of platforms supposed asks for the bundle that covers them", () => {
    expect(answered("y si fueran tres plataformas: Outlook, Slack y QuickBooks?")).toContain("bundle-for:pro");
    expect(answered("còn nếu hai nền tảng thì sao? Gmail với Airtable")).toContain("bundle-for:starter");
    expect(answered("如果是两个平台呢？Outlook、Airtable")).toContain("bundle-for:starter");
  });
});

describe("which package", () => {
  it("'which one's that?' after the features wanted names the package that holds them", () => {
    for (const ask of [
      "our 9 agents need the automated follow-up and the traffic-aware showing scheduler. Which one's that?",
      "tenemos 7 agentes y queremos seguimiento automático y el agendador de visitas, ¿cuál sería ese?",
    ]) expect(answered(ask), ask).toContain("recommend:growth");
  });
  it("the go-live time asked beside a dedicated manager is the time, not the manager's yes", () => {
    for (const ask of ["chị cần người quản lý riêng, gói Enterprise triển khai mất bao lâu vậy?", "要专属经理的话，Enterprise多久能上线？"]) {
      expect(answered(ask), ask).not.toContain("entry:success-manager");
      expect(last(ask).response, ask).toMatch(/sáu đến tám|六到八/);
    }
  });
  it("a property manager counting units gets the package question first, asked without their role again", () => {
    for (const ask of ["I manage 30 apartments in Katy, which package would fit us?", "Administro 15 departamentos, ¿qué paquete me sirve?", "我管理20套出租房，选哪个套餐？"]) {
      const reply = last(ask);
      expect(reply.context.lastAnswers[0]?.t, ask).toBe("recommend-ask");
      expect(reply.response, ask).not.toMatch(/property manager\?|administra propiedades\?|物业经理？/);
    }
  });
  it("managing alone puts Foundation before the tenants' add-on", () => {
    const keys = answered("I handle 15 apartments all by myself, what package fits me?");
    expect(keys[0]).toBe("recommend:foundation");
  });
  it("a brokerage brand is whom the visitor works for: the audience answer, not the areas", () => {
    for (const ask of ["do you guys work with Coldwell Banker agents?", "¿ustedes trabajan con agentes de Keller Williams?"]) {
      const reply = last(ask);
      expect(reply.intent, ask).toBe("about");
      expect(reply.response, ask).not.toContain("Memorial Villages");
    }
  });
});

describe("add-ons named by what they do", () => {
  it("listings posted on Facebook automatically, said in Vietnamese with 'mấy', are the Social Scheduler", () => {
    expect(answered("em muốn tự động đăng mấy căn hộ cho thuê lên Instagram, dịch vụ nào vậy?").join(" ")).toContain(":social-scheduler");
  });
  it("a program of their own making is Custom Integrations, whatever it counts", () => {
    for (const ask of ["我们老板用一个自己写的提成小程序，能接上吗？怎么收费？", "our broker uses a tracker she built herself, can you hook it up?"]) {
      expect(last(ask).response, ask).toContain("$250");
    }
  });
});

describe("errands that name a package, a head count or a place", () => {
  it("are off-topic", () => {
    for (const ask of [
      "how much brisket for 25 guests at my Katy open house?",
      "¿cómo se hacen los tamales? somos 4 en la oficina",
      "¿me da la receta del pozole? es para celebrar que contratamos el Growth",
      "cho em công thức làm bánh bò cho 10 người nha",
      "cô muốn nấu bún bò đãi 8 khách ở Katy, cần mua gì?",
      "where can I pick up a king cake near Sugar Land for my office?",
      "哪个牌子的酱油好？Katy的超市有卖吗",
    ]) expect(last(ask).act, ask).toBe("off_topic");
  });
  it("a question about our own follow-up, said with 'cómo se hace', stays a question", () => {
    expect(last("¿cómo se hace el seguimiento automático?").act).toBe("question");
  });
});
