import { describe, expect, it } from "vitest";
import { SITE_DOES_NOT_SAY, useTrainedEngine } from "./engine-test-support.ts";

// Session 75's second round, on the misses of blind probes 229 (property-tax questions) and 230 (buyers abroad), first
// scored at c792f4bd before any of their misses was read (90.5 and 93.0 %), with phrasings written for these tests.

const { ask, conversation } = useTrainedEngine();

describe("property taxes are not on the site", () => {
  it("protests, appraised values, exemptions, rates, escrow and tax consultants are gaps", () => {
    expect(ask("can your AI help my sellers protest their appraisal with HCAD?").response).toMatch(SITE_DOES_NOT_SAY.en);
    expect(ask("will it tell a buyer how much the homestead exemption saves them?").response).toMatch(SITE_DOES_NOT_SAY.en);
    expect(ask("¿El asistente les dice a los clientes la tasa de impuestos de su casa?").response).toMatch(SITE_DOES_NOT_SAY.es);
    expect(ask("AI có tính thuế nhà đất mỗi năm cho khách được không?").response).toMatch(SITE_DOES_NOT_SAY.vi);
    expect(ask("你们的AI能算出业主每个月escrow里要交多少税吗？").response).toMatch(SITE_DOES_NOT_SAY.zh);
    expect(ask("¿Me pueden recomendar un consultor de impuestos para las protestas?").response).toMatch(SITE_DOES_NOT_SAY.es);
    // Clients who write about their tax bill at night are answered at night: the bill only sets the scene.
    expect(ask("my owners message me about their property tax bill around 11 at night, will your AI answer them then?").response).toMatch(/^Yes\./);
  });

  it("an article on appraisal protests is looked for among the posts, not answered as the appraisal gap", () => {
    expect(ask("Bên em có bài viết nào về khiếu nại định giá nhà không?").response).toMatch(/chưa có bài viết về chủ đề đó/);
  });
});

describe("buyers abroad are not on the site", () => {
  it("wires and exchange rates, FIRPTA, ITIN loans, visas and remote signings are gaps", () => {
    expect(ask("could the bot explain to my buyer how to wire the earnest money from Mexico City?").response).toMatch(SITE_DOES_NOT_SAY.en);
    expect(ask("¿El asistente sabe el tipo de cambio para los que pagan desde Lima?").response).toMatch(SITE_DOES_NOT_SAY.es);
    expect(ask("does the assistant explain FIRPTA withholding to foreign sellers?").response).toMatch(SITE_DOES_NOT_SAY.en);
    expect(ask("AI có chỉ khách xin visa để qua Mỹ coi nhà không?").response).toMatch(SITE_DOES_NOT_SAY.vi);
    expect(ask("你们的系统能帮海外买家办远程签约吗？").response).toMatch(SITE_DOES_NOT_SAY.zh);
    expect(ask("can it set up an ITIN loan for my buyer from Lagos?").response).toMatch(SITE_DOES_NOT_SAY.en);
  });
});

describe("the speed-to-lead post's follow-up for people who will wait", () => {
  it("is its schedule, asked in English and Vietnamese, the wait told in the same message", () => {
    expect(ask("some of my sellers want to wait until spring, so what does the speed to lead article say about following up with them?").response).toMatch(/two days/);
    expect(ask("Khách của chị còn đợi cả năm mới mua, bài speed to lead nói nên theo dõi họ sao em?").response).toMatch(/two days|hai ngày/);
  });
});

describe("smaller readings", () => {
  it("the workflow tool the stack post says we use is n8n", () => {
    expect(ask("which automation tool do you guys prefer for the workflows?").response).toMatch(/We often use n8n/);
  });

  it("our hours asked from away, and after a story with y'all's", () => {
    expect(ask("I'm up in Tulsa for a closing, what are your office hours back in Houston?").response).toMatch(/^Our team is available Monday - Friday/);
    expect(ask("Spent the weekend fixing fence out at my uncle's place. is y'all's office open on Sundays?").response).toMatch(/Monday - Friday/);
  });

  it("the assistant asked whether it works weekends, in Spanish", () => {
    expect(ask("Mis clientes escriben los sábados. ¿El asistente trabaja también el fin de semana?").response).toMatch(/^Sí\./);
  });

  it("someone's takings summed in Spanish, and what was given today erased", () => {
    expect(ask("Mi abuela vendió 80 tamales a 2 dólares cada uno, ¿cuánto hizo?").act).toBe("off_topic");
    expect(ask("Ok. Borren lo que les di, porfa.").act).toBe("deletion");
  });

  it("their client who wants a real person is handed over, in Vietnamese", () => {
    const reply = ask("Khách hỏi chuyện vay mà AI không biết, cần gặp nhân viên thì AI có chuyển cho anh không?");
    expect(reply.act).toBe("question");
    expect(reply.response).toMatch(/^Có\./);
  });

  it("listings posted on Facebook every week, in Vietnamese, are the Social Scheduler", () => {
    expect(ask("Anh muốn đăng mấy căn nhà mới với tin tức thị trường lên Facebook hàng tuần, có dịch vụ nào không?").response).toMatch(/Social Scheduler/);
  });

  it("a bundle sized by its count and an add-on priced beside it are both answered", () => {
    const reply = ask("what's the 4 platform bundle cost, and the Voice AI?");
    expect(reply.response).toMatch(/\$900/);
    expect(reply.response).toMatch(/\$197\/month/);
    const [, second] = conversation("hi", "Gói cài 2 nền tảng bao nhiêu tiền, còn Social Scheduler thì sao?");
    expect(second?.response).toMatch(/\$350/);
    expect(second?.response).toMatch(/\$247/);
  });
});
