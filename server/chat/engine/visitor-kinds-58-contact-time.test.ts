import { describe, expect, it } from "vitest";
import { useTrainedEngine } from "./engine-test-support.ts";

// Right after the visitor left a phone or e-mail for the team, a message that only says when to reach them is noted
// (contact-time.ts), in the four languages; the same words with a question, or before any contact, stay what they were.

const { conversation } = useTrainedEngine();

describe("when to reach them, after their contact details", () => {
  it.each([
    ["can someone call me? I'm Priya, 713-555-0142", "after 5 is best for me", /Noted, Priya.*713-555-0142/s],
    ["I'd like a person to contact me: sam@example.com", "monday morning works", /Noted.*sam@example\.com/s],
    ["¿me puede llamar alguien? 832-555-0177", "mejor el jueves en la tarde", /Anotado.*832-555-0177/s],
    ["cho em gặp nhân viên, email em là lan@example.com", "sáng thứ hai nha", /Đã ghi nhận.*lan@example\.com/s],
    ["请安排人联系我，邮箱 wei@example.com", "周五下午都可以", /已记下.*wei@example\.com/s],
  ])("%s → %s", (first, when, expected) => {
    const [, reply] = conversation(first, when);
    // After a person was asked for, the time is part of that request (a handoff); after details alone it is a detail.
    expect(reply?.act).toBe("handoff");
    expect(reply?.response).toMatch(expected);
    expect(reply?.response).toMatch(/cal\.example\.com/);
  });
});

describe("what stays as it was", () => {
  it("a question with a time in it is answered as a question", () => {
    const [, reply] = conversation("please have someone call me, 713-555-0142", "tomorrow afternoon works, how long does Growth take to set up?");
    expect(reply?.response).toMatch(/three to four/);
  });
  it("a time after details given without a person asked for is a detail", () => {
    const [, reply] = conversation("my email is kim@example.com", "after 5 is best for me");
    expect(reply?.act).toBe("details");
    expect(reply?.response).toMatch(/Noted.*kim@example\.com/s);
  });
  it("a time with no contact left is not a lead's detail", () => {
    const [reply] = conversation("monday morning works");
    expect(reply?.act).not.toBe("details");
  });
});
