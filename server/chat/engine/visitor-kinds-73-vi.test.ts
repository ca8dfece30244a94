import { describe, expect, it } from "vitest";
import { useTrainedEngine } from "./engine-test-support.ts";

// Vietnamese misses of the storm post, by mechanism, with phrasings written for these tests (never the visitors' own):
// "viết sao cho dễ làm theo" (so they are easy to act on) asks what each message holds, as "mỗi" does; "thế nào"
// (how) is no article's "nào"; a storm season coming and how to warn the tenants asks for the posts, the tenants only
// setting the scene (not the 24/7 agent); "chỉ cách" (shows how) frames the question.

const { ask, conversation } = useTrainedEngine();

describe("what a storm message should hold, asked by its aim", () => {
  it.each(["bài mùa bão khuyên soạn tin nhắn cho khách thuê sao cho dễ làm theo?", "theo blog, tin báo bão cho tenant phải soạn ra sao cho dễ hiểu?"])("%s", (text) => {
    expect(ask(text).response).toMatch(/one topic/);
  });
  it("'thế nào' after the post was shown", () => {
    const replies = conversation("có bài nào về mùa bão cho chủ nhà cho thuê không?", "tin nhắn gửi người thuê mỗi lần nên soạn thế nào?");
    expect(replies.at(-1)!.response).toMatch(/one topic/);
  });
});

describe("a storm season coming, the tenants only its scene", () => {
  it.each([
    "sắp tới mùa bão rồi, tui có mấy căn nhà cho thuê, làm sao báo cho người thuê kịp thời?",
    "hurricane season is almost here and I rent out a fourplex: how should I notify the tenants?",
  ])("%s", (text) => {
    expect(ask(text).response).toMatch(/hurricane-season-playbook/);
  });
});

describe("'gửi qua đó cũng được' after an e-mail address", () => {
  it("names e-mail as the channel", () => {
    expect(ask("Thu đây, email của em là thu.le@example.net, gửi qua đó cũng được ạ").context.channel).toBe("email");
  });
});
