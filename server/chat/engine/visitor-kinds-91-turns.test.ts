import { describe, expect, it } from "vitest";
import { useTrainedEngine } from "./engine-test-support.ts";

// Blind probes 99 and 100 (their misses read after the round's held-out re-score), by mechanism, with phrasings written
// for these tests:
// - the turn to what the visitor wants after a scene or a thing they do not want ("anyway can…", "what i want is…",
//   "lo que quiero saber es si…", "我想要的是…", "cái … tôi cần là…") opens the question (lead-ins.ts);
// - the capability then asked in everyday words: clients short of English, the roads' traffic, the local listings, a
//   dashboard of the visitor's own office, keeping clients in the loop to closing, a CRM said as client software;
// - lead details said as people say them ("put the company down as…", "公司名写…", a lower-case "it's <name> at
//   <business>", "和" as a surname), a channel ranked in Vietnamese or given with why in Spanish;
// - leave-takings ("mind how you go", "chào em" closing, "me voy a escape…"), a complaint of calls unanswered, the
//   client count, the visitor's data asked in other words.

const { ask, conversation } = useTrainedEngine();
const context = (reply: ReturnType<typeof ask>): Record<string, unknown> => reply.context as Record<string, unknown>;
const lead = (reply: ReturnType<typeof ask>): Record<string, unknown> => (context(reply)["lead"] as Record<string, unknown> | undefined) ?? {};

describe("the turn to what the visitor wants", () => {
  it.each([
    ["spent the morning at the dentist lol. anyway can your assistant help my clients who don't speak much english", /Spanish/],
    ["no busco entradas para el partido, jaja. lo que quiero saber es si su sistema saca los datos de las casas del listado local", /MLS\/HAR/],
    ["我不是来问天气的，我想要的是能看我们自己线索和成交的看板，你们有吗？", /定制数据分析看板/],
    ["the league table is a mess, but what i want is a dashboard for our own office. what have you got", /Custom Analytics Dashboards/],
  ])("%s", (message, said) => {
    const reply = ask(message);
    expect(reply.act).toBe("question");
    expect(reply.response).toMatch(said);
  });

  it("a dashboard for executives is still a package's, not the service", () => {
    expect(ask("我们60个经纪人，想要给高管看的看板，还要专门的客户成功经理，选哪个套餐？").response).toContain("Enterprise");
  });
});

describe("capabilities in everyday words", () => {
  it.each([
    ["Mi tío dice que en Houston todo es manejar. ¿El sistema de ustedes acomoda las citas según las autopistas?", /tráfico/],
    ["Đường quê vắng lắm, qua đây I-45 kẹt cứng. Bên bạn có cái xếp lịch xem nhà mà né kẹt xe không?", /giao thông/],
    ["we need something that keeps our buyers in the loop right up to closing", /Automated Client Management/],
    ["hệ thống bên bạn nối với phần mềm quản lý khách hàng nào?", /HubSpot/],
    ["¿tienen un agente de IA que conteste al instante y saque cita?", /Agentes de IA/],
  ])("%s", (message, said) => {
    expect(ask(message).response).toMatch(said);
  });
});

describe("lead details as people say them", () => {
  it("put the company down as", () => {
    const [, , company] = conversation("have someone call me", "281-555-0179", "and put the business down as Ridgeback Realty Group");
    expect(lead(company!)["company"]).toBe("Ridgeback Realty Group");
  });

  it("公司名写", () => {
    const [, , company] = conversation("请人联系我", "281-555-0179", "公司名写青石地产");
    expect(lead(company!)["company"]).toBe("青石地产");
  });

  it("a lower-case name at a business", () => {
    const reply = ask("hi, it's marguerite okafor at bluebonnet realty, my cell is 281-555-0179");
    expect(lead(reply)["name"]).toBe("Marguerite Okafor");
    expect(lead(reply)["company"]).toBe("Bluebonnet Realty");
  });

  it("i'm jane at home names no business", () => {
    expect(lead(ask("i'm jane at home today, 281-555-0179"))["company"]).toBeUndefined();
  });

  it("和 as a surname", () => {
    expect(lead(ask("和春燕，281-555-0179"))["name"]).toBe("和春燕");
  });

  it.each([
    ["Email của anh là bao.tran@example.com, anh đọc email nhiều hơn nghe điện thoại", "email"],
    ["Mejor por WhatsApp, que ando todo el día manejando", "whatsapp"],
  ])("%s", (message, channel) => {
    const reply = ask(message);
    expect(reply.act).toBe("details");
    expect(context(reply)["channel"]).toBe(channel);
  });
});

describe("leave-takings, complaints and gaps", () => {
  it.each([
    "right then, off to a showing in Spring. mind how you go",
    "Thôi anh đi gặp khách đây, hôm nào rảnh anh hỏi tiếp. Chào em",
    "Bueno, me voy a la oficina que me esperan. ¡Hasta otra!",
  ])("%s", (message) => {
    expect(ask(message).act).toBe("goodbye");
  });

  it("calls unanswered since a day", () => {
    expect(ask("been trying to reach someone since tuesday, left 3 voicemails and nothing").act).toBe("complaint");
  });

  it.each([
    ["how many brokerages have you guys worked with so far?", /how many clients/],
    ["bên bạn đã làm cho bao nhiêu công ty rồi?", /bao nhiêu khách hàng/],
  ])("%s", (message, said) => {
    expect(ask(message).response).toMatch(said);
  });

  it.each([
    ["你们会不会把我的对话记录卖掉？", /不出售/],
    ["¿La información mía dónde queda guardada? ¿En cuentas de ustedes o en las mías?", /propias cuentas/],
    ["is my form and chat deleted automatically at some point?", /not deleted automatically/],
    ["Trình duyệt lưu lại bao nhiêu tin nhắn chat vậy?", /60/],
  ])("%s", (message, said) => {
    expect(ask(message).response).toMatch(said);
  });
});
