import { describe, expect, it } from "vitest";
import { useTrainedEngine } from "./engine-test-support.ts";
import { countedNoun } from "./knowledge/sentence-pick.ts";
import { questionGroups } from "./knowledge/passages.ts";

// Facts asked of a post in Vietnamese and Chinese: "theo dõi" (track) and "theo từng" (per) read as phrases, "nhắn cho
// ai" (text whom) as a message sent and no "AI", "lệnh di tản" (evacuation order), "mấy căn" (the units), "đánh dấu"
// (tag), 带看 (showings), 往西 (west), 比较好 (rather better, no comparison), 面积
// (square footage), 走路就到 (walking distance); "how should each one be written" asks what each holds; a count said
// back in the noun asked ("6 bước"); "how much buffer time" is no price.

const { conversation } = useTrainedEngine();
const STORM = "có bài viết nào về bão cho chủ nhà cho thuê không?";

describe("Vietnamese phrases of the posts", () => {
  // "theo từng" as "per each" and "mấy căn" as "units" were taken out again: as glossary lines they pulled older sets'
  // questions ("per your playbook", "chị có mấy căn cho thuê") to the wrong sentence.
  it("reads theo dõi as track", () => {
    const groups = questionGroups("theo doi theo tung ngon ngu");
    expect(groups.some((g) => g.includes("track"))).toBe(true);
  });
  it("answers whom to text when evacuation is ordered", () => {
    const replies = conversation(STORM, "khi có lệnh di tản thì bài đó bảo nhắn cho ai?");
    expect(replies[1]?.response).toMatch(/ReadyHarris|affected/);
  });
  it("answers how each tenant message should read", () => {
    const replies = conversation(STORM, "mỗi tin nhắn cho khách thuê phải viết sao cho dễ làm theo?");
    expect(replies[1]?.response).toMatch(/one topic|one link/);
  });
  it("says a checklist's count in the noun asked", () => {
    const replies = conversation(STORM, "danh sách chuẩn bị tháng 5 trong bài đó gồm mấy bước?");
    expect(replies[1]?.response).toMatch(/6 bước/);
    expect(countedNoun("có mấy việc?").unit).toBe("việc");
    expect(countedNoun("一共几步？").unit).toBe("步");
  });
});

describe("Chinese words of the posts", () => {
  it("names the traffic post by 带看 and answers the buffer in one subdivision", () => {
    expect(conversation("带看那篇文章说，同一个小区里的两套房要隔几分钟？")[0]?.response).toMatch(/10/);
  });
  it("answers why west on I-10 in the morning, 比较好 being no comparison", () => {
    expect(conversation("带看路线那篇，为什么早上往西开I-10比较好？")[0]?.response).toMatch(/commuter/);
  });
  it("answers the buffer asked without naming the post, and no price", () => {
    const [reply] = conversation("走路就到的同一个社区里两套房，中间要留多少缓冲时间？");
    expect(reply?.intent).not.toBe("pricing");
    expect(reply?.response).toMatch(/10/);
  });
  it("answers that figures like square footage are not translated", () => {
    const replies = conversation("有没有讲双语客户服务的文章？", "面积、价格这些数字也交给AI翻译吗？");
    expect(replies[1]?.response).toMatch(/systems|never translated/);
  });
});

describe("negatives", () => {
  it("keeps the AI of a Vietnamese question that names it", () => {
    expect(questionGroups("bai do noi ai tra loi khach").some((g) => g[0] === "ai")).toBe(true);
  });
  it("keeps a package price a price", () => {
    expect(conversation("gói Growth bao nhiêu tiền một tháng?")[0]?.intent).toBe("pricing");
    expect(conversation("how much is the Growth package?")[0]?.intent).toBe("pricing");
  });
  it("keeps 比较 a comparison when two things are compared", () => {
    expect(questionGroups("比较一下这两个套餐").some((g) => g.includes("compare"))).toBe(true);
  });
  it("gives a count without an asked noun as items", () => {
    expect(countedNoun("danh sách đó dài không?").unit).toBeUndefined();
  });
});
