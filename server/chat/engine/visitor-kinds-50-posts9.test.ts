import { describe, expect, it } from "vitest";
import { useTrainedEngine } from "./engine-test-support.ts";
import { questionGroups } from "./knowledge/passages.ts";
import { askedShapes } from "./knowledge/answer-shape.ts";

// Facts asked of a post's body: "that blog piece" names an article (not the blog), "¿menciona algo de…?" asks what the
// post says (no search of the posts), "not allowed to" asks what it must not do (also the southern Vietnamese "hổng
// được"), Chinese words for a rental inquiry ("租屋", "租厝", "询问") and for giving it to someone ("分配给") reach the
// routing table, and an example given after the question ("比如HOA那种") is part of what is asked.

const { ask, conversation } = useTrainedEngine();

describe("a post named as a 'blog piece'", () => {
  it("answers the speed-to-lead post's 15-minute backup", () => {
    expect(ask("that blog piece on answering leads fast, after how many minutes does an unanswered lead go to a backup?").response).toMatch(/15 minutes/);
  });
  it("still lists the posts when the blog is searched", () => {
    const reply = ask("is there anything on your blog about hurricanes?");
    expect(reply.response).toMatch(/\/blog\/hurricane-season/);
    expect(reply.response).not.toMatch(/must not do/);
  });
});

describe("what the hurricane post says the assistant must not do", () => {
  it("reads 'not allowed to' as what it must not do", () => {
    expect(ask("in the hurricane playbook, what is the assistant not allowed to do while the storm hits?").response).toMatch(/repair dates|rent concessions/);
  });
  it("reads the southern Vietnamese 'hổng được' as a negative asked", () => {
    expect(askedShapes("trợ lý hổng được làm gì")).toContain("negative");
    const replies = conversation("có bài viết nào về bão cho chủ nhà cho thuê không?", "bài đó nói trong lúc bão trợ lý hổng được làm những gì?");
    expect(replies[1]?.response).toMatch(/repair dates|rent concessions/);
  });
  it("does not read a plain Vietnamese yes-no question as a negative", () => {
    expect(askedShapes("có hỗ trợ tiếng Việt hông?")).not.toContain("negative");
  });
});

describe("a fact asked of the hurricane post in Spanish", () => {
  it("answers what it says about a gas smell, not the post list", () => {
    expect(ask("¿el artículo de huracanes menciona algo de un inquilino que huele gas?").response).toMatch(/911/);
  });
  it("still searches the posts for '¿tienen algo sobre…?'", () => {
    expect(ask("¿tienen algo sobre huracanes en el blog?").response).toMatch(/\/blog\/hurricane-season/);
  });
});

describe("Chinese words of the speed-to-lead routing table", () => {
  it("reads 租屋 as a rental and 分配给 as routing", () => {
    const groups = questionGroups("租屋的询问分配给谁");
    expect(groups.flat()).toEqual(expect.arrayContaining(["rental", "inquiry", "route"]));
  });
  it("answers who a rental inquiry goes to", () => {
    expect(ask("速度回应那篇文章，租屋的询问分配给谁？").response).toMatch(/Leasing coordinator|property manager/);
  });
});

describe("an example given after the question", () => {
  it("keeps 比如…那种 with the question of the bilingual post", () => {
    expect(ask("双语那篇提到哪些术语？比如HOA那种").response).toMatch(/Option period|closing costs/);
  });
});
