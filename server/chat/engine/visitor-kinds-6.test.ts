import { beforeAll, describe, expect, it } from "vitest";
import { talkTo, trainedEngine } from "./engine-test-support.ts";
import type { ChatEngine } from "./types.ts";

// A sixth round of failure kinds seen with real visitors, each in the four languages, with phrasings written for
// these tests (never the visitors' own words).

let engine: ChatEngine;
beforeAll(async () => {
  engine = await trainedEngine();
});
const { ask } = talkTo(() => engine);

describe("how soon someone answers after the form is our reply time, not a request for a person", () => {
  it.each([
    ["Once I submit the form on your site, how quickly does a real person answer?", /24 hours/],
    ["What's your usual turnaround for getting back to people who write in?", /24 hours/],
    ["¿Cuánto se demoran en responder si les mando el formulario hoy?", /24 horas/],
    ["Gửi form xong thì khoảng bao lâu có người liên lạc với em?", /24 giờ/],
    ["填完表格以后，大概多久会有人联系？", /24小时/],
    ["提交联系表后多长时间能收到回复？", /24小时/],
  ])("%s", (message, expected) => {
    const reply = ask(message);
    expect(reply.act).toBe("question");
    expect(reply.response).toMatch(expected);
  });
});
