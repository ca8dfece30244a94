import { describe, expect, it } from "vitest";
import { useTrainedEngine } from "../engine-test-support.ts";

// A post's paragraph is quoted from the sentence that answers on, as far as a short reply holds: the sentence holding
// the question's words often only sets up the fact the paragraph goes on to say. A line introducing a list that is not
// quoted is left out, and a "why?" asked after a quote that already gave the reason gets that reason again.

const { ask, conversation } = useTrainedEngine();

describe("the rest of a post's paragraph", () => {
  it("quotes the glossary's terms with the line asking for a glossary", () => {
    const reply = ask("your bilingual care article says to build a glossary first, which real estate terms go in it?");
    expect(reply.response).toMatch(/earnest money|option period/i);
  });

  it("quotes the approved listing-data routes after the line about scraping", () => {
    const reply = ask("per your automation stack article, is scraping listing websites ok for our MLS data?");
    expect(reply.response).toMatch(/IDX|VOW|RESO/);
  });

  it("never ends a quote on a line that introduces a list it does not show", () => {
    const reply = ask("the stack article, which workflow engine do you use?");
    expect(reply.response).toMatch(/n8n/);
    const quote = reply.response.split("\n")[0] ?? "";
    expect(quote).not.toMatch(/:\W*$/);
  });
});

describe("a bare why after a quote that gave the reason", () => {
  it("says the reason again", () => {
    const [, why] = conversation("the stack article, which workflow engine do you use?", "why that one?");
    expect(why?.response).toMatch(/self-hosted/);
  });
});
