import { describe, expect, it } from "vitest";
import { useTrainedEngine } from "./engine-test-support.ts";

// Blind probes 57 and 58's questions on the hurricane, traffic and automation-stack posts and on some site pages, by
// mechanism, with phrasings written for these tests (never the visitors' own words): the storm post's damage reports,
// vendor roster and per-unit record in Vietnamese words; "what do the owners get"; the traffic post's
// closing line in Chinese; a "p.m." inside a sentence; "does your X article say anything about…"; the Texan "y'all"
// after a comma; the tools we build on asked in Spanish, Vietnamese and Chinese; the mail program's own unsubscribe
// button asked ahead; the spam counters' retention; proving the address is one's own; who the company is.

const { ask, conversation } = useTrainedEngine();

const HURRICANE = /\/blog\/hurricane-season-playbook-for-houston-property-managers/;

describe("follow-ups on the hurricane post in Vietnamese", () => {
  it("damage reports and the vendor roster's areas", () => {
    const [list, damage, vendors] = conversation(
      "có bài nào hướng dẫn chủ nhà cho thuê chuẩn bị mùa bão không?",
      "lúc đang có bão, trợ lý ghi nhận báo cáo hư hỏng gồm những gì?",
      "danh sách nhà thầu trong bài lấy ví dụ mấy khu nào?",
    );
    expect(list?.response).toMatch(HURRICANE);
    expect(damage?.response).toMatch(/Record damage reports with the unit/);
    expect(vendors?.response).toMatch(/Pasadena/);
  });
  it("photos, timestamps and messages kept per unit are for insurance claims", () => {
    expect(ask("bài về bão khuyên lưu hình ảnh với giờ giấc theo từng căn, vậy để làm gì?").response).toMatch(/insurance claims/);
  });
});

describe("what someone gets, asked of the post shown", () => {
  it("what do the owners get after the storm", () => {
    const [, owners] = conversation("any post about hurricane season for landlords?", "once the storm passes, what do owners get, per that article?");
    expect(owners?.response).toMatch(/one summary per property/);
  });
  it("the traffic post's closing line asked in Chinese", () => {
    const [, gain] = conversation("有没有讲看房怎么避开堵车的文章？", "文章最后说多数团队发现最大的收获是什么？");
    expect(gain?.response).toMatch(/calm and on time/);
  });
});

describe("site words read whole", () => {
  it("a p.m. inside a sentence does not end it", () => {
    expect(ask("what does the traffic article say about driving from the Heights to Spring Branch around 5 pm?").response).toMatch(/West Loop and the Katy Freeway backed up/);
  });
  it("does your stack article say anything about…: the post's paragraph, not the list of posts", () => {
    expect(ask("does your automation stack article say anything about displaying other brokers' listings?").response).toMatch(/listing-broker credit/);
  });
  it("y'all after a comma is no Spanish y", () => {
    expect(ask("our renters in Pasadena flooded last year and they're nervous every hurricane season, y'all write anything on that?").response).toMatch(HURRICANE);
  });
});

describe("the tools we build on", () => {
  it.each(["¿qué herramientas usan ustedes para automatizar?", "bên bạn dùng công cụ gì để làm tự động hóa?", "你们做自动化用的是什么工具？"])("%s", (message) => {
    expect(ask(message).response).toMatch(/n8n/);
  });
});

describe("privacy page details", () => {
  it("the mail program's own unsubscribe button, asked ahead, is a question", () => {
    const reply = ask("whenever I decide I'm done with the newsletter, can I just click unsubscribe in my mail app?");
    expect(reply.act).toBe("question");
    expect(reply.response).toMatch(/works too/);
  });
  it("unsubscribe me now stays an opt-out", () => {
    expect(ask("unsubscribe me from your newsletter").act).toBe("opt_out");
  });
  it.each(["how long are the spam counters per IP address kept?", "chống spam thì bộ đếm theo địa chỉ IP giữ bao lâu?", "防垃圾的IP计数保存多久？"])("the spam counters: %s", (message) => {
    expect(ask(message).response).toMatch(/one day/);
  });
  it.each(["before you tell me what data you hold on me, must I prove the e-mail is mine?", "muốn biết các bạn lưu gì về tôi thì có phải chứng minh email là của tôi không?", "查我的资料前要先验证是我本人吗？"])("proving the address is one's own: %s", (message) => {
    expect(ask(message).response).toMatch(/confirm that the address is yours/);
  });
});

describe("who the company is, in Vietnamese", () => {
  it.each(["công ty bạn là ai vậy?", "bên bạn là ai, gồm những ai?"])("%s", (message) => {
    expect(ask(message).response).toMatch(/kỹ sư tự động hóa/);
  });
});
