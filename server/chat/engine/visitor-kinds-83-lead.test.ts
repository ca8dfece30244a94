import { describe, expect, it } from "vitest";
import { useTrainedEngine } from "./engine-test-support.ts";

// Lead names left over from blind probe 80, by mechanism, with phrasings written for these tests: a full name, then
// the business they work at, after a greeting; a Chinese relative or assistant of someone named, then their own name.

const { ask } = useTrainedEngine();

describe("a full name, then where they work, after a greeting", () => {
  it.each([
    ["hey there, Marcy Pettibone at Larchmont Realty, my boss asked me to send this: marcy@example.org", "Marcy Pettibone", "Larchmont Realty"],
    ["hello, Quinn Ashdown with Ashdown Homes. text me on 713-555-0148", "Quinn Ashdown", "Ashdown Homes"],
  ])("%s", (message, name, company) => {
    const { entities } = ask(message);
    expect(entities.name).toBe(name);
    expect(entities.company).toBe(company);
  });

  it("a place after 'at' is no business, and the name is not guessed from it", () => {
    expect(ask("hi, picked this up at Memorial Park, text 713-555-0148").entities.name).toBeUndefined();
  });
});

describe("a Chinese relative or assistant, then their own name", () => {
  it.each([
    ["我是建华的太太过美玲，他让我留个电话：713-555-0148", "过美玲"],
    ["我是李总的助理王芳，邮箱 wangfang@example.org", "王芳"],
  ])("%s", (message, name) => {
    expect(ask(message).entities.name).toBe(name);
  });

  it("no name follows: nothing is guessed", () => {
    expect(ask("我是他的助理，电话713-555-0148").entities.name).toBeUndefined();
  });
});
