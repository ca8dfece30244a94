import { describe, expect, it } from "vitest";
import { useTrainedEngine } from "./engine-test-support.ts";
import { sampleFacts } from "./sample-facts.ts";
import type { Intent } from "./types.ts";

const { ask, conversation, engine } = useTrainedEngine();

describe("intents", () => {
  const cases: [string, Intent][] = [
    ["hi there", "greeting"],
    ["hola, buenas tardes", "greeting"],
    ["what services do you offer?", "services"],
    ["¿qué servicios ofrecen?", "services"],
    ["how much does it cost?", "pricing"],
    ["¿cuánto cobran?", "pricing"],
    ["what packages do you have", "packages"],
    ["what add-ons do you have", "addons"],
    ["tell me about your bundles", "bundles"],
    ["how much to connect my CRM?", "setup_fees"],
    ["I want to book a consultation", "booking"],
    ["quiero agendar una consulta", "booking"],
    ["what are your hours?", "hours"],
    ["what's your phone number", "contact"],
    ["do you serve The Woodlands?", "location"],
    ["does it integrate with HAR MLS?", "integrations"],
    ["how does it work?", "how_it_works"],
    ["what results can I expect?", "results"],
    ["do you have a blog?", "blog"],
    ["I want to talk to a human", "handoff"],
    ["my email is ana@example.com", "lead_details"],
    ["thanks!", "thanks"],
    ["bye", "goodbye"],
    ["Hello there\nwhat are your hours?", "hours"],
    ["tell me a joke", "off_topic"],
  ];
  it.each(cases)("%s → %s", (message, intent) => {
    expect(ask(message).intent).toBe(intent);
  });

  it("answers the question it classified, from the facts it was given", () => {
    const facts = { ...sampleFacts, phone: "(281) 555-0999", email: "team@other.example", hours: "Monday - Friday, 9 AM - 5 PM CST" };
    expect(ask("what's your phone number", null, facts).response).toContain("(281) 555-0999");
    expect(ask("what is your email address", null, facts).response).toContain("team@other.example");
    expect(ask("what are your hours", null, facts).response).toContain("9 AM - 5 PM CST");
    expect(ask("¿a qué hora abren?", null, facts).response).toContain("lunes - viernes, 9 AM - 5 PM CST");
    expect(ask("how do I book a call?", null, facts).response).toContain(facts.bookingUrl);
  });

  it("gives published add-on, bundle and setup prices", () => {
    expect(ask("how much is voice ai?").response).toContain("$197/month");
    expect(ask("¿cuánto cuesta el email commander?").response).toMatch(/\$1,500 de instalación \+ \$197\/mes/);
    expect(ask("how much is the pro bundle").response).toContain("$900");
    expect(ask("precio del bundle enterprise").response).toContain("$1,500");
    expect(ask("what's the setup fee for hubspot").response).toContain("$750-$1,200+");
  });

  it("lists related blog posts with their links", () => {
    const reply = ask("any articles about CRM integrations?");
    expect(reply.intent).toBe("blog");
    expect(reply.response).toContain("/blog/connecting-your-crm");
  });
});

