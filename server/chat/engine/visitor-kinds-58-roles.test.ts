import { describe, expect, it } from "vitest";
import { useTrainedEngine } from "./engine-test-support.ts";

// Someone next to real estate (a lender, an inspector, a title agent, an appraiser) asking whether the offering is for
// them gets whom the site names and the team's contacts (adjacent-roles.ts), in the four languages; the role alone
// never decides an answer that asks something else, and the roles the site names keep their plain yes.

const { ask } = useTrainedEngine();
const AUDIENCE = /property managers|administradores de propiedades|quản lý bất động sản|物业经理/;
const CONTACT = /hello@bayoucity\.ai|555-0100/;

describe("a role next to real estate asks whether it is for them", () => {
  it.each([
    "I'm a loan officer, can you help me?",
    "mortgage broker here, would this work for me?",
    "we're a title company, is this useful for us?",
    "do y'all work with home inspectors?",
    "I'm an appraiser. Can you do anything for me?",
    "Soy agente de préstamos hipotecarios, ¿me pueden ayudar?",
    "¿trabajan con tasadores?",
    "em là nhân viên cho vay, bên anh giúp được không?",
    "chị làm đại lý bảo hiểm, có dùng được không em?",
    "我是贷款经纪，你们能帮我吗？",
    "你们服务估价师吗？",
  ])("%s", (message) => {
    const reply = ask(message);
    expect(reply.response).toMatch(AUDIENCE);
    expect(reply.response).toMatch(CONTACT);
    expect(reply.response).not.toMatch(/^(?:Yes|Sí|Có|是的)/);
  });
});

describe("what stays as it was", () => {
  it("a role the site names is a plain yes", () => {
    expect(ask("do you work with property managers?").response).toMatch(/^Yes/);
  });
  it("the role only sets the scene for another question", () => {
    expect(ask("I'm a lender, how much is Voice AI?").response).toMatch(/\$197/);
  });
  it("an agent who works for a builder or as an independent contractor is no adjacent role", () => {
    expect(ask("I'm the only sales agent at a home builder's model home and I want a chat on my own website, which package?").response).toMatch(/Foundation/);
    expect(ask("as an independent contractor agent working alone, which package fits?").response).not.toMatch(/doesn't mention other uses/);
  });
  it("insurance asked about a storm is not a role", () => {
    expect(ask("what photos should I keep for insurance after a hurricane?").response).not.toMatch(/doesn't mention other uses/);
  });
});
