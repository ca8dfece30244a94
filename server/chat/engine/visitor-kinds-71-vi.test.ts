import { describe, expect, it } from "vitest";
import { useTrainedEngine } from "./engine-test-support.ts";

// Vietnamese misses of the probes up to 70, by mechanism, with phrasings written for these tests (never the visitors'
// own): whether someone checks the connections of a self-setup, asked without "right" ("có ai kiểm tra giúp không");
// central "tự mần/tự nối" and "khỏi trả phí cài" of the free self-setup; northern "chả hỏi giá đâu" setting the price
// aside; the blog's categories asked as "mấy mục", "chia theo chủ đề nào"; a post searched for "bằng tiếng Việt" (the
// language kept, not read as the "viết" of "bài viết"); the post that introduces the newsletter, asked by what it does.

const { ask } = useTrainedEngine();

describe("whether the connections of a self-setup are checked, 'right' unsaid", () => {
  it.each([
    "nếu em tự cài đặt thì có ai kiểm tra kết nối giúp em không?",
    "mình tự kết nối CRM thì bên bạn có xem lại giúp không?",
    "tui tự nối hết rồi, bên mấy chị có coi lại trước khi chạy hông?",
  ])("%s", (text) => {
    const reply = ask(text).response;
    expect(reply).toMatch(/^Có\./);
    expect(reply).toMatch(/kiểm thử|kiểm tra/);
  });
});

describe("the free self-setup said in central and southern words", () => {
  it.each(["tụi tui tự mần hết thì có mất tiền cài đặt không?"])("%s", (text) => {
    expect(ask(text).response).toMatch(/không có phí cài đặt/);
  });
});

describe("the price set aside in northern words", () => {
  it.each(["mà em chả hỏi giá đâu nhé, gói Foundation có chat trên web không?"])("%s", (text) => {
    expect(ask(text).response).not.toMatch(/liên hệ để biết giá/);
  });
});

describe("the blog's categories asked as sections or topics", () => {
  it.each(["blog bên bạn chia bài viết theo những chủ đề nào?", "bản tin có mấy mục vậy anh?", "blog có bao nhiêu chủ đề bài viết?"])("%s", (text) => {
    expect(ask(text).response).toMatch(/Strategy/);
  });
});

describe("a post about answering clients in their language, 'bằng tiếng Việt'", () => {
  it.each(["có bài nào về AI nói chuyện với khách bằng tiếng Việt không?", "có bài viết nào về trả lời người mua bằng tiếng Việt không ạ?"])("%s", (text) => {
    expect(ask(text).response).toMatch(/\/blog\/bilingual-client-care/);
  });
});

describe("the post introducing the newsletter, asked by what it does", () => {
  it.each(["có bài nào giới thiệu bản tin hằng tuần không", "is there a post that introduces your newsletter?", "¿tienen algún artículo que presente su boletín?"])("%s", (text) => {
    expect(ask(text).response).toMatch(/welcome-to-the-ai-advantage-weekly/);
  });
});
