import { describe, expect, it } from "vitest";
import { readableChinese } from "./chinese-variants.ts";
import { extractEntities } from "./entities.ts";
import { useTrainedEngine } from "./engine-test-support.ts";

// Blind probes 65 and 66's Chinese misses (Ningxia and Henan flavoured Mandarin), by mechanism: 恁们 read as 你们 once,
// a given name alone after 我是/我叫, "自己动手接/装" as the free self-setup, the bundles said to be a one-time fee, the
// privacy page's details (what the chat is filed under, what the site keeps in the browser, how a change of the policy
// is made known, the chat's copy that survives a reload, how long how-the-visitor-came is kept), the custom assistant
// trained on the visitor's own listings and voice, a named post's paragraph found by what is asked without the post's
// name, and the others listed beside a name set aside ("除了 n8n"). Phrasings written for these tests.

const { ask, conversation } = useTrainedEngine();
const text = (message: string) => ask(message).response;

describe("Henan and Shandong pronouns", () => {
  it("reads 恁们 as 你们, not 你们们", () => {
    expect(readableChinese("恁们公司在哪？")).toBe("你们公司在哪？");
    expect(readableChinese("恁们的套餐贵不贵")).not.toContain("们们");
  });
});

describe("a given name alone", () => {
  it("takes the given name after 我是 beside a phone or e-mail, or after 我叫", () => {
    expect(extractEntities("我是雪琳，电话832-555-0142").name).toBe("雪琳");
    expect(extractEntities("我叫春梅").name).toBe("春梅");
    expect(ask("邮箱给你：meiling.z@example.org，我是丽娟").response).toContain("丽娟");
  });

  it("leaves roles and plain words as they are", () => {
    expect(extractEntities("我是新手，电话713-555-0111").name).toBeUndefined();
    expect(extractEntities("我是丽华").name).toBeUndefined();
    expect(extractEntities("我是明天打电话713-555-0111").name).toBeUndefined();
  });
});

describe("setup and bundles", () => {
  it("reads 自己动手接/装 after the platforms counted as the free self-setup", () => {
    const [, second] = conversation("Outlook 安装费多少", "我们自己动手装呢");
    expect(second?.response).toMatch(/免费/);
    expect(text("要是我们自己动手接平台呢")).toMatch(/免费自行安装/);
  });

  it("says the bundles are a one-time fee, in every language", () => {
    expect(text("捆绑包要按月付吗？")).toMatch(/一次性/);
    expect(text("are the bundles billed every month?")).toMatch(/one-time/);
    expect(text("¿los bundles se pagan cada mes?")).toMatch(/pago único/);
  });
});

describe("the privacy page's details", () => {
  it("answers what the chat is filed under with the random ID, not the IP", () => {
    expect(text("这个聊天你们用什么来区分我，是IP吗？")).toMatch(/random ID/);
    expect(text("do you keep this chat under my IP address?")).toMatch(/random ID/);
  });

  it("answers what the site keeps in the browser with the storage section", () => {
    expect(text("网站往我的浏览器里放了哪些东西？")).toMatch(/privacy#storage/);
    expect(text("what does your website store in my browser?")).toMatch(/random visitor ID/);
  });

  it("answers how a change of the policy is made known", () => {
    expect(text("隐私条款以后变了，会通知我吗？")).toMatch(/privacy#changes/);
    expect(text("if your privacy policy changes, how will I know?")).toMatch(/update this page/);
  });

  it("answers where the chat stays after a reload with the browser's copy", () => {
    const reply = ask("页面一刷新聊天记录还在，这些消息放在哪？");
    expect(reply.act).toBe("question");
    expect(reply.response).toMatch(/60/);
    expect(text("if I refresh the page is the chat still there?")).toMatch(/survives a reload/);
  });

  it("answers how long how-the-visitor-came is kept, asked with 从哪个网站过来", () => {
    expect(text("我从哪个网站过来的，你们记录能存多久？")).toMatch(/session storage|tab/);
  });
});

describe("the custom assistant trained on the visitor's own business", () => {
  it("answers with what every package includes", () => {
    expect(text("助手是用我们的房源资料训练的吗")).toMatch(/说话风格|业务/);
    expect(text("你们的助手会学我们的说话风格吗？")).toMatch(/说话风格/);
  });
});

describe("a named post asked about without its name's words", () => {
  it("answers from the paragraph holding what is asked", () => {
    expect(text("回复线索要快的那篇文章提到，遇到哪些情况要转真人接管？")).toMatch(/person takes over/);
    expect(text("speed to lead那篇讲的，哪些情况助手要交给真人？")).toMatch(/person takes over/);
  });
});

describe("the others named beside a name set aside", () => {
  it("answers from the paragraph listing it with others, not one naming it alone", () => {
    expect(text("那篇讲自动化的文章里，除了 n8n 还有别的工具吗？")).toMatch(/Zapier/);
    expect(text("apart from n8n, what other tools does your article name?")).toMatch(/Zapier/);
    expect(text("aparte de n8n, ¿qué otras herramientas nombra el artículo?")).toMatch(/Zapier/);
  });
});
