import { describe, expect, it } from "vitest";
import { useTrainedEngine } from "./engine-test-support.ts";

// A privacy section found by the general passage search (not by the privacy rules) is quoted from the page's own
// translation in the visitor's language, where the page is translated (Spanish).

const { ask } = useTrainedEngine();

describe("privacy answers in the page's own words", () => {
  it("a Spanish question on the IP address quotes the Spanish page", () => {
    const reply = ask("¿guardan mi dirección IP?");
    expect(reply.response).toMatch(/dirección IP/);
    expect(reply.response).not.toMatch(/solo lo tenemos en inglés|only in English/i);
    expect(reply.response).not.toMatch(/\bthe server combines\b/);
  });
  it("the English question still quotes the English page", () => {
    expect(ask("do you keep my IP address when I visit?").response).toMatch(/IP address/);
  });
});
