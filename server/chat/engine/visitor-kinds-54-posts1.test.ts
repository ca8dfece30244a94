import { describe, expect, it } from "vitest";
import { useTrainedEngine } from "./engine-test-support.ts";

// Facts asked of a post, in English and Spanish: "or something official" is one side of a choice, not a search; "when's
// the bot meant to hand over" asks the article, not for a person; "supposed to get" is receiving; a sentence naming the
// post stays with the "like what?" after it; "what kind of crews" asks the sentence naming them; a remark after a post
// search adds no answer; Spanish "repartir … por turno", "ordenan evacuar", "en lo del tráfico, ¿…?", "fraccionamiento
// cerrado", "la llave" and "la nota del mercado".

const { ask, conversation } = useTrainedEngine();
const STACK = "got an article on hooking up the MLS, CRM and calendar?";

describe("a fact asked of a post named, in English", () => {
  it("reads 'or something official' as a choice asked of the storm post", () => {
    const reply = ask("your storm guide: are the tenant alerts based on TV reports or something official?");
    expect(reply.response).toMatch(/National Hurricane Center/);
  });
  it("still searches the posts for 'something on' a subject", () => {
    expect(ask("do you have something on hurricanes?").response).toMatch(/\/blog\/hurricane-season/);
  });
  it("answers when the bot hands over from the article, not with a handoff", () => {
    const reply = ask("per your speed to lead article, when's the bot meant to hand the chat over to a person?");
    expect(reply.act).toBe("question");
    expect(reply.response).toMatch(/negotiation|divorce|legal/);
  });
  it("still hands off when the visitor wants a person now", () => {
    expect(ask("can I talk to a real person now?").act).toBe("handoff");
  });
  it("reads 'supposed to get' as what the agent receives", () => {
    const reply = ask("the speed to lead post: once the bot hands a chat off, what's the agent supposed to get?");
    expect(reply.response).toMatch(/short summary/);
  });
  it("keeps the sentence naming the post with the 'for example?' after it", () => {
    const reply = ask("Read the welcome post. It says an AI assistant can't do everything. For example?");
    expect(reply.response).toMatch(/listing agreement|legal advice/);
  });
  it("answers 'what kind of crews' with the sentence naming them", () => {
    const reply = ask("what kind of crews does the hurricane playbook want on the vendor list?");
    expect(reply.response).toMatch(/tree removal|roofing/);
  });
});

describe("follow-ups on the stack post", () => {
  it("adds no overview for a remark after the search, so the next question stays on the post", () => {
    const replies = conversation(`${STACK} my old setup was a mess`, "can we just pull listings from other websites?");
    expect(replies[0]?.response).not.toMatch(/It works in three steps/);
    expect(replies[1]?.response).toMatch(/scrape|IDX|approved/);
  });
});

describe("a fact asked of a post, in Spanish", () => {
  it("answers by zone from the speed-to-lead post when asked how leads are shared out", () => {
    expect(ask("¿cómo dice el post que se reparten los prospectos, por turnos?").response).toMatch(/zona|[Cc]ódigo postal/);
  });
  it("answers the evacuation row of the storm post", () => {
    expect(ask("¿el artículo del huracán qué dice que se haga cuando ordenan desalojar?").response).toMatch(/ReadyHarris/);
  });
  it("reads 'en lo del tráfico, ¿…?' as the traffic post, with the key pickup's buffer", () => {
    expect(ask("en lo del tráfico, ¿qué tanto más tiempo si hay que ir por la llave?").response).toMatch(/10 more minutes|10 minutos/);
  });
  it("does not read 'en lo del precio' as a post", () => {
    expect(ask("en lo del precio, ¿cuánto cuesta Growth?").response).not.toMatch(/artículo/);
  });
  it("answers how often the market note goes out, on the post just shown", () => {
    const replies = conversation("¿tienen un artículo de responder rápido a prospectos?", "¿cada cuánto le llega al cliente la nota de mercado?");
    expect(replies[1]?.response).toMatch(/mensual/);
  });
});
