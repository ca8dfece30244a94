import { describe, expect, it } from "vitest";
import { useTrainedEngine } from "./engine-test-support.ts";

// Blind probes 77 and 78's English misses, by mechanism, with phrasings written for these tests: in a thread of
// bundles, the count the visitor grows to ("once we grow to five next year") is the bundle asked for, whatever the
// reason or the time said with it.

const { ask, conversation } = useTrainedEngine();

describe("the count a bundle thread grows to", () => {
  it("is the bundle of that size, said with why and when", () => {
    const replies = conversation(
      "how much is the setup to connect Airtable?",
      "and Slack as well, so that's two?",
      "say business picks up and we get to five later next year, what then?",
    );
    expect(replies[2]?.response).toMatch(/Enterprise Bundle/);
  });

  it("keeps a count of agents no platform count", () => {
    const replies = conversation("how much is the setup to connect Airtable?", "and Slack as well, so that's two?", "and once the team grows and we end up with six agents?");
    expect(replies[2]?.response).not.toMatch(/Enterprise Bundle/);
  });
});

describe("thanks said as praise of the help", () => {
  it("is thanks, not an off-topic remark", () => {
    expect(ask("cheers, you've been a massive help, glad I asked").act).toBe("thanks");
  });

  it("keeps a question after 'cheers' a question, and 'no help' no thanks", () => {
    expect(ask("cheers, and how much is Voice AI a month?").act).toBe("question");
    expect(ask("that's no help at all").act).not.toBe("thanks");
  });
});

describe("a sight of back home we are asked if we have seen", () => {
  it("is small talk, not a question for our team", () => {
    expect(ask("you ever seen the northern lights? we got them all winter back home, bet Texas never does").act).toBe("off_topic");
  });

  it("keeps a question about a bot of ours a question", () => {
    expect(ask("have you ever seen an AI that books showings by itself?").act).toBe("question");
  });
});

describe("what every package includes, the package not yet picked", () => {
  it("lists what all include", () => {
    expect(ask("whichever plan we end up on, what do we get as standard?").response).toMatch(/Every package includes/);
  });
});

describe("done for us or by ourselves, in the visitor's words", () => {
  it("gets both setup options", () => {
    expect(ask("not great with tech. do your lot set it all up or do I?").response).toMatch(/Done-for-you setup/);
  });
});

describe("the hookups done by the visitor", () => {
  it("is the free self-setup", () => {
    expect(ask("if my assistant does the hook-ups herself, is that part still charged?").response).toMatch(/free self-setup/);
  });
});

describe("the self-setup checked by someone of ours", () => {
  it("gets the review before go-live, whatever small talk comes before", () => {
    expect(ask("made pancakes this morning, proper treat. if we go the self-setup route, will somebody at your end check our connections?").response).toMatch(/review/);
  });
});

describe("a form sent and no call, told after a sentence of feeling", () => {
  it("is a complaint", () => {
    expect(ask("come on now. filled your form on Friday, nobody gave me a ring, and my boss wants to know why").act).toBe("complaint");
  });

  it("reads a bare 'Nothing.' after what was asked as no reply", () => {
    expect(ask("I asked for a quote through your form on Monday. Nothing. It's Friday now.").act).toBe("complaint");
  });
});

describe("the lead's agent who does not reply, asked of the post named", () => {
  it("is the routing row, with the negation typed with its apostrophe", () => {
    expect(ask("in the speed to lead blog, what happens if the agent a lead got sent to doesn't get back in time?").response).toMatch(/Team lead or backup agent/);
  });

  it("reads the lead left sitting with its agent the same", () => {
    expect(ask("in your post on answering leads fast, what happens when the agent it's assigned to just sits on it?").response).toMatch(/Team lead or backup agent/);
  });
});

describe("what we build on, with another tool named", () => {
  it("is the technology strip", () => {
    expect(ask("what do you lot build the automations on, Zapier or what?").response).toMatch(/n8n/);
  });

  it("gives the stack post's reason when the favourite tool is asked with why", () => {
    expect(ask("which automation platform do you rate most and why?").response).toMatch(/self-hosted/);
  });
});
