import { describe, expect, it } from "vitest";
import { useTrainedEngine } from "./engine-test-support.ts";

// English misses of the probes before 87, by mechanism, with phrasings written for these tests: packages compared by
// rank or by what one adds over the other, the line-up asked for whole, when a person should take over (asked, not
// requested), a place named before "you go out there?", a channel refused beside another asked, "y'all's" as "your",
// AI vendors guessed, small talk idioms, offices said without "in", clients in several languages, add-ons found from the
// need told around them, a sized pick after a list.

const { ask, conversation } = useTrainedEngine();
const last = (...messages: string[]) => conversation(...messages).at(-1)!;

describe("two packages set side by side by rank or by what one adds over the other", () => {
  it.each([
    "what sets the bottom tier apart from the middle tier?",
    "what separates Foundation from Growth, in plain words?",
    "we'd begin with Foundation and upgrade later, what do we get extra going from that one to Growth?",
    "she'll start on the entry package and maybe step up later, what would she gain moving from that one to the middle one?",
  ])("%s compares Foundation and Growth", (message) => {
    const response = ask(message).response;
    expect(response).toMatch(/^Foundation, for individual agents/);
    expect(response).toMatch(/\n\nGrowth \(our most popular package\)/);
  });

  it.each(["so what does the premium package have that the Growth package does not?", "what does the high-end plan include that the Growth one doesn't?"])("%s compares Enterprise and Growth", (message) => {
    const response = ask(message).response;
    expect(response).toMatch(/^Enterprise, for brokerages/);
    expect(response).toMatch(/Growth \(our most popular package\)/);
  });

  it("after the line-up, the top one and the middle one are Enterprise and Growth", () => {
    const response = last("which plans do you offer?", "ok the top one, what does it get that the middle one is missing?").response;
    expect(response).toMatch(/^Enterprise, for brokerages/);
    expect(response).toMatch(/Growth \(our most popular package\)/);
    expect(response).not.toMatch(/Foundation, for individual agents/);
  });
});

describe("the line-up of packages asked for whole", () => {
  it.each(["run me through your tiers please", "Shopping around. Break down your three plans for me.", "can you explain the different levels you offer?"])("%s: each package with what it includes", (message) => {
    const response = ask(message).response;
    for (const name of [/Foundation, for individual agents/, /Growth \(our most popular package\)/, /Enterprise, for brokerages/]) expect(response).toMatch(name);
  });

  it.each(["which tiers do you have?", "what tiers are there?"])("%s: the list", (message) => {
    expect(ask(message).response).toMatch(/^We offer three packages:/);
  });

  it("a size told beside it still asks which fits", () => {
    expect(ask("We're a team of six. What tiers are there?").response).toMatch(/Growth/);
  });
});

describe("when a person should take over, asked of the product or a post", () => {
  it.each([
    "when is a real person supposed to take over from your AI?",
    "in your speed to lead article, in what situations should a real person take over?",
    "at what point does a human have to take over from the bot?",
  ])("%s is a question", (message) => {
    const reply = ask(message);
    expect(reply.act).toBe("question");
    expect(reply.handoff).toBe(false);
  });

  it("a person asked to take over this chat is still a hand-off", () => {
    expect(ask("can a person take over this chat please").act).toBe("handoff");
  });
});

