import { describe, expect, it } from "vitest";
import { answerKeys, expectOnlyPackage, useTrainedEngine } from "./engine-test-support.ts";

// Blind probe 87, the Chinese share, by mechanism, with phrasings written for these tests: the books named before the
// tool to connect; a kind of home no post is about; "别再" that opts out of nothing; whether the top package is needed,
// asked by someone who said who they are; two add-ons listed in one message; a bundle count closing the question; the
// bundle covering the most platforms; "post" as the verb in a Chinese sentence; posts put up on a network named first;
// the services' own Chinese titles; a voice of one's own for Voice AI; southwestern 好久, 哪门, 克; the form's path, and
// the form said short (联系表); what every package can do (都能); how long something is kept (留多久).

const { ask, conversation } = useTrainedEngine();

describe("the books' own tool, to connect", () => {
  it("记账 named before the niche software", () => {
    const reply = ask("我们记账用的是一款很冷门的软件，能不能帮忙定制对接？大概怎么收费？").response;
    expect(reply).toMatch(/Custom Integrations/);
    expect(reply).not.toMatch(/没有记账/);
  });

  it("记账 with the software after it", () => {
    expect(ask("我们公司记账用的是一个没名气的软件，能帮我们定制对接吗？").response).toMatch(/Custom Integrations/);
  });

  it("asking us to do the books is still not offered (guard)", () => {
    expect(ask("你们可以帮我们做记账吗？").response).toMatch(/没有记账/);
  });
});

describe("a kind of home no post is about", () => {
  it("学区房", () => {
    const reply = ask("有没有写学区房的文章？").response;
    expect(reply).not.toMatch(/\/blog\/[\w-]/);
    expect(reply).toMatch(/没有.{0,12}文章/);
  });

  it("学区房, asked of the blog", () => {
    expect(ask("你们博客讲过学区房吗？").response).not.toMatch(/\/blog\/[\w-]/);
  });

  it("a subject a post is about still lists it (guard)", () => {
    expect(ask("有没有写飓风季准备的文章？").response).toMatch(/hurricane-season/);
  });
});

describe("别再 opts out of contact only", () => {
  it("stop keeping your rules is no opt-out", () => {
    expect(ask("你别再守你们那套规矩了").intent).not.toBe("opt_out");
  });

  it("stop bothering me still is (guard)", () => {
    expect(ask("以后别再打扰我了").intent).toBe("opt_out");
  });

  it("stop calling me still is (guard)", () => {
    expect(ask("别再给我打电话了").intent).toBe("opt_out");
  });
});

describe("whether the top package is what they need", () => {
  it("units counted ask who works with them", () => {
    const reply = ask("我手里管着15套出租公寓，是不是得上最贵的那个套餐？").response;
    expect(reply).toMatch(/一个人管理/);
    expect(reply).not.toMatch(/成果：扩大经纪公司规模/);
  });

  it("a team of six gets Growth", () => {
    expectOnlyPackage(ask("我们是6个人的小团队，有必要买最大的套餐吗？").response, "Growth");
  });

  it("a brokerage listing the top package's things gets Enterprise recommended", () => {
    const reply = ask("我们经纪公司50个经纪人，要管理层仪表板和专属客户经理，是不是就该上最大的那个？").response;
    expect(reply).toMatch(/推荐您选择Enterprise/);
  });

  it("one person asking of Enterprise by name gets Foundation", () => {
    expectOnlyPackage(ask("就我自己一个经纪人，需要Enterprise吗？").response, "Foundation");
  });

  it("the same in English", () => {
    expectOnlyPackage(ask("we're a team of 4 agents, should we get the biggest plan?").response, "Growth");
  });

  it("a feature asked of the top package stays the feature's question (guard)", () => {
    expect(ask("最大的套餐才有专属客户经理吗？").response).toMatch(/专属客户成功经理/);
  });
});

