import { describe, expect, it } from "vitest";
import { useTrainedEngine } from "./engine-test-support.ts";

// Blind probe 87, the Vietnamese share, by mechanism, with phrasings written for these tests: the newsletter signed up
// for or left ("đăng ký bản tin sao", "muốn hủy thì làm sao"); whether the assistant has eaten a dish; time saved by the
// done-for-you setup ("đỡ mất thời gian") is no complaint; "nguồn khách" (lead sources) is no source of a figure; "hệ
// thống" (system) is not the contact entry's "liên hệ"; a bare "chào" late in a conversation takes leave; "Thế X thì
// sao?" after a place; "chuyển cho ai" (routed to whom) in the speed-to-lead post; "gói nào con?" with a vocative; a
// package named and weighed against the team's size ("Foundation có đủ cho 14 môi giới không?"), in every language; an
// office sized by its agents is the visitor's; "những gì" typed without accents is no "nhưng" (but); a Vietnamese
// syllable typed with its marks is matched as typed, not as its one-letter neighbour ("tính năng" is not "đáng tin").

const { ask, conversation } = useTrainedEngine();
const talk = (messages: string[]) => conversation(...messages);

describe("the newsletter signed up for or left, asked in Vietnamese", () => {
  it.each(["Tôi muốn đăng ký nhận bản tin hàng tuần thì làm thế nào?", "ban tin ben anh dang ky o dau vay?", "nhận bản tin qua email thì đăng ký kiểu gì ạ?"])("%s gets the sign-up steps", (message) => {
    const reply = ask(message);
    expect(reply.act).toBe("question");
    expect(reply.response).toMatch(/ô bản tin|\/blog/);
  });

  it.each(["Cô lỡ đăng ký bản tin, giờ muốn hủy thì làm sao?", "mai mốt hông muốn nhận bản tin nữa thì bấm chỗ nào?", "muốn thôi nhận bản tin thì làm thế nào anh?"])("%s gets the unsubscribe link", (message) => {
    const reply = ask(message);
    expect(reply.act).toBe("question");
    expect(reply.response).toMatch(/unsubscribe|hủy đăng ký/);
  });

  it("being told to stop sending it now stays an opt-out", () => {
    expect(ask("ngừng gửi bản tin cho tôi").act).toBe("opt_out");
  });
});

describe("whether the assistant has eaten a dish", () => {
  it.each(["Anh đã ăn bánh bèo Huế bao giờ chưa? Ngon lắm đó.", "Anh ăn hủ tiếu Mỹ Tho bao giờ chưa? Nhà em ở đó bán ngon lắm.", "Bạn đã ăn thử bánh canh ghẹ Vũng Tàu chưa? Ngon bá cháy."])("%s is off-topic", (message) => {
    expect(ask(message).act).toBe("off_topic");
  });

  it("whether the system is safe is no dish", () => {
    const reply = ask("Hệ thống bên anh có an toàn chưa?");
    expect(reply.act).toBe("question");
    expect(reply.intent).not.toBe("off_topic");
  });
});

describe("time saved by the done-for-you setup", () => {
  it.each(["Nhờ bên anh cài giùm có đỡ mất thời gian hơn là tự cài không?", "nhờ mấy anh setup giùm thì có đỡ mất thời gian không?"])("%s gets the done-for-you card", (message) => {
    const reply = ask(message);
    expect(reply.act).toBe("question");
    expect(reply.response).toMatch(/Cài đặt trọn gói|nhanh hơn/);
  });

  it("time wasted on us is still a complaint", () => {
    expect(ask("chat với con bot này mất thời gian, chán thật").act).toBe("complaint");
  });
});

describe("a big brokerage listing its lead sources and asking which package", () => {
  it.each([
    "Anh của em có công ty môi giới 45 người, cần AI cho mọi nguồn khách, nối CRM với MLS và bảng số liệu cho ban lãnh đạo. Nên chọn gói nào?",
    "Bạn tôi có văn phòng 25 môi giới ở Katy, muốn AI cho mọi nguồn khách và số liệu cho lãnh đạo. Gói nào hợp?",
  ])("%s gets Enterprise", (message) => {
    expect(ask(message).response).toMatch(/Enterprise/);
  });

  it("the source of a figure is still asked as such", () => {
    expect(ask("số liệu 300% trên trang chủ lấy từ nguồn nào?").intent).toBe("results");
  });
});

