import { describe, expect, it } from "vitest";
import { useTrainedEngine } from "./engine-test-support.ts";

// Blind probes 85 and 86, the Vietnamese share, by mechanism, with phrasings written for these tests: what someone named
// receives ("chủ nhà nhận gì", "người mua nhận lịch trình"), which the posts say as "Owners get…", "Buyers get…".

const { ask } = useTrainedEngine();

describe("what the owners or the buyers receive, asked with a bare 'nhận'", () => {
  it.each([
    ["Bão xong thì chủ nhà nhận gì từ hệ thống vậy?", /one summary per property/],
    ["bài về mùa bão: chủ nhà nhận báo cáo kiểu gì sau khi bão qua?", /one summary per property/],
    ["nguoi mua nhan lich trinh khi nao vay?", /night before/],
  ])("%s", (message, says) => {
    expect(ask(message).response).toMatch(says);
  });

  it("a client who texts ('khách nhắn') is not receiving", () => {
    expect(ask("khách nhắn tiếng Khmer thì bot có trả lời bằng tiếng Khmer không?").response).not.toMatch(/one summary per property/);
  });
});
