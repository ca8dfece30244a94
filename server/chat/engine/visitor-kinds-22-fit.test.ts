import { describe, expect, it } from "vitest";
import { extractEmail } from "./contact-details.ts";
import { useTrainedEngine } from "./engine-test-support.ts";

// Blind probe 22's details, by kind, with phrasings written for these tests (never the visitors' own words): an e-mail
// address read out in words (at/dot, arroba/punto, a còng/chấm, 艾特/点), and a full name given after a colon, right
// before the number it belongs to.

const { ask } = useTrainedEngine();

describe("an e-mail address read out in words", () => {
  it("is written back as an address in the four languages", () => {
    expect(extractEmail("you can write to kim at oakbend dot co")).toBe("kim@oakbend.co");
    expect(extractEmail("mi correo es lupe arroba casasdelsol punto com")).toBe("lupe@casasdelsol.com");
    expect(extractEmail("mail cua em: thao a còng bayouhomes chấm net")).toBe("thao@bayouhomes.net");
    expect(extractEmail("邮箱是 liwei 艾特 163 点 com")).toBe("liwei@163.com");
    expect(extractEmail("send it to marco at harborline dot realty dot us")).toBe("marco@harborline.realty.us");
  });

  it("needs a known ending, so plain words with at and dot stay words", () => {
    expect(extractEmail("I'm at the office dot dot dot waiting")).toBeUndefined();
    expect(extractEmail("we meet at noon, see you")).toBeUndefined();
    expect(extractEmail("I'm at home dot com")).toBeUndefined();
  });

  it("is taken as the visitor's detail and thanked for", () => {
    const reply = ask("here is my email, trent at gulfbreeze dot example dot org, send me the details");
    expect(reply.entities.email).toBe("trent@gulfbreeze.example.org");
    expect(reply.response).toContain("trent@gulfbreeze.example.org");
    expect(reply.response).not.toContain("hello@bayoucity.ai");
  });
});

describe("a full name after a colon, right before its number", () => {
  it("is the visitor's name in Vietnamese and Spanish", () => {
    expect(ask("gọi lại cho em nha: Nguyen Bao Tram 832 555 0161").entities.name).toBe("Nguyen Bao Tram");
    expect(ask("anóteme así: Marta Lucía Pérez 713 555 0172").entities.name).toBe("Marta Lucía Pérez");
  });

  it("is not an offering's name", () => {
    expect(ask("put this down: Growth Package 713 555 0183").entities.name).toBeUndefined();
  });
});
