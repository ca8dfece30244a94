import { describe, expect, it } from "vitest";
import { useTrainedEngine } from "./engine-test-support.ts";

// Blind probes 59 and 60's facts asked of a post, a page or the privacy page in English and Spanish, by mechanism, with
// phrasings written for these tests: what the AI "can't do" is the site's "cannot" (not "can and cannot do", a topic),
// and "us agents" names the asker, not what is asked; tracking with cookies beside analytics is the cookies' answer (no
// cookies), not the statistics'; a plan before the build is the discovery session and written blueprint; staying on after
// install is the monthly tuning; passwords handed over are the official, encrypted access of the connections.

const { ask } = useTrainedEngine();

describe("what the AI cannot do, asked of the welcome post", () => {
  it.each([
    "in the welcome post, what does it say the AI can't do?",
    "the newsletter welcome article: what does it say AI cannot do for us realtors?",
    "en el artículo de bienvenida, ¿qué dice que la IA no puede hacer?",
  ])("%s", (message) => {
    expect(ask(message).response).toMatch(/listing agreement/);
  });
});

describe("tracking asked with cookies and outside analytics", () => {
  it.each([
    ["is your site tracking me with cookies or google analytics?", /^No\b/, /no cookies/],
    ["¿su sitio me rastrea con cookies y Google Analytics?", /^No\b/, /no usa cookies/],
  ])("%s", (message, lead, says) => {
    const reply = ask(message).response;
    expect(reply).toMatch(lead);
    expect(reply).toMatch(says);
  });
});

describe("a plan before the build is the discovery session and blueprint", () => {
  it.each([
    ["do we get a written plan before you build anything?", /blueprint/],
    ["y'all draw up some kind of plan first before it goes live?", /blueprint/],
    ["¿primero nos hacen un plan por escrito o empiezan directo?", /plan de automatización por escrito/],
  ])("%s", (message, says) => {
    expect(ask(message).response).toMatch(says);
  });
  it("which plan fits is still the packages", () => {
    expect(ask("which plan fits a team of 6 agents?").response).not.toMatch(/blueprint/);
  });
});

describe("staying on after the install is the monthly tuning", () => {
  it.each([
    ["once it's live, do you keep improving it or install and disappear?", /monthly tuning/],
    ["Cuando ya esté funcionando, ¿ustedes lo siguen ajustando o lo instalan y se van?", /ajustes mensuales/],
  ])("%s", (message, says) => {
    expect(ask(message).response).toMatch(says);
  });
});

describe("passwords handed over for the connections", () => {
  it.each([
    ["will I need to hand you my CRM password?", /official, encrypted access/],
    ["¿tengo que pasarles las contraseñas de mis cuentas?", /acceso oficial y cifrado/],
  ])("%s", (message, says) => {
    const reply = ask(message);
    expect(reply.act).toBe("question");
    expect(reply.response).toMatch(says);
  });
});
