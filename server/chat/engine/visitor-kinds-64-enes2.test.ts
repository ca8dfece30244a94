import { describe, expect, it } from "vitest";
import { answerKeys, useTrainedEngine } from "./engine-test-support.ts";

// Blind probes 61 to 64's English and Spanish misses, by mechanism, with phrasings written for these tests: our
// marketing refused by what we would send; a person asked for with the pronoun joined to the verb ("páseme a…"); a form
// left unanswered told with "nos"; a dish we are asked if we know how to make; a place told before "do you cover that
// area?"; a closing tag question ("…, is it?"); Caribbean English "mi", "an", "yu" and the plural "dem"; the site's
// cookies asked beside cookies baked; what one setup row includes, asked with more said around it.

const { ask } = useTrainedEngine();

describe("policy acts in English and Spanish", () => {
  it.each([
    ["please don't email me any promo stuff", "opt_out"],
    ["thanks mate, but never text me your newsletters", "opt_out"],
    ["páseme a un asesor por favor", "handoff"],
    ["ándale, comuníqueme con una persona", "handoff"],
    ["nadie nos llamó y ya pasaron dos semanas", "complaint"],
    ["llenamos su formulario hace diez días y nadie nos ha contestado, qué falta de seriedad", "complaint"],
    ["¿saben preparar un caldo de res? mi tía lo hace riquísimo", "off_topic"],
  ])("%s", (message, act) => {
    expect(ask(message).act).toBe(act);
  });

  it("keeps a product question about the visitor's own tenants a question", () => {
    expect(ask("can the AI not send my tenants marketing texts?").act).toBe("question");
  });
});

describe("a place told before a question pointing back at it", () => {
  it.each([
    ["my rentals are all out in Alief, do you work over there?", /Alief isn't among/],
    ["nuestra oficina está en Alief, ¿cubren esa zona?", /Alief no está entre/],
    ["our office is in Katy, do you serve that area?", /we serve Katy/],
  ])("%s", (message, says) => {
    expect(ask(message).response).toMatch(says);
  });
});

describe("a closing tag question adds nothing to what is asked", () => {
  it("answers the storm post's paragraph with a tag question after a remark", () => {
    const reply = ask("the storm post, what should the assistant never do while the storm's going on? landlords keep asking me, is it?");
    expect(reply.response).toMatch(/repair dates|rent concessions/);
  });
});

describe("Caribbean English", () => {
  it("reads the visitor's name after 'mi name'", () => {
    expect(ask("mi name Winston Clarke, mi number 713-555-0177").response).toMatch(/Winston/);
  });

  it("asks for the 24/7 agent in the tenants' language", () => {
    const reply = ask("mi tenants dem ring mi late late bout di AC, some a dem only talk spanish. yu have someting fi answer dem day an night inna dem language? wat it cost?");
    expect(answerKeys(reply).some((k) => k.endsWith(":customer-service-agent"))).toBe(true);
  });

  it("answers the site's cookies beside cookies baked", () => {
    expect(ask("mi sister bake cookies fi di office, but tell mi, dis site put cookies pon mi laptop?").response).toMatch(/^No\b.*no cookies/);
  });

  it("keeps a cookie recipe off-topic", () => {
    expect(ask("how do I bake chocolate chip cookies?").act).toBe("off_topic");
  });
});

describe("what one setup row includes, asked with more around it", () => {
  it.each([
    ["what does the Airtable setup cover? I don't want to pay just for a login", /data mapping/],
    ["¿qué trae la instalación de Slack? o sea, ¿qué me hacen?", /plantillas de mensajes/],
    ["la fila de Outlook y Gmail, ¿qué incluye esa instalación?", /reglas de enrutamiento/],
  ])("%s", (message, says) => {
    expect(ask(message).response).toMatch(says);
  });
});
