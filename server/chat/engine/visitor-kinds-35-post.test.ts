import { describe, expect, it } from "vitest";
import { useTrainedEngine } from "./engine-test-support.ts";
import { expandShorthand } from "./text.ts";

// Facts asked of a blog post's body: "the post you got" names a post already known (no search of the blog), the
// hurricane post's work orders and their approval in Vietnamese and Taiwanese Chinese (風颱 is a typhoon), a time asked
// with the central Vietnamese "mô", and "vuestro" as a word of address, not a word the answer must hold.

const { ask } = useTrainedEngine();

describe("a post named with 'you got'", () => {
  it("answers from its paragraph, not with the list of posts", () => {
    const cases: [string, string][] = [
      ["that storm playbook post you got, which months does it say the season covers?", "June 1"],
      ["the speed to lead article you got, what happens when the agent doesn't reply in 15 minutes?", "Team lead or backup agent"],
    ];
    for (const [message, expected] of cases) {
      const reply = ask(message);
      expect(reply.response, message).toContain(expected);
      expect(reply.response, message).not.toContain("From our blog");
    }
  });
});

describe("who approves the work orders after a storm", () => {
  it("is the manager, asked in Vietnamese and in Taiwanese Chinese", () => {
    for (const message of ["bài bão đó, sau khi bão qua thì ai phê duyệt lệnh sửa chữa?", "bài về bão có nói ai phê duyệt phiếu sửa chữa không", "風颱季的那篇文章，風颱過後工單誰核准？"]) {
      const reply = ask(message);
      expect(reply.response, message).toContain("for a manager to approve with one click");
    }
  });
});

describe("words that ask", () => {
  it("reads the central Vietnamese 'mô' after a time word as 'nào'", () => {
    expect(expandShorthand("mùa bão hết ngày mô")).toContain("ngày nào");
    expect(expandShorthand("lúc mô gửi tin")).toContain("lúc nào");
  });
  it("does not weigh 'vuestro' against the paragraph that answers", () => {
    const reply = ask("En vuestro artículo de prospectos, ¿por dónde hay que empezar?");
    expect(reply.response).toContain("HAR.com");
  });
});