describe("a place named before \"you go out there?\"", () => {
  it.each([
    ["do y'all cover Montrose?", "and St. Mary's Landing off 99, you come out there?", /St\. Mary's Landing isn't among the areas/],
    ["do you serve Katy?", "and Pecan Hollow, you ever go out there?", /Pecan Hollow isn't among the areas/],
  ])("after %s, %s", (first, second, expected) => {
    expect(last(first, second).response).toMatch(expected);
  });

  it("a listed place said the same way is served", () => {
    expect(last("do you serve Katy?", "and Bellaire, you go out there?").response).toMatch(/^Yes, we serve Bellaire/);
  });
});

describe("a channel refused beside another asked", () => {
  it.each(["not a fan of texting, just e-mail me instead", "please don't text me, I'd rather get an e-mail"])("%s is a preference for e-mail, not an opt-out", (message) => {
    const reply = last("I'm Rosa, 281-555-0163, rosa.l@example.com", message);
    expect(reply.act).not.toBe("opt_out");
    expect((reply.context as { channel?: string; optOut?: boolean }).channel).toBe("email");
    expect((reply.context as { optOut?: boolean }).optOut).toBe(false);
  });

  it("a refusal alone is still an opt-out", () => {
    expect(last("I'm Rosa, 281-555-0163, rosa.l@example.com", "please don't text me").act).toBe("opt_out");
  });
});

describe("y'all's, youse and yer turn to us", () => {
  it.each(["does y'all's system run on anything besides OpenAI, like Claude?", "does yer setup run on Claude or only ChatGPT?"])("%s is our stack asked", (message) => {
    const reply = ask(message);
    expect(reply.act).toBe("question");
    expect(reply.response).toMatch(/Anthropic Claude/);
  });
});

describe("AI vendors named as guesses get the whole list we build on", () => {
  it.each(["is it Gemini or ChatGPT powering your agents?", "what runs your bots, openai or one of those crowd?", "do you build on any of the big AI names?"])("%s", (message) => {
    expect(ask(message).response).toMatch(/We build on OpenAI, Anthropic Claude/);
  });

  it("one platform asked alone still gets its yes", () => {
    expect(ask("do you work with OpenAI?").response).toMatch(/^Yes, we work with OpenAI/);
  });
});

describe("small-talk idioms and turns", () => {
  it("no song and dance asks for a price, not a song", () => {
    expect(ask("what does Foundation cost, no song and dance please").act).toBe("question");
  });

  it("anyhow turns from the game to the question", () => {
    expect(ask("got the game on in the background, anyhow - does the bot answer clients in Spanish at night?").act).toBe("question");
  });

  it("a song asked for is still off-topic", () => {
    expect(ask("write me a song about closing day").act).toBe("off_topic");
  });
});

describe("an office asked of a place said without \"in\"", () => {
  it.each(["you guys got an office over on the east coast?", "have you got staff in Florida, say a Tampa branch?"])("%s: the honest gap", (message) => {
    const reply = ask(message);
    expect(reply.response).toMatch(/Our site doesn't say whether we have an office/);
  });

  it("and where we are, asked beside it, gets where we work", () => {
    expect(ask("is your office in Katy, or where are you based?").response).toMatch(/We focus on the Houston market/);
  });
});

describe("their own clients in several languages, and how to answer them", () => {
  it.each([
    "half my renters speak Korean and the rest Arabic, how am I supposed to answer them?",
    "our sellers speak Hindi, Urdu, Punjabi... how should our agents handle that?",
  ])("%s gets the post on serving clients in their language", (message) => {
    expect(ask(message).response).toMatch(/\/blog\/bilingual-client-care/);
  });

  it("a language asked of our AI is still the gap", () => {
    expect(ask("can your bot speak Korean?").response).toMatch(/Our site doesn't say whether your AI can answer in that language/);
  });
});

describe("add-ons found from the need told around them", () => {
  it.each([
    "our fb and ig market posts are a chore, can you automate those? setup and monthly?",
    "could you handle our facebook and instagram property posts? what's setup and monthly",
  ])("%s is the Social Scheduler", (message) => {
    expect(ask(message).response).toMatch(/Social Scheduler \(\$2,000 setup \+ \$247\/month\)/);
  });

  it.each([
    "I manage 40 units, tenants messaging me at 3am in Spanish and Vietnamese, which add-on handles that and what's the price",
    "our renters text overnight in Spanish and Chinese. what have you got for that?",
  ])("%s is the 24/7 Customer Service Agent", (message) => {
    expect(ask(message).response).toMatch(/24\/7 Customer Service Agent \(\$3,000 setup \+ \$497\/month\)/);
  });

  it("the messaging add-on named is still Enhanced Messaging", () => {
    expect(ask("how much is the texting add-on?").response).toMatch(/^Enhanced Messaging: \$129\/month/);
  });

  it("a platform's setup asked alone is still its row", () => {
    expect(ask("what's the setup fee for Facebook?").response).toMatch(/Business and Marketing setup/);
  });

  it("nothing more than that names no tool", () => {
    expect(ask("eight agents want automatic follow-up tied into our CRM, nothing more than that. which plan fits?").response).toMatch(/Growth/);
  });
});

describe("a sized pick right after a list", () => {
  it("the smallest one after the bundles is the Starter Bundle", () => {
    expect(last("what setup bundles are there?", "which is the smallest one?").response).toMatch(/Starter Bundle covers any 2 platforms/);
  });

  it("the biggest one after the packages is Enterprise", () => {
    expect(last("what plans do you have?", "and the biggest one?").response).toMatch(/^Enterprise, for brokerages/);
  });
});
