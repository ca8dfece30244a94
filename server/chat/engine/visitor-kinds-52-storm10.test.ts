import { describe, expect, it } from "vitest";
import { useTrainedEngine } from "./engine-test-support.ts";
import { questionGroups } from "./knowledge/passages.ts";

// Vietnamese words the stop list cut out of their phrases: "nhà" of "chủ nhà" (owner), "được" of "nhận được" (receive),
// "không được" (must not) and "tự xóa" (deleted by itself); "từ khi nào đến khi nào" asks a date range, not "đến" (to);
// "en el de huracanes, ¿…?" names the post even with a comma after its subject.

const { ask, conversation } = useTrainedEngine();
const first = (q: string): string[] => questionGroups(q).map((g) => g[0] ?? "");

describe("Vietnamese phrases held together", () => {
  it("reads 'chủ nhà', 'nhận được' and 'không được' as phrases", () => {
    expect(first("chu nha nhan duoc gi")).toEqual(expect.arrayContaining(["chu nha", "nhan duoc"]));
    expect(questionGroups("no khong duoc lam gi").some((g) => g.includes("must"))).toBe(true);
  });
  it("still drops the particles alone", () => {
    expect(first("ok nha, duoc khong")).not.toEqual(expect.arrayContaining(["nha"]));
    expect(first("lam duoc khong")).not.toContain("duoc");
  });
  it("does not read the 'nhà' of 'nhà thầu' (contractor) into 'danh sách nhà' (listings)", () => {
    expect(questionGroups("danh sach nha thau o khu vuc nao").some((g) => g.includes("mls"))).toBe(false);
  });
  it("reads 'từ khi nào đến khi nào' as the question, not as words", () => {
    expect(first("mua bao tu khi nao den khi nao")).not.toContain("den");
  });
});

describe("the hurricane post's paragraphs", () => {
  it("answers what owners receive after the storm", () => {
    expect(ask("bài về mùa bão nói sau cơn bão chủ nhà sẽ nhận được gì?").response).toMatch(/one summary per property/);
  });
  it("answers what the assistant must not do, asked with 'không được'", () => {
    const replies = conversation("có bài nào viết về mùa bão cho quản lý nhà cho thuê không?", "vậy trợ lý không được làm những gì?");
    expect(replies[1]?.response).toMatch(/repair dates|rent concessions/);
  });
  it("answers the season's dates asked as a range right after the post", () => {
    const replies = conversation("có bài viết nào về bão cho người cho thuê nhà không?", "mùa bão kéo dài từ khi nào đến khi nào vậy?");
    expect(replies[1]?.response).toMatch(/June 1|tháng 6/);
    expect(replies[1]?.response).toMatch(/November 30|tháng 11/);
  });
  it("keeps the emergency paragraph for a gas smell", () => {
    const replies = conversation("có bài nào về mùa bão không?", "người thuê báo có mùi gas thì trợ lý làm gì?");
    expect(replies[1]?.response).toMatch(/911/);
  });
  it("still refuses an off-topic weather question", () => {
    expect(ask("ngày mai trời có mưa không?").act).toBe("off_topic");
  });
});

describe("a post named as 'el de …' before a comma", () => {
  it("answers the emergency step from the hurricane post", () => {
    expect(ask("en el de huracanes, ¿qué debe decir el asistente si hay una fuga de gas?").response).toMatch(/911/);
  });
  it("still answers an add-on question without a post named", () => {
    expect(ask("¿qué servicio contesta a mis inquilinos las 24 horas?").response).toMatch(/24\/7 Customer Service Agent/);
  });
});

describe("chats deleted by themselves", () => {
  it("answers that chats are not deleted automatically", () => {
    expect(ask("cuộc trò chuyện chat có tự xóa sau một thời gian không?").response).toMatch(/not deleted automatically/);
  });
  it("keeps a thank-you ending in the particle 'nha' a thank-you", () => {
    expect(ask("ok nha, cảm ơn").act).toBe("thanks");
  });
});

describe("the chat named before what it holds is the chat's retention", () => {
  it.each(["how long do you keep my chat messages?", "how long do you keep chat conversations?", "how long do you keep my chat conversations?"])("%s", (message) => {
    expect(ask(message).response).toMatch(/until we delete them or you ask us to/);
  });
  it("the AI holding conversations in Spanish stays the languages answer", () => {
    expect(ask("can the AI chat hold conversations in Spanish?").response).not.toMatch(/privacy/i);
  });
});