describe("two add-ons listed in one message", () => {
  it("e-mail sorting and the round-the-clock agent in their language", () => {
    const [first, second] = conversation("想问两样：一个能帮我整理邮箱的AI，另外一个全天候用客户母语回复的客服，各自多少钱？", "第二个的安装费呢？");
    expect(first?.response).toMatch(/Email Commander/);
    expect(first?.response).toMatch(/24\/7 Customer Service Agent/);
    expect(second?.response).toMatch(/\$3,000/);
  });
});

describe("bundle counts", () => {
  it("the total closing the question after what was added", () => {
    const [, reply] = conversation("我们要接两个平台，安装费怎么算？", "要是又多了两个，四个呢？");
    expect(answerKeys(reply!)).toContain("bundle-for:pro");
  });

  it("next year's count is no month or year", () => {
    const [, reply] = conversation("接四个平台多少钱", "明年又多两个，六个的话呢？");
    expect(answerKeys(reply!)).toContain("bundle-for:enterprise");
  });

  it("the one that takes the most platforms", () => {
    const [, reply] = conversation("接两个平台多少钱", "那能接的平台最多的是哪一个？");
    expect(reply?.response).toMatch(/Enterprise Bundle/);
  });
});

describe("posting to the networks", () => {
  it("post as the verb in a Chinese sentence", () => {
    const reply = ask("想把新listing自动post去Instagram，Social Scheduler几钱？").response;
    expect(reply).toMatch(/Social Scheduler/);
    expect(reply).not.toMatch(/只有英文版/);
  });

  it("the network named before the listings posted", () => {
    expect(ask("想在Facebook跟IG上每天自动发新房源帖子，有什么附加服务？安装费和月费多少？").response).toMatch(/Social Scheduler/);
  });
});

describe("the services by their Chinese titles", () => {
  it("自动化客户管理", () => {
    expect(ask("自动化客户管理指的是什么？").response).toMatch(/跟进、提醒/);
  });

  it("定制数据分析看板", () => {
    expect(ask("定制数据分析看板是什么？").response).toMatch(/^这由我们的定制数据分析看板负责/);
  });
});

describe("a voice of one's own", () => {
  it("the boss's voice", () => {
    const reply = ask("Voice AI打电话的时候能不能用我老板本人的声音？").response;
    expect(reply).toMatch(/没有提到/);
    expect(reply).toMatch(/hello@bayoucity\.ai/);
  });

  it("a cloned voice, in English", () => {
    expect(ask("Could Voice AI clone my own voice for the calls?").response).toMatch(/doesn't say/);
  });
});

describe("southwestern Mandarin", () => {
  it("好久 at the question's end asks how long", () => {
    expect(ask("网站访问的统计数字你们要存好久？").response).toMatch(/\/privacy#retention/);
  });

  it("哪门 asks what", () => {
    expect(ask("你们说的自动化客户管理，到底是搞哪门子的？").response).toMatch(/跟进/);
  });
});

describe("the form's path stands apart from the Chinese text", () => {
  it("a form instead of a call", () => {
    expect(ask("不想打电话，有没有在线表格可以给你们留言？").response).toMatch(/(?:^|\s)\/contact\b/);
  });
});

describe("more of the site's words", () => {
  it("every package can connect (都能)", () => {
    expect(ask("三个套餐是不是都能接我的Outlook日历？").response).toMatch(/每个套餐都包括/);
  });

  it("联系表 is the contact form", () => {
    expect(ask("联系表里面身份那一项有哪些可以选？").response).toMatch(/物业经理/);
  });

  it("how long something is kept is no go-live time", () => {
    const reply = ask("访客统计的数据你们留多久？").response;
    expect(reply).toMatch(/\/privacy#retention/);
    expect(reply).not.toMatch(/两周内上线/);
  });

  it("能不能用 asks, it does not complain", () => {
    expect(ask("这个聊天助手能不能用在我们公司的网站上？").intent).not.toBe("complaint");
  });

  it("a service asked for by what it does, after the need was told", () => {
    expect(ask("我的电话每天响个不停，根本接不过来。有没有帮忙接听、筛选来电的服务？").response).toMatch(/^这由我们的Voice AI负责/);
  });
});
