import { describe, expect, it } from "vitest";
import { useTrainedEngine } from "./engine-test-support.ts";

// Probe 18's sitewords kind: a list asked of a post is answered with its items (not the line introducing them, nor
// another paragraph of its section), a "why" with the sentence giving the reason, and a quoted phrase names its section.
const { ask } = useTrainedEngine();

describe("a list asked of a post answers with its items", () => {
  it.each([
    "In the automation stack article, what test scenarios should we run before going live?",
    'The stack guide, "test like it matters": what are the realistic test cases?',
    "En el artículo del stack de automatización, ¿qué casos de prueba hay que correr antes de activar todo?",
    "Trong bài về kết nối MLS, CRM và lịch, cần chạy những tình huống thử nghiệm nào trước khi bật hệ thống?",
  ])("%s", (message) => {
    expect(ask(message).response).toMatch(/Gulfton/);
  });
  it.each(["what's on the checklist for May in the hurricane playbook?", "飓风那篇文章里，五月的清单有哪些？"])("%s", (message) => {
    expect(ask(message).response).toMatch(/high-risk|vendor roster/);
  });
});

describe("a 'why' asked of a post answers with the sentence giving the reason", () => {
  it.each([
    "In the stack article, which workflow engine do you use and why?",
    "En el artículo del stack, ¿qué motor de flujos usan y por qué?",
    "Trong bài về kết nối MLS, CRM và lịch, các bạn thường dùng công cụ workflow nào, tại sao?",
    "在自动化系统那篇文章里，你们通常用哪个工作流引擎？为什么？",
  ])("%s", (message) => {
    expect(ask(message).response).toMatch(/n8n because/);
  });
});

describe("a quoted phrase names the section", () => {
  it("the traffic article's quoted heading", () => {
    expect(ask('The traffic article: the "20-minute drive" really takes how long?').response).toMatch(/55/);
  });
});

describe("negative: questions about our services with the same words are unchanged", () => {
  it.each(["How do you test the assistant before it goes live?", "Do you offer a checklist for onboarding?", "Why should I pick the Growth package?"])("%s", (message) => {
    expect(ask(message).response).not.toMatch(/Gulfton|n8n because|high-risk/);
  });
});
