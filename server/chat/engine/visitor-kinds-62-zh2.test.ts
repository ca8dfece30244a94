import { describe, expect, it } from "vitest";
import { extractEntities } from "./entities.ts";
import { useTrainedEngine } from "./engine-test-support.ts";

// Blind probes 59 and 60's Chinese questions of the posts, the home page and the privacy page, by mechanism, with
// phrasings written for these tests: Chinese words linked to the site's English ones (扒 → scrape, 公告条 → announcements,
// 蹦出来 → what stays closed, 图 → image, 别的网站 → hosted elsewhere, 空档表 → availability, 记住 → memory, 多出 →
// increase); the 的 of 别的 kept with its word; prices listed beside addresses are no office visit; a place before 的
// after a comma is no business; a sentence saying what is done "rather than" what was asked gets no "yes".

const { ask, conversation } = useTrainedEngine();

describe("the home page's figures asked as a rise", () => {
  it("'多出/增加多少' on the home page is the lead-capture figure, not the live card", async () => {
    const r = await ask("首页上写的，线索用了AI以后多出来多少？");
    expect(r.response).toMatch(/300%/);
    expect(r.response).not.toMatch(/本周线索 142/);
  });
});

describe("the stack post's listing-data paragraph", () => {
  it("'扒' is scraping", async () => {
    const r = await ask("自动化工具那篇文章里，可以把HAR上的房源数据扒下来吗？");
    expect(r.response).toMatch(/scrape|IDX|RESO/);
  });
});

describe("the privacy page's storage and other-sites lines", () => {
  it("a closed announcement bar coming back: it stays closed, and the answer is no", async () => {
    const zh = await ask("公告栏关掉以后，下次来网站还会再出现吗？");
    expect(zh.response).toMatch(/stay closed/);
    expect(zh.response).toMatch(/^不/);
    const en = await ask("I shut the announcement banner, will it pop up again next time?");
    expect(en.response).toMatch(/stay closed/);
  });
  it("a blog image on another site", async () => {
    const r = await ask("博客里的配图要是放在别的网站上，会怎么样？");
    expect(r.response).toMatch(/hosted elsewhere|that host/);
  });
});

describe("follow-ups on the stack post", () => {
  it("a separate availability sheet: each agent's real calendar, without a yes", async () => {
    const [, , sheet] = conversation("你们有讲MLS、CRM和日历怎么对接的文章吗？", "那篇里CRM该加什么栏位？", "约看房的时候，单独弄个空档表给AI看行不行？");
    expect(sheet?.response).toMatch(/real availability|each agent/);
    expect(sheet?.response).not.toMatch(/^是的/);
  });
  it("prices and addresses kept by the AI: from the systems, not the model's memory (no office answer)", async () => {
    const [, memory] = conversation("你们有讲MLS、CRM和日历怎么对接的文章吗？", "那房价和地址交给AI自己记得行吗？");
    expect(memory?.response).toMatch(/memory|systems/);
    expect(memory?.response).not.toMatch(/办公室/);
  });
});

describe("the traffic post's areas", () => {
  it("a place before 的 after a comma is no business, so the post's line names it", async () => {
    expect(extractEntities("那篇文章说，Pearland的房子跟哪里的一起看？").company).toBeUndefined();
    const r = await ask("交通看房那篇文章里，Katy的房子跟哪片的排在同一天？");
    expect(r.response).toMatch(/Cinco Ranch/);
  });
});
