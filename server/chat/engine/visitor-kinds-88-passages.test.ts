import { describe, expect, it } from "vitest";
import { useTrainedEngine } from "./engine-test-support.ts";

// Which post a "blog bit/piece on X" names, with phrasings written for these tests: the words after "blog bit on" name
// the post, and of posts whose titles hold them as much, the one whose title says the visitor's own word ("calendars":
// "…MLS, CRM and Calendar") over one holding only a synonym the glossary gave it ("Scheduling…").

const { ask } = useTrainedEngine();

describe("a post named as a piece of the blog on a subject, by the title saying the visitor's own word", () => {
  it.each(["your blog bit on calendars, when should clients get reminded about a showing", "the blog piece on calendars, do reminders go out before a showing?"])("%s", (message) => {
    const { response } = ask(message);
    expect(response).toMatch(/Connecting MLS, CRM and Calendar/);
    expect(response).toMatch(/day before and an hour before/);
  });
});
