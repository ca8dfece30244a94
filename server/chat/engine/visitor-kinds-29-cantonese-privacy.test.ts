import { describe, expect, it } from "vitest";
import { readableChinese } from "./chinese-variants.ts";
import { asksMineSold } from "./privacy-asks.ts";
import { useTrainedEngine } from "./engine-test-support.ts";

// Blind probe 26's kinds of misses: Cantonese follow-ups ("and also the one that…", "add to which package"), the
// visitor's own details sold or seen by others and then deleted, the list of areas asked after an unlisted one, and an
// add-on's package asked. Phrasings written for these tests, never the visitors' own.

const { conversation } = useTrainedEngine();
const last = (...messages: string[]) => conversation(...messages).at(-1);

describe("Cantonese function words read as Mandarin", () => {
  it.each([
    ["同埋覆短訊嗰個呢？", "还有回复短信那个呢？"],
    ["佢聽電話嗎？", "他接电话吗？"],
    ["可以加落Growth嗎？", "可以加到Growth吗？"],
    ["嗰篇文話幾耐？", "那篇文说多久？"],
    ["佢建議咩？", "它建议什么？"],
    ["佢幾多錢？", "它多少钱？"],
    ["我同事佢想約時間", "我同事他想约时间"],
  ])("%s reads as %s", (typed, read) => {
    expect(readableChinese(typed)).toBe(read);
  });

  it.each(["我听电话的时候很忙", "这篇文章的话题是什么", "他建议我们先试一周", "可以加到任何套餐吗", "我和同事一起看"])("leaves Mandarin %s as it is", (text) => {
    expect(readableChinese(text)).toBe(text);
  });
});

describe("an add-on's package asked after it", () => {
  it.each([
    ["How much is Voice AI?", "which plan can I put it on?"],
    ["¿Cuánto cuesta Email Commander?", "¿y a cuál paquete se lo puedo sumar?"],
    ["Market Dashboard giá bao nhiêu?", "cái đó gắn vào gói nào được?"],
    ["Social Scheduler多少钱？", "那能加到哪个套餐？"],
    ["Voice AI幾多錢？", "可以加落邊個方案？"],
  ])("%s → %s: any package", (first, then) => {
    expect(last(first, then)?.response).toMatch(/any package|cualquier paquete|bất kỳ gói|任何套餐/);
  });

  it("which package fits a team is still a recommendation", () => {
    expect(last("which plan suits a team of six?")?.response).toMatch(/Growth/);
  });
});

describe("the areas listed, asked after an unlisted one", () => {
  it.each([
    ["do you work in Cypress?", "ok, which areas are on your list?"],
    ["¿trabajan en Spring?", "entonces que zonas si manejan"],
    ["Bên bạn có làm ở Spring không?", "thế những khu vực nào bên bạn phục vụ?"],
    ["你们做Cypress吗？", "那你们服务的是哪些区？"],
  ])("%s → %s", (first, then) => {
    const reply = last(first, then);
    expect(reply?.response).toMatch(/Montrose/);
    expect(reply?.response).toMatch(/Heights/);
  });

  it("a question about an area's traffic is not the list", () => {
    expect(last("which areas have the worst traffic at 5pm?")?.response).not.toMatch(/Montrose, .*Heights/);
  });
});

describe("the visitor's own details: sold, seen, deleted", () => {
  it.each([
    ["will you guys sell my e-mail address to marketers?", /never sell/],
    ["¿le venden mi número de teléfono a alguien?", /nunca vendemos/],
    ["các bạn có bán số điện thoại của tôi không?", /không bao giờ bán|không bán/i],
    ["你们会不会把我的电话号码卖掉？", /绝不出售/],
  ])("%s says nothing is sold", (asked, said) => {
    expect(last(asked)?.response).toMatch(said);
  });

  it.each(["what do you sell to a solo agent like me", "my cousin sells my old furniture online", "ustedes venden paquetes para mi equipo"])(
    "%s is no question about the visitor's details being sold",
    (text) => {
      expect(asksMineSold(text)).toBe(false);
    },
  );

  it.each([
    ["do you sell my details?", "and who else can see them?"],
    ["¿venden mis datos?", "¿y quién más puede verlos?"],
    ["bên bạn có bán thông tin của tôi không?", "vậy ai xem được?"],
    ["你们卖不卖我的信息？", "那谁可以看到？"],
  ])("%s → %s: the privacy page's list", (first, then) => {
    expect(last(first, then)?.response).toMatch(/HubSpot/);
  });

  it.each([
    ["do you sell my details?", "fine, erase all of mine"],
    ["bên bạn có bán thông tin của tôi không?", "thôi xóa hết về tôi đi"],
    ["你们卖不卖我的信息？", "算了，把我的资料全部删掉"],
  ])("%s → %s: a deletion request", (first, then) => {
    expect(conversation(first, then).at(-1)?.act).toBe("deletion");
  });

  it("a question about deleting one's own later is no request", () => {
    expect(last("can I delete mine myself later?")?.act).not.toBe("deletion");
  });
});
