import { describe, expect, it } from "vitest";
import { useTrainedEngine } from "./engine-test-support.ts";

// Kinds of blind probes 39-40's follow-up misses, with phrasings written for these tests: the add-ons the visitor named
// kept in their order after one was picked by price, "can it go on <package>", one platform's fee asked of "that",
// another platform added to a setup thread, the package recommended (not an add-on inferred) as what "that one" is, a
// size or a want supposed after a recommendation, the browser's copy of the chat, deletion said with "q", leaving the
// newsletter, what a setup row includes besides connecting, and who builds the systems.

const { ask, conversation } = useTrainedEngine();

describe("add-ons named together stay the list their ordinals pick from", () => {
  it("Spanish: after the cheapest of three, 'el segundo q te dije' is the second named", () => {
    const [, second, third] = conversation("de Voice AI, Social Scheduler y Email Commander cual cuesta menos?", "y el segundo q te dije cuanto es de instalacion?", "y el tercero al mes?");
    expect(second?.response).toContain("Social Scheduler");
    expect(second?.response).toContain("$2,000");
    expect(third?.response).toContain("Email Commander");
  });
  it("Vietnamese: 'cái đầu tiên tui nói' is the first named", () => {
    const [, first] = conversation("Email Commander với Market Dashboard, cái nào rẻ hơn?", "cái đầu tiên tui nói thì phí cài đặt bao nhiêu?");
    expect(first?.response).toContain("Email Commander");
    expect(first?.response).toContain("$1,500");
  });
  it("English: 'could it go with Growth?' after an add-on is asked of any package", () => {
    const [, onto] = conversation("what's the Social Scheduler cost?", "ok, could it go with Growth?");
    expect(onto?.response).toMatch(/any package/i);
  });
});

describe("platforms counted in a setup thread", () => {
  it("one platform connected, then 'the fee for just that'", () => {
    const reply = ask("Only kvCORE needs connecting for now. What's the fee for just that one?");
    expect(reply.response).toContain("$750");
    expect(reply.response).not.toMatch(/priced for each business/);
  });
  it("'add Gmail to that, what's setup now?' after one row is the bundle for two", () => {
    const [, added] = conversation("What does kvCORE setup cost?", "Cool. Add Gmail to that. What's the setup now?");
    expect(added?.response).toMatch(/Starter Bundle/);
  });
});

describe("the package recommended is what 'that one' is", () => {
  it("a need's add-on beside the recommendation does not become the subject", () => {
    const [rec, time] = conversation("somos 6 en leasing y queremos secuencias de seguimiento, cual paquete?", "y ese cuánto se demora en estar funcionando?");
    expect(rec?.context.topic).toEqual({ kind: "package", key: "growth" });
    expect(time?.response).toMatch(/tres a cuatro/);
  });
  it("English: a size and a want supposed after the recommendation recommend again", () => {
    const [, , then] = conversation("I'm a solo agent and want a chatbot on my site. Which package?", "How long does that take?", "Alright, and once we're 4 agents wanting follow-up sequences, what then?");
    expect(then?.response).toMatch(/I'd suggest Growth/);
  });
  it("Spanish: the whole office wanting a dedicated account manager is Enterprise", () => {
    const [, then] = conversation("somos 3 agentes y queremos seguimiento automatico, que paquete?", "y si toda la oficina quiere tableros para la gerencia y un ejecutivo de cuenta dedicado?");
    expect(then?.response).toMatch(/Le sugiero Enterprise/);
  });
});

describe("privacy follow-ups", () => {
  it("the browser's copy of the chat, asked in Spanish and Vietnamese", () => {
    for (const message of ["mi navegador cuantos mensajes se queda guardados?", "trình duyệt lưu lại mấy tin nhắn vậy?"]) {
      expect(ask(message).response, message).toContain("60");
    }
  });
  it("'how do the connections reach my CRM?' after the data-safety answer is that answer's official access", () => {
    const [, how] = conversation("is the info on my clients safe with y'all?", "and how do the connections reach my CRM?");
    expect(how?.response).toMatch(/official, encrypted access/);
  });
  it("deletion said with Spanish chat's 'q'", () => {
    expect(ask("bueno igual borren lo q tengan sobre mi porfa").act).toBe("deletion");
  });
  it("leaving the newsletter is the unsubscribe link", () => {
    expect(ask("si ya no quiero el boletín, ¿cómo me salgo?").response).toMatch(/cancelar la suscripci/);
    expect(ask("how would I get off the newsletter later on?").response).toMatch(/unsubscribe/);
  });
});

describe("site words", () => {
  it("what a setup row includes besides connecting", () => {
    expect(ask("what's included in the CRM setup besides connecting it?").response).toMatch(/training/);
    expect(ask("la instalacion del CRM q incluye aparte de conectarlo?").response).toMatch(/capacitaci/);
  });
  it("who builds the systems", () => {
    expect(ask("who really builds the automations for your clients?").response).toMatch(/automation engineers/);
    expect(ask("¿quiénes construyen los sistemas?").response).toMatch(/ingenieros de automatizaci/);
  });
});
