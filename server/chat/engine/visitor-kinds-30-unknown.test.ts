import { describe, expect, it } from "vitest";
import { readableChinese, writesTraditional } from "./chinese-variants.ts";
import { useTrainedEngine } from "./engine-test-support.ts";
import { foldForRules } from "./text.ts";
import { unstatedAbout } from "./unstated-asks.ts";

// Blind probes 27 and 28's unknowns: facts about the agency the site never states (how it is paid, instalments, who
// owns it, how many work there, its street address, its years, its people's languages, a contract) get "our site
// doesn't say that", named, in the visitor's language and script; never a package list or the off-topic line.
// Phrasings written for these tests, never the visitors' own.

const { ask } = useTrainedEngine();

describe("how we are paid", () => {
  it.each([
    ["Could I settle the invoice with Venmo?", "en"],
    ["y'all take personal checks or nah", "en"],
    ["is paying by bank transfer fine for the add-ons?", "en"],
    ["aceptan tarjeta de débito pa pagar el setup?", "es"],
    ["les puedo pagar con Cash App?", "es"],
    ["ben ban co nhan thanh toan qua Zelle ko", "vi"],
    ["Mình quẹt thẻ tín dụng được không?", "vi"],
    ["能用PayPal付月费吗？", "zh"],
    ["費用可以用支票支付嗎？", "zh"],
  ])("%s → payment methods unknown", (message, language) => {
    const reply = ask(message);
    expect(reply.language).toBe(language);
    expect(reply.response).toMatch(/payment methods|formas de pago|hình thức thanh toán|付款方式/);
  });

  it.each(["can the bot remind my tenants to send rent by Zelle?", "mis clientes pagan con tarjeta, el bot puede cobrarles?"])("%s is someone else's payment", (message) => {
    expect(unstatedAbout(foldForRules(message))).toBeNull();
  });
});

describe("paying the fees in instalments", () => {
  it.each([
    "any chance of a payment plan for the Pro Bundle?",
    "could we split the setup fee into three payments?",
    "se puede pagar el setup en mensualidades?",
    "Phí cài đặt chia ra trả làm ba lần được không?",
    "开通费能不能分三个月付？",
    "設定費可以分期嗎？",
  ])("%s → instalments unknown, named", (message) => {
    expect(ask(message).response).toMatch(/instalments|a plazos|trả góp|分期/);
  });

  it("financing advice for the visitor's buyers is no instalment question", () => {
    expect(unstatedAbout(foldForRules("can the AI give my buyers mortgage financing advice?"))).toBeNull();
  });
});

describe("who owns the agency, how many work there, how long, where", () => {
  it.each([
    ["who's the boss over there? got a name?", /who founded/],
    ["Quién es el propietario de Bayou City AI?", /quién fundó/],
    ["ong chu cong ty ten gi vay", /ai thành lập/],
    ["贵公司的创办人是哪位？", /由谁创立/],
    ["how long has Bayou City AI been around?", /how long it has been in business/],
    ["hace cuanto tiempo empezaron ustedes?", /desde cuándo/],
    ["bên anh thành lập năm nào vậy?", /ai thành lập/],
    ["how many devs y'all got?", /how many people work/],
    ["¿cuántos trabajadores tienen en la empresa?", /cuántas personas/],
    ["cty ben ban co may nhan vien", /bao nhiêu nhân viên/],
    ["what's the physical address of your shop?", /office/],
    ["Me pasa la dirección de la oficina? quiero ir a visitarlos", /oficina/],
    ["địa chỉ văn phòng bên bạn ở đâu vậy?", /văn phòng/],
    ["想当面聊，能去你们公司拜访吗？", /办公室/],
  ])("%s → the site doesn't say", (message, named) => {
    const reply = ask(message);
    expect(reply.act).toBe("question");
    expect(reply.response).toMatch(named);
  });

  it.each([
    ["who owns the data once it's in the CRM?", /own accounts/],
    ["where are you based?", /Houston/],
    ["how many agents is Growth built for?", /Growth/],
  ])("%s is still answered from the site", (message, said) => {
    expect(ask(message).response).toMatch(said);
  });
});

describe("our people's languages and a contract", () => {
  it.each([
    ["which languages can your reps speak?", /languages our staff speak/],
    ["¿su personal habla vietnamita?", /idiomas habla nuestro equipo/],
    ["do we have to sign a 12-month contract?", /contract/],
    ["¿hay que firmar contrato?", /contrato/],
    ["ký hợp đồng tối thiểu bao lâu?", /hợp đồng/],
    ["要签多久的合同？", /合同/],
  ])("%s → the site doesn't say", (message, named) => {
    expect(ask(message).response).toMatch(named);
  });

  it("a lease for the visitor's tenants is no contract with us", () => {
    expect(unstatedAbout(foldForRules("is there a contract template for my tenants' leases?"))).toBeNull();
  });
});

describe("refusing the setup fee, connecting through their own people", () => {
  it.each([
    ["Not paying setup fees. Could our office manager hook the platforms up herself?", /free self-setup/],
    ["no vamos a pagar instalación, ¿mi hijo lo configura él mismo?", /instalación gratuita por su cuenta/],
    ["khong muon tra phi cai dat, nhan vien minh tu ket noi duoc ko", /tự cài đặt miễn phí/],
    ["不打算付安装费，我们的IT自己弄行吗？", /免费自行安装/],
  ])("%s → the free self-setup", (message, said) => {
    expect(ask(message).response).toMatch(said);
  });
});

describe("in the visitor's script", () => {
  it.each([
    ["請問貴公司有多少位員工？", /沒有提到/],
    ["你們收不收Zelle？", /沒有提到/],
    ["你們有服務 Tomball 嗎？", /沒有列出/],
  ])("%s (traditional) is answered in traditional characters", (message, said) => {
    const reply = ask(message);
    expect(reply.response).toMatch(said);
    expect(reply.response).not.toMatch(/我们|网站/);
  });

  it.each([
    ["你们公司有多少员工？", /没有提到/],
    ["你们服务 Tomball 吗？", /没有列出/],
  ])("%s (simplified) stays simplified", (message, said) => {
    expect(ask(message).response).toMatch(said);
  });

  it("reads which script was written", () => {
    expect(writesTraditional("貴公司在哪裡辦公？")).toBe(true);
    expect(writesTraditional("你們团队里有会说国语的同事吗")).toBe(false);
    expect(writesTraditional("Hi there")).toBe(false);
  });

  it("keeps a showing itinerary and a listing in their real-estate sense", () => {
    expect(readableChinese("買家什麼時候收到看房行程？")).toContain("行程");
    expect(readableChinese("我有十個出租物件")).toContain("房源");
  });
});
