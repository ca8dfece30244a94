import { describe, expect, it } from "vitest";
import { useTrainedEngine } from "./engine-test-support.ts";

const { ask } = useTrainedEngine();

describe("what only Growth lists picks Growth, and most clients' pick is the popular one", () => {
  it.each([
    ["Looking for the package with showings planned around traffic and a CRM hookup, nothing corporate. Which one?", "en", "Growth"],
    ["no somos una correduría, queremos agendar visitas según el tráfico y un panel de rendimiento, ¿qué paquete?", "es", "Growth"],
    ["Bên mình cần lịch xem nhà tránh kẹt xe với kết nối CRM, gói nào hợp?", "vi", "Growth"],
    ["想要按路况安排带看，再加个业绩看板，选哪个套餐？", "zh", "Growth"],
  ])("%s", (message, language, pkg) => {
    const reply = ask(message);
    expect(reply.language).toBe(language);
    expect(reply.intent).toBe("packages");
    expect(reply.response).toContain(pkg);
    expect(reply.response).not.toMatch(/Enterprise:/);
  });

  it.each([
    "Which plan do most of your customers end up buying?",
    "what do folks typically go with?",
    "¿qué paquete contrata la mayoría de sus clientes?",
    "多数经纪人都选哪个套餐？",
  ])("%s", (message) => {
    expect(ask(message).response).toMatch(/Growth/);
  });

  it("keeps Foundation for the website chat alone and Enterprise for a dedicated manager", () => {
    expect(ask("just the chatbot on my website, which package?").response).toMatch(/Foundation/);
    expect(ask("we need a dedicated success manager and showings planned around traffic, which package?").response).toMatch(/Enterprise/);
  });
});

describe("Chinese needs said in another order", () => {
  it("names Email Commander for mail to sort, draft and follow up, and the Social Scheduler for posts on a platform", () => {
    expect(ask("我们每天有一堆电邮，有没有能帮忙草拟和跟进电邮的服务？").response).toContain("Email Commander");
    expect(ask("可以在IG上定时发帖子吗？有这种服务吗？").response).toContain("Social Scheduler");
  });
});
