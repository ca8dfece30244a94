import { describe, expect, it } from "vitest";
import { expectOnlyPackage, useTrainedEngine } from "./engine-test-support.ts";

// Session 71's third round, on the misses of blind probes 209 (chatrecords) and 210 (franchise), first scored at
// 16b2ac63 before any of their misses was read (80.4 and 86.3 %), with phrasings written for these tests.

const { ask, conversation } = useTrainedEngine();

describe("what happens to chats", () => {
  it("their clients' chats with the AI are kept in their CRM, by the automation-stack post", () => {
    expect(ask("if a tenant chats with the bot at midnight, does that conversation get stored in our CRM?").response).toMatch(/^Yes\. .*every conversation ends up/s);
    expect(ask("客户跟AI的对话记录会存到我们的CRM吗？").response).toMatch(/^是的。/);
  });

  it("what the AI told the client, seen by the agent it hands over to, is the hand-off summary's yes", () => {
    expect(ask("¿mi agente puede ver lo que la IA le dijo al cliente?").response).toMatch(/^Sí\./);
    expect(ask("AI把客户交给我的时候，我能看到它之前跟客户聊了什么吗？").response).toMatch(/^是的。/);
  });

  it("this chat: who reads it, whether it deletes itself, whether what is typed is kept", () => {
    expect(ask("who on your end can see these chats?").response).toMatch(/Our team can read conversations in the staff portal/);
    expect(ask("do these chats get deleted automatically after a couple weeks?").response).toMatch(/^No\. .*not deleted automatically/s);
    expect(ask("我在这个对话框里写的东西，你们会保存吗？").response).toMatch(/^是的。/);
  });

  it("deleting this whole chat is a deletion request", () => {
    expect(ask("please erase this entire conversation and whatever you kept of it").act).toBe("deletion");
    expect(ask("bórrenmelo todo, no quiero que quede nada de esto").act).toBe("deletion");
  });
});

describe("franchises", () => {
  it("a visitor under a franchise is no question of franchises of ours", () => {
    expectOnlyPackage(ask("we're a Keller Williams franchise, three offices and 40 agents. which package fits?").response, "Enterprise");
    expect(ask("the franchise gives us Follow Up Boss and we're keeping it. will your AI plug into Follow Up Boss?").response).toMatch(/^Yes, we work with Follow Up Boss/);
  });

  it("a franchise of ours is still the named gap; the franchise's fees and head office are gaps", () => {
    expect(ask("do you offer franchises?").response).toMatch(/whether we offer franchises/);
    expect(ask("¿El pago de la franquicia de Century 21 incluye su servicio? Pagamos regalías cada mes").response).toMatch(/^Nuestro sitio no dice eso/);
    expect(ask("你们的系统总部批准过你们吗？跟总部有合作吗？").response).toMatch(/没有提到这一点/);
  });
});

describe("smaller readings", () => {
  it("a team lead running agents on her own is a team", () => {
    expectOnlyPackage(ask("my team lead runs 5 agents on her own, what would y'all put her on").response, "Growth");
  });

  it("connecting it all and testing it, asked as 'y'all would', is the done-for-you yes", () => {
    expect(ask("so you guys would set it all up and test it for us?").response).toMatch(/^Yes\. Done-for-you setup/);
  });

  it("custom integrations named in Spanish get their price", () => {
    expect(ask("¿las integraciones personalizadas cuánto salen?").response).toMatch(/^Custom Integrations: \$250/);
  });

  it("what was spent or taken in at a fair is a sum, off-topic", () => {
    expect(ask("2 funnel cakes at $7 and 3 sodas at $2, what'd I spend").act).toBe("off_topic");
    expect(ask("Bán 4 ký cá, 120 ngàn một ký, vậy được bao nhiêu tiền?").act).toBe("off_topic");
  });

  it("the AI handing over when it cannot answer, in Chinese, is the FAQ's yes", () => {
    const r = ask("机器人答不了的时候，会转给人工吗？");
    expect(r.act).toBe("question");
    expect(r.response).toMatch(/^是的。/);
  });
});

describe("in a conversation", () => {
  it("deleted on its own, asked right after the chat's answer, is the retention no", () => {
    const [, deleted] = conversation("你们会保存我在聊天里写的内容吗？", "过一阵子会自动删除吗？");
    expect(deleted?.response).toMatch(/^不/);
  });
});
