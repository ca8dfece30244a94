import { describe, expect, it } from "vitest";
import { preferredChannel } from "./channel-cues.ts";
import { useTrainedEngine } from "./engine-test-support.ts";
import { extractName } from "./person-name.ts";

// Visitor details misread (issue 34): a name typed in lower case before a detail, central Vietnamese "o" and southern
// "tui" for "I", a channel named as a verb with its destination, and one channel refused while another is asked for.
// Phrasings written for these tests in the four languages.

const { ask } = useTrainedEngine();

describe("a name typed in lower case is read where the details around it confirm it", () => {
  it("a list opening with the name, a comma, then the number", () => {
    expect(extractName("jolene pruitt, 832-555-0146, evenings")).toBe("Jolene Pruitt");
    expect(extractName("keisha, 713 555 0123")).toBe("Keisha");
    // Common words and requests before a number name nobody.
    for (const message of ["leasing inquiry, 713-555-0177", "evenings only, 281-555-0190", "call anytime, 281-555-0191", "sounds good, 713-555-0192"]) {
      expect(extractName(message), message).toBeUndefined();
    }
  });
  it("a lower-case introduction runs up to the label of the visitor's own detail", () => {
    expect(extractName("soy rosalba quintanilla mi cel es 956 555 0131")).toBe("Rosalba Quintanilla");
    expect(extractName("im tavon greer my number 409-555-0172")).toBe("Tavon Greer");
    for (const message of ["soy nueva mi cel es 281-555-0188", "im out all day my cell is 281-555-0199", "soy agente mi whatsapp es 713-555-0101"]) {
      expect(extractName(message), message).toBeUndefined();
    }
  });
  it("central and southern Vietnamese I (o, tui) with tên and là, and a four-word name", () => {
    expect(extractName("O tên Nguyễn Thị Bích Trâm, số 713-555-0162")).toBe("Nguyễn Thị Bích Trâm");
    expect(extractName("tui tên Lê Văn Lộc nghe, 281-555-0163")).toBe("Lê Văn Lộc");
    expect(extractName("ừ, o là Trâm, số 713-555-0164")).toBe("Trâm");
    expect(extractName("tui là Lộc, sđt 832-555-0165")).toBe("Lộc");
    // Spanish "o la", "o ten" (or the, or have) introduce nobody.
    expect(extractName("cotización para Growth o la Enterprise por favor")).toBeUndefined();
    expect(extractName("llamen al 713-555-0166 o ten paciencia")).toBeUndefined();
  });
  it("the name is stored with the lead", () => {
    expect(ask("marisela duarte, 936-555-0124, text is fine").context.lead.name).toBe("Marisela Duarte");
    expect(ask("O tên Phan Thị Mỹ Dung, số o là 832.555.0125").context.lead.name).toBe("Phan Thị Mỹ Dung");
  });
});

describe("the channel the visitor names is the one recorded", () => {
  it("Caribbean \"e'\" for \"es\" labels the WhatsApp number", () => {
    expect(preferredChannel("mi WhatsApp e' 809-555-0147")).toBe("whatsapp");
    expect(ask("Soy Dariel Peña, mi whatsapp e 829-555-0148").context.channel).toBe("whatsapp");
  });
  it("central and southern Vietnamese I as the one to be reached", () => {
    expect(preferredChannel("email của o: tram.le@example.org, gửi email cho o nghe")).toBe("email");
    expect(preferredChannel("sđt tui 713-555-0149, nhắn tin cho tui nha")).toBe("sms");
    expect(preferredChannel("số o 281-555-0150, gọi o nghe")).toBe("call");
  });
  it("a channel used as a verb with the visitor's own address or number as its destination", () => {
    expect(ask("如有报价，烦请電郵至 kwchan@example.org").context.channel).toBe("email");
    expect(preferredChannel("资料请电邮至 li.na@example.org，谢谢")).toBe("email");
    expect(preferredChannel("请短信至 713-555-0151")).toBe("sms");
    expect(preferredChannel("please email to dee.hart@example.com")).toBe("email");
    expect(preferredChannel("gửi email vô tram.le@example.org giùm")).toBe("email");
    // Asked about the product, not a request.
    expect(preferredChannel("可以把报告电邮至客户的 li@example.org 吗？")).toBeNull();
  });
});

describe("calls refused with another channel asked for is a lead, not an opt-out", () => {
  it("in the four languages", () => {
    for (const message of [
      "cel 956-555-0152, escríbame mensaje de texto, no me llamen que estoy manejando",
      "no me llamen, mejor whatsapp al 832-555-0153",
      "don't call me, whatsapp only 713-555-0154",
      "đừng gọi, nhắn tin cho tui số 281-555-0155",
      "别打电话，发短信到 713-555-0156",
    ]) {
      const reply = ask(message);
      expect(reply.context.optOut, message).toBe(false);
      expect(reply.leadDetails, message).toBe(true);
    }
  });
  it("every channel refused is still an opt-out", () => {
    expect(ask("no me llamen ni me escriban, 281-555-0157").context.optOut).toBe(true);
  });
});