describe("'hệ thống' is not the contact entry's 'liên hệ'", () => {
  it.each(["Mùa bão thì nên chuẩn bị hệ thống từ tháng mấy?", "hệ thống của các bạn có bảo mật không?"])("%s gets no contact details", (message) => {
    expect(ask(message).intent).not.toBe("contact");
  });

  it("how to contact us is still the contact entry", () => {
    expect(ask("làm sao liên hệ bên anh?").intent).toBe("contact");
  });
});

describe("a bare 'chào' once the conversation has gone on", () => {
  it("takes leave after questions were answered", () => {
    expect(talk(["Gói Growth gồm những gì?", "Số điện thoại bên mình là gì?", "Dạ em chào chị."]).at(-1)?.act).toBe("goodbye");
    expect(talk(["Foundation có gì?", "cho em xin email", "Vâng, cháu chào cô."]).at(-1)?.act).toBe("goodbye");
  });

  it("greets when said first", () => {
    expect(ask("Dạ em chào chị.").act).toBe("greeting");
  });
});

describe("'Thế X thì sao?' after a place was answered", () => {
  it.each(["Thế Pecan Grove thì sao?", "Vậy Sienna Plantation thì sao ạ?"])("%s asks about that place", (follow) => {
    const reply = talk(["Bên anh có làm ở Katy không?", follow]).at(-1);
    expect(reply?.intent).toBe("location");
    expect(reply?.response).toMatch(/không có trong danh sách/);
  });
});

describe("who a rental inquiry is routed to, in the speed-to-lead post", () => {
  it.each(["bài speed to lead nói người muốn thuê nhà thì hệ thống chuyển cho ai?", "trong bài trả lời khách nhanh, khách hỏi thuê căn hộ thì giao cho người nào vậy?"])("%s", (message) => {
    expect(ask(message).response).toMatch(/Leasing coordinator/);
  });
});

describe("'gói nào' closed by a vocative", () => {
  it.each(["Bạn tôi có sàn 35 agent ở Pearland, muốn AI cho mọi nguồn khách, nối CRM với HAR. Gói nào con?", "Ông anh có văn phòng 50 môi giới ở Tomball, cần kết nối CRM với MLS. Gói nào cháu?"])("%s gets Enterprise", (message) => {
    const reply = ask(message);
    expect(reply.intent).toBe("packages");
    expect(reply.response).toMatch(/Enterprise/);
  });
});

describe("a package named and weighed against the team's size", () => {
  it.each([
    ["Văn phòng tôi có 14 môi giới, Foundation có đủ không?", /Growth/],
    ["Foundation có đủ cho nhóm 9 người không?", /Growth/],
    ["Is Foundation enough for our 11 agents?", /Growth/],
    ["¿Foundation alcanza para un equipo de 10 agentes?", /Growth/],
    ["Growth 够我们60个经纪人用吗？", /Enterprise/],
  ])("%s", (message, fits) => {
    const reply = ask(message);
    expect(reply.intent).toBe("packages");
    expect(reply.response).toMatch(fits);
  });

  it("a package asked of with no size is still described", () => {
    expect(ask("Foundation có đủ dùng không?").response).toMatch(/Foundation/);
  });
});

describe("an office sized by its agents is the visitor's", () => {
  it("gets a package, not our office", () => {
    const reply = ask("Ông anh có văn phòng 50 môi giới ở Tomball, cần kết nối CRM với MLS. Gói nào?");
    expect(reply.intent).toBe("packages");
    expect(reply.response).toMatch(/Enterprise/);
  });

  it("our office asked of is still the gap", () => {
    expect(ask("Bên anh có văn phòng ở Tomball không?").intent).toBe("unanswered");
  });
});

describe("'những gì' typed without accents", () => {
  it.each([["goi Growth co nhung gi?", /Growth/], ["goi Foundation co nhung cai gi", /Foundation/], ["goi Enterprise co nhung gi vay?", /Enterprise/]])("%s", (message, names) => {
    const reply = ask(message);
    expect(reply.intent).toBe("packages");
    expect(reply.response).toMatch(names);
  });
});

describe("a Vietnamese syllable typed with its marks is matched as typed", () => {
  it.each([["Enterprise có những tính năng gì?", /Enterprise/, "packages"], ["Voice AI nhiêu một tháng?", /Voice AI: \$197/, "addons"], ["Growth có những tính năng nào?", /Growth/, "packages"]])("%s", (message, names, intent) => {
    const reply = ask(message);
    expect(reply.intent).toBe(intent);
    expect(reply.response).toMatch(names);
  });
});
