import { describe, expect, it } from "vitest";
import { useTrainedEngine } from "./engine-test-support.ts";

// Vietnamese misses of probes 77 and 78, by mechanism, with phrasings written for these tests (never the visitors'
// own): a thanks that goes on to praise the answers (longer than a bare thanks, still no question); a platform count
// said before its counted noun in a chattier follow-up ("lên sáu cái luôn, lúc đó tính sao"); a place follow-up after a
// served area that closes on "thì sao" and says in an aside whose place it is.

const { ask, conversation } = useTrainedEngine();

describe("a thanks that praises the answers is a thanks", () => {
  it.each([
    "Cảm ơn mấy em nhiều lắm nha, giải thích dễ hiểu ghê luôn",
    "Dạ em cám ơn anh chị, tư vấn nhiệt tình quá trời luôn đó",
    "cam on ben minh nhieu nha, tra loi chi tiet qua chung",
  ])("%s", (text) => {
    expect(ask(text).act).toBe("thanks");
  });
  it("a thanks with a question in it stays a question", () => {
    expect(ask("Cảm ơn nhiều, giải thích chi tiết vậy là gói Growth có CRM không").act).toBe("question");
  });
});

describe("a platform count before its counted noun in a chatty bundle follow-up", () => {
  it.each(["Chắc sang năm tăng lên sáu cái luôn, lúc đó tính sao mấy em?", "Mà cuối năm nay chắc thành 6 nền tảng luôn á, lúc đó sao anh chị?"])("%s", (text) => {
    const replies = conversation("Nối Gmail thì phí cài đặt bao nhiêu?", "Thêm Slack nữa là 2 cái, có gói nào không?", text);
    expect(replies[2]?.response).toMatch(/Enterprise Bundle/);
  });
});

describe("a place follow-up closing on 'thì sao', with an aside on whose place it is", () => {
  it.each(["Còn Gulfton thì sao anh chị?", "Còn Alief Heights, chỗ văn phòng tụi em thì sao?", "Còn Westbury, nơi nhóm em hay làm thì sao?"])("%s", (text) => {
    const replies = conversation("Bên mình có làm ở Katy không?", text);
    expect(replies[1]?.intent).toBe("location");
    expect(replies[1]?.response).toMatch(/không có trong danh sách khu vực/);
  });
});
