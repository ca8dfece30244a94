import { describe, expect, it } from "vitest";
import { useTrainedEngine } from "./engine-test-support.ts";

// Regional Chinese read as standard Mandarin (Sichuan/Chongqing 莫得, 啥子, 好多 for 多少, a closing 不; Shandong 俺,
// 那嘎达), Houston's places by their Chinese names (糖城, 凯蒂, 密苏里城) and places we do not list asked in Chinese,
// short Chinese follow-ups read with the turn before (unsubscribing after the newsletter, "would it be sold?" after the
// data answer), and the Chinese ways of asking for a call, a bundle, a self-setup or where to ask for deletion.

const { ask, conversation } = useTrainedEngine();

describe("regional Chinese words", () => {
  it("莫得 and 好多钱 ask whether there is something and what it costs", () => {
    const reply = ask("有莫得帮我看凯蒂房市数据的东西？好多钱一个月？");
    expect(reply.act).toBe("question");
    expect(reply.response).toContain("Market Dashboard");
    expect(reply.response).toContain("$149");
  });
  it("auto-posting for one's rentals, asked with 俺 and 啥子, is the Social Scheduler, not the tenants' agent", () => {
    const reply = ask("俺想在Facebook上给出租房自动发帖，有啥子加的服务？");
    expect(reply.response).toContain("Social Scheduler");
    expect(reply.response).not.toContain("Customer Service Agent");
  });
  it("'要钱不' after connecting it oneself asks whether the self-setup is free", () => {
    expect(ask("要是俺们自己连，要钱不？").response).toContain("免费自行安装");
  });
  it("'啥套餐' after a solo profile asks which package; '有啥套餐' asks what there is", () => {
    expect(ask("我就一个人，网站上想弄个AI聊天的，接客户，啥套餐？").response).toContain("Foundation");
    expect(ask("有啥套餐？").response).toMatch(/三个套餐/);
  });
  it("the visitor's own restaurant sets the scene; a restaurant asked about is still not ours", () => {
    expect(ask("我的餐厅附近有什么好吃的？").act).toBe("off_topic");
  });
});

describe("places in Chinese", () => {
  it("凯蒂 is Katy, and 密苏里城 right after is Missouri City, which the site does not list", () => {
    const [katy, missouri] = conversation("你们凯蒂有服务不", "密苏里城呢");
    expect(katy?.response).toContain("是的，我们服务Katy");
    expect(missouri?.act).toBe("question");
    expect(missouri?.response).toContain("没有列出Missouri City这个");
  });
  it("a place asked with 在…有服务吗 that the site does not list is said to be unlisted", () => {
    expect(ask("你们在奥斯汀有服务吗？").response).toContain("没有列出奥斯汀");
  });
  it("a business named after a place keeps its name", () => {
    expect(ask("我是刘芳，在糖城地产工作，电话 281-555-0161").context.lead).toMatchObject({ company: "糖城地产" });
  });
});

describe("requests and follow-ups in Chinese", () => {
  it("'帮我约个 call' with a number is a hand-off, not only details", () => {
    expect(ask("麻烦帮我约个 call 吧，电话 281-555-0188").act).toBe("handoff");
  });
  it("a company label with a closing particle is stored without it", () => {
    expect(ask("我叫王芳，电话 713-555-0199，公司叫 Golden Gate Realty 哦").context.lead).toMatchObject({ company: "Golden Gate Realty" });
  });
  it("unsubscribing, asked right after the newsletter, gets the newsletter's unsubscribe link", () => {
    const [, out] = conversation("电子报的确认链接多久失效？", "以后不想看了怎么退订？");
    expect(out?.response).toMatch(/unsubscribe|退订/);
  });
  it("where to write to have one's data deleted is a question, not the request itself", () => {
    const reply = ask("想删除我的资料要发邮件给谁？");
    expect(reply.act).toBe("question");
    expect(reply.response).toContain("hello@bayoucity.ai");
  });
  it("client data asked with English words is kept in their own accounts, and a bare 'sold?' after it is never", () => {
    const [where, sold] = conversation("我们的 client data 存哪里，安不安全？", "那会不会拿去卖？");
    expect(where?.response).toContain("自己的账户");
    expect(sold?.response).toContain("绝不出售");
  });
  it("串 platforms with a 組合方案 asks for the bundle that covers them", () => {
    expect(ask("想串兩個平台：Gmail跟HubSpot，有組合方案嗎？").response).toContain("Starter Bundle");
  });
  it("a tool used to keep the books is a tool to connect, not a request for bookkeeping", () => {
    const reply = ask("我平时用 Airtable 记账，连这个多少钱");
    expect(reply.response).toContain("$150");
    expect(reply.response).not.toContain("没有记账");
  });
});
