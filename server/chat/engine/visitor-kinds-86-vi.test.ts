import { describe, expect, it } from "vitest";
import { useTrainedEngine } from "./engine-test-support.ts";

// Blind probes 85 and 86, the Vietnamese share, by mechanism, with phrasings written for these tests: what someone named
// receives ("chủ nhà nhận gì", "người mua nhận lịch trình"), which the posts say as "Owners get…", "Buyers get…"; a
// package named by its place ("gói ở giữa", the middle one, is Growth), and "đánh giá" (assess) is no price; the Custom
// Analytics Dashboards service named in Vietnamese ("bảng phân tích riêng", "theo yêu cầu", "của bên mình"); what the
// AI does when a tenant reports an emergency in a storm ("mùi gas", "nước tràn vô nhà"): the post's paragraph, not the add-on;
// the kind of device kept, asked as "điện thoại hay máy tính" (phone or computer).

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

describe("a package named by its place among the three, in Vietnamese", () => {
  it.each(["gói tầm trung có tích hợp CRM không?", "gói chính giữa có AI đánh giá khách tiềm năng không?"])("%s is Growth", (message) => {
    const reply = ask(message);
    expect(reply.response).toMatch(/Growth/);
    expect(reply.intent).not.toBe("pricing");
  });

  it("the cheapest and the middle one compared are Foundation and Growth", () => {
    const reply = ask("so sánh giúp em gói rẻ nhất với gói giữa, khác nhau ở đâu?").response;
    expect(reply).toMatch(/Foundation/);
    expect(reply).toMatch(/Growth/);
  });
});

describe("the Custom Analytics Dashboards service named in Vietnamese", () => {
  it.each(["bảng phân tích tùy chỉnh bên anh chị xem được gì vậy?", "bang phan tich rieng cua cac ban theo doi duoc nhung so nao?", "Cái bảng phân tích của bên em hiện ra những thông tin gì?"])("%s", (message) => {
    expect(ask(message).response).toMatch(/khách tiềm năng, quy trình bán hàng và thị trường Houston/);
  });
});

describe("what the assistant does in a scene only a post covers, asked with the tenants", () => {
  it.each(["khi bão mà khách thuê ngửi thấy mùi gas thì trợ lý AI xử lý sao?", "mùa bão người thuê báo nước tràn vô nhà thì bot sẽ làm gì?"])("%s", (message) => {
    expect(ask(message).response).toMatch(/911|on-call manager/);
  });

  it("what it does for tenants with no such scene is still the 24/7 agent", () => {
    expect(ask("người thuê nhắn lúc nửa đêm thì AI làm gì?").response).toMatch(/24\/7 Customer Service Agent/);
  });
});

describe("the kind of device kept, asked as 'phone or computer'", () => {
  it.each(["trang này có lưu là tui vô bằng laptop hay điện thoại không?", "web của các bạn có theo dõi mình xài iPad hay máy tính không vậy?"])("%s", (message) => {
    expect(ask(message).response).toMatch(/kind of device/);
  });
});
