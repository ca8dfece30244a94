import { describe, expect, it } from "vitest";
import { useTrainedEngine } from "./engine-test-support.ts";

// Questions about what the site says, routed by what is asked (act + object), not by a product or place word in them:
// who else gets a copy of what the visitor fills in, the technology strip, whom one setup option is for, how soon the
// fixed quote comes, the support hours, and the contact form's choice of channel. Phrasings written for these tests.

const { ask } = useTrainedEngine();

describe("who else receives what the visitor fills in", () => {
  it.each([
    "when I submit the form on your site, which outside services end up with a copy?",
    "the details I type into your form, who apart from your team receives them?",
    "¿con quiénes comparten la información que lleno en su formulario?",
    "thông tin em điền trong form thì được chia sẻ với những ai?",
    "我在表单里填写的资料，还有谁会收到？",
  ])("%s", (message) => {
    const reply = ask(message).response;
    expect(reply).toContain("HubSpot");
    expect(reply).toMatch(/hosting|alojamiento/i);
  });
  it("a vendor named as the one getting them", () => {
    expect(ask("nếu em gửi form thì thông tin của em có chuyển sang HubSpot không?").response).toContain("HubSpot");
  });
});

describe("the technologies we build on", () => {
  it.each([
    "what's the tech stack behind your automations?",
    "which technologies do you guys build with? list them all",
    "¿qué tecnologías usan para armar todo?",
    "các bạn dùng những công nghệ nào vậy?",
    "你们平时用哪些技术？",
  ])("%s", (message) => {
    const reply = ask(message).response;
    for (const name of ["Twilio", "Calendly", "Microsoft 365"]) expect(reply).toContain(name);
  });
  it("a vendor asked about by name is answered about that vendor", () => {
    expect(ask("do you guys use openai under the hood?").response).toContain("OpenAI");
  });
});

describe("whom one setup option is for", () => {
  it.each([
    ["done-for-you setup: who is that designed for?", /busy agents/],
    ["the free self-setup, who would pick that", /tech-comfortable/],
    ["¿para quién está pensada la instalación hecha por ustedes?", /corredur/],
    ["gói cài đặt trọn gói thì phù hợp với ai?", /môi giới/],
    ["全包安装一般适合什么人？", /经纪/],
  ])("%s", (message, expected) => expect(ask(message).response).toMatch(expected));
});

describe("how soon the fixed quote comes", () => {
  it.each([
    "once we talk, how quickly do you send the quote?",
    "¿cuánto tardan en mandarme el presupuesto?",
    "sau buổi tư vấn thì bao lâu có báo giá?",
    "咨询完多久能拿到报价？",
  ])("%s", (message) => expect(ask(message).response).toMatch(/24/));
});

describe("support hours and weekend support", () => {
  it.each([
    "what are the support timings, and any support on Sunday?",
    "¿atienden los fines de semana?",
    "thời gian hỗ trợ của bên bạn thế nào?",
    "周末有客服吗？",
  ])("%s", (message) => expect(ask(message).response).toMatch(/8 AM - 6 PM/));
});

describe("the contact form's choice of channel", () => {
  it.each([
    ["in the contact form, which contact options can I choose?", /WhatsApp/],
    ["¿qué medios de contacto se pueden elegir en el formulario?", /WhatsApp/],
    ["trong biểu mẫu có những cách liên hệ nào để chọn?", /WhatsApp/],
    ["表单里有哪几种联系方式可选？", /WhatsApp/],
  ])("%s", (message, expected) => {
    const reply = ask(message).response;
    expect(reply).toMatch(expected);
    expect(reply).toMatch(/SMS|短信/);
  });
});

describe("a bare 'the whole list' beside a question adds nothing of its own", () => {
  it("is not read as a price question", () => {
    const reply = ask("which technologies do you use? give me the full list").response;
    expect(reply).toContain("Calendly");
    expect(reply).not.toMatch(/pricing/i);
  });
});