describe("language", () => {
  it("replies in the visitor's language and keeps it for undecided messages", () => {
    const [first, second, third] = conversation("hola, ¿qué servicios tienen?", "Growth?", "ok thanks");
    expect(first?.language).toBe("es");
    expect(first?.response).toContain("Esto es lo que creamos");
    expect(second?.language).toBe("es");
    expect(third?.language).toBe("en");
    expect(third?.response).toMatch(/You're welcome/);
  });

  it("answers Vietnamese and Chinese in kind", () => {
    expect(ask("xin chào, giá bao nhiêu?").language).toBe("vi");
    expect(ask("你们的营业时间？").response).toContain("工作时间");
  });
});

describe("context follow-ups", () => {
  it("'how much is that one?' refers to the package just discussed, without a figure", () => {
    const [, followUp] = conversation("tell me about the Growth package", "how much is that one?");
    expect(followUp?.intent).toBe("pricing");
    expect(followUp?.response).toContain("Growth pricing is tailored");
    expect(followUp?.response).toContain(sampleFacts.bookingUrl);
  });

  it("'¿cuánto cuesta ese?' works in Spanish", () => {
    const [, followUp] = conversation("háblame del paquete Enterprise", "¿cuánto cuesta ese?");
    expect(followUp?.response).toContain("El precio de Enterprise");
    expect(followUp?.language).toBe("es");
  });

  it("follows up on an add-on with its published price", () => {
    const [, followUp] = conversation("what does the social scheduler do?", "and how much is it?");
    expect(followUp?.response).toContain("$2,000 setup + $247/month");
  });

  it("starts fresh when the stored context is not a context", () => {
    const reply = engine().reply({ message: "how much is that one?", facts: sampleFacts, context: { nonsense: true } });
    expect(reply.intent).toBe("pricing");
    expect(reply.context.turns).toBe(1);
    expect(JSON.parse(JSON.stringify(reply.context))).toEqual(reply.context);
  });
});

describe("lead details and handoff", () => {
  it("extracts the details, confirms the team will reach out and accumulates across turns", () => {
    const [intro, contact] = conversation("Hi, I'm Brian with Montrose Realty Group, I'm a team leader", "brian@montrose.example");
    expect(intro?.intent).toBe("lead_details");
    expect(intro?.leadDetails).toBe(false);
    expect(intro?.response).toMatch(/e-mail or phone/);
    expect(contact?.leadDetails).toBe(true);
    expect(contact?.response).toContain("Our team will reach out at brian@montrose.example within 24 hours");
    expect(contact?.context.lead).toMatchObject({ name: "Brian", company: "Montrose Realty Group", role: "Team Leader", email: "brian@montrose.example" });
  });

  it("confirms in Spanish", () => {
    const reply = ask("soy Lucía, administradora de propiedades, mi cel es 832-555-0144");
    expect(reply.leadDetails).toBe(true);
    expect(reply.entities).toMatchObject({ name: "Lucía", role: "Property Manager", phone: "832-555-0144" });
    expect(reply.response).toContain("se pondrá en contacto con usted al 832-555-0144");
  });

  it("does not report lead details again when nothing new was said", () => {
    const [, again] = conversation("my email is jo@example.com", "my email is jo@example.com");
    expect(again?.leadDetails).toBe(false);
  });

  it("offers the booking link, phone and contact form when asked for a person, and flags it", () => {
    for (const message of ["can I talk to a real person?", "quiero hablar con una persona"]) {
      const reply = ask(message);
      expect(reply.handoff).toBe(true);
      expect(reply.context.handoff).toBe(true);
      expect(reply.response).toContain(sampleFacts.bookingUrl);
      expect(reply.response).toContain(sampleFacts.phone);
      expect(reply.response).toContain("/contact");
    }
  });
});

describe("sentiment in replies", () => {
  it("scores the message and acknowledges an unhappy visitor", () => {
    const reply = ask("I'm frustrated, I keep missing leads. What services do you have?");
    expect(reply.sentiment).toBe("negative");
    expect(reply.response.startsWith("I'm sorry to hear that.")).toBe(true);
    expect(ask("this is awesome, thanks!").sentiment).toBe("positive");
    expect(ask("what are your hours").sentiment).toBe("neutral");
  });
});

describe("contact details that are not quite there", () => {
  it("says an address like 'bob@@gmail' was not saved and asks again, then takes the corrected one", () => {
    const [first, second] = conversation("ok my email is bob@@gmail", "sorry, it's bob@gmail.com");
    expect(first!.response).toContain("bob@@gmail");
    expect(first!.response).toMatch(/doesn't look like a complete e-mail address/);
    expect(first!.leadDetails).toBe(false);
    expect(first!.context.lead.email).toBeUndefined();
    expect(second!.leadDetails).toBe(true);
    expect(second!.context.lead.email).toBe("bob@gmail.com");
    expect(second!.response).toContain("bob@gmail.com");
  });

  it("asks in the visitor's language", () => {
    expect(ask("mi correo es ana@", null).response).toMatch(/no parece un correo completo/);
  });
});

describe("complaints about something we sold", () => {
  it.each([
    "I already paid and nothing works, I want a refund",
    "the bot stopped working and i want my money back",
    "quiero mi reembolso, no funciona nada",
    "我要退款，用不了",
  ])("%s → apology and a person, not 'the site doesn't say'", (message) => {
    const reply = ask(message);
    expect(reply.handoff).toBe(true);
    expect(reply.response).not.toMatch(/doesn't say|no lo dice|没有提到/);
  });

  it("a question about a refund policy is still a question", () => {
    expect(ask("whats ur refund policy").handoff).toBeFalsy();
  });
});
