import { describe, expect, it } from "vitest";
import { useTrainedEngine } from "./engine-test-support.ts";

// Blind probes 81 and 82 and the older Vietnamese and Chinese misses, by mechanism, with phrasings written for these
// tests: a Vietnamese program of the visitor's own whose ownership closes the phrase ("app đặt lịch riêng", "phần mềm
// tính lương cũ rích", "… bạn chị viết riêng") asked to be connected is Custom Integrations.

const { ask } = useTrainedEngine();

describe("a Vietnamese program of their own, connected", () => {
  it.each([
    "cái app đặt lịch riêng của tụi em có nối được không, giá sao?",
    "phần mềm tính lương nhân viên văn phòng cũ xì, kết nối vô được hông?",
    "tui có phần mềm thu tiền nhà cũ rích, bên bạn nối vô được không?",
    "chị có chương trình theo dõi sửa chữa bạn chị viết riêng, kết nối được không, tính phí sao?",
    "app quản lý khách thuê riêng của văn phòng, nối được không, giá sao?",
  ])("%s", (message) => {
    const reply = ask(message);
    expect(reply.language).toBe("vi");
    expect(reply.response).toMatch(/^Custom Integrations: \$250/);
  });
});

// "gửi check giấy qua bưu điện", "ký check": how we are paid is a fact the site never states, not a package price.
describe("a paper check, as Vietnamese visitors say it", () => {
  it.each(["chú ký check trả tiền cài đặt được không?", "mình gửi check giấy để trả tiền hàng tháng được hông?", "trả tiền setup bằng ngân phiếu được không?"])("%s", (message) => {
    const reply = ask(message);
    expect(reply.intent).toBe("unanswered");
    expect(reply.response).toContain("thanh toán");
  });
});

// "gói nào cho nó, với lại bao lâu…": which package for whom, with a second ask after it, is still a recommendation.
describe("which package for someone, then something more", () => {
  it.each([
    "Cháu tôi vừa thi đậu, định tự làm một mình. Gói nào cho nó, với cài đặt mất bao lâu?",
    "Thằng con tui mới vô nghề, làm một mình thôi. Gói nào cho nó, với lại bao lâu thì xong?",
  ])("%s", (message) => {
    const reply = ask(message);
    expect(reply.response).toMatch(/^Tôi đề xuất gói Foundation/);
  });
});
