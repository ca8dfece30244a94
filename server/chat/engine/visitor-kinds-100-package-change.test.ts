import { describe, expect, it } from "vitest";
import { answerKeys, useTrainedEngine } from "./engine-test-support.ts";
import { heldPackageSaid, packageChangeAsked } from "./package-change.ts";
import { misreadLength } from "./misread-duration.ts";

// Blind probes 147 and 148 (their misses read after their first runs), with phrasings written for these tests, not
// copied from the probes: a package they already have and a step down or up from it, what changes in the move; a
// faster package asked after one; a go-live length misread; fewer platforms than counted; a setup without its fee.

const { conversation } = useTrainedEngine();

describe("the package they have, and a step down or up", () => {
  it("reads the package they say they have", () => {
    expect(heldPackageSaid("we're currently on Growth, but it's only me now")).toBe("growth");
    expect(heldPackageSaid("Tenemos el plan Enterprise desde enero")).toBe("enterprise");
    expect(heldPackageSaid("tụi em đang xài gói Foundation")).toBe("foundation");
    expect(heldPackageSaid("我们目前用的是Growth")).toBe("growth");
    expect(heldPackageSaid("is Growth good for a team of five?")).toBeNull();
  });

  it("gives the step, then what changes, without a topic to lean on for the step", () => {
    expect(packageChangeAsked("what's the step down from here?", "growth", null, undefined)).toEqual({ t: "package-change", from: "growth", to: "foundation", step: true });
    expect(packageChangeAsked("can we upgrade?", "foundation", null, undefined)).toEqual({ t: "package-change", from: "foundation", to: "growth", step: true });
    expect(packageChangeAsked("what would we give up?", "growth", { kind: "package", key: "foundation" }, undefined)).toEqual({ t: "package-change", from: "growth", to: "foundation", step: false });
    expect(packageChangeAsked("can I downgrade?", "foundation", null, undefined)).toEqual({ t: "package-change", from: "foundation", to: "foundation", step: true });
    // After an add-on, "or do I have to move up a package?" asks where the add-on goes.
    expect(packageChangeAsked("can that go on it, or do I have to move up?", "growth", { kind: "addon", key: "voice-ai" }, undefined)).toBeNull();
    expect(packageChangeAsked("what's in it?", "growth", { kind: "package", key: "growth" }, undefined)).toBeNull();
  });

  it("in English: the step down, then what is left behind", () => {
    const [step, lose] = conversation("We've had Growth since spring but half my agents left, down to two of us. Is there a smaller plan?", "And what would we be giving up?");
    expect(step?.response).toMatch(/^The step down from Growth is Foundation\./);
    expect(step?.response).not.toMatch(/\$\d/);
    expect(lose?.response).toMatch(/Moving from Growth down to Foundation/);
    expect(lose?.response).toContain("Traffic-aware showing scheduler");
    expect(lose?.response).toContain("Monthly performance report");
  });

  it("in Spanish, Vietnamese and Chinese", () => {
    const es = conversation("Estamos en el paquete Foundation y contratamos a cinco agentes. ¿Cuál es el plan más grande que sigue?", "¿Y qué ganaríamos con el cambio?");
    expect(es[0]?.response).toMatch(/por encima de Foundation es Growth/);
    expect(es[1]?.response).toMatch(/Al pasar de Foundation a Growth, tendría/);
    const vi = conversation("Chị đang dùng gói Growth mà giờ làm một mình rồi, có gói nhỏ hơn không em?", "Xuống gói đó thì chị thiếu những gì?");
    expect(vi[0]?.response).toMatch(/Gói nhỏ hơn gói Growth là gói Foundation/);
    expect(vi[1]?.response).toContain("Bảng hiệu suất");
    const zh = conversation("我现在用的是Enterprise，公司缩小了，有没有低一档的？", "换过去会少了什么？");
    expect(zh[0]?.response).toMatch(/比Enterprise小一档的是Growth套餐/);
    expect(zh[1]?.response).toMatch(/从Enterprise换到Growth/);
  });

  it("an add-on asked after the step is answered as an add-on", () => {
    const [, , third] = conversation("Tenemos Growth pero me quedé sola. ¿Hay un paquete más chico?", "¿Qué dejaría de tener?", "¿Y al más chico le puedo sumar algo que conteste las llamadas?");
    expect(answerKeys(third!).some((k) => /^(?:addon|need):voice-ai$/.test(k))).toBe(true);
  });
});

describe("a faster package, and a go-live length misread", () => {
  it("gives the package a step smaller with its go-live time", () => {
    const [, faster] = conversation("Which package for a team of 7 agents?", "Is there one that goes live sooner? We can live with less.");
    expect(answerKeys(faster!)).toEqual(["package:foundation", "timeline:foundation"]);
    const zh = conversation("我们8个人，用哪个套餐？", "有没有早点能用上的？");
    expect(answerKeys(zh[1]!)).toEqual(["package:foundation", "timeline:foundation"]);
  });

  it("says the go-live time again when a length is echoed back wrong", () => {
    expect(misreadLength("three months?? no way", [{ t: "entry", id: "timeline" }])).toEqual([{ t: "entry", id: "timeline" }]);
    expect(misreadLength("¿seis meses? uf", [{ t: "timeline", key: "growth" }])).toEqual([{ t: "timeline", key: "growth" }]);
    expect(misreadLength("两个月？太久了", [{ t: "timeline", key: "foundation" }])).toEqual([{ t: "timeline", key: "foundation" }]);
    // Not after anything else, nor when another question follows the echo.
    expect(misreadLength("three months?? no way", [{ t: "entry", id: "pricing" }])).toBeNull();
    expect(misreadLength("two weeks? nice, and what does it cost?", [{ t: "entry", id: "timeline" }])).toBeNull();
    const [, again] = conversation("how soon can Foundation be up?", "a month?? that long?");
    expect(again?.response).toMatch(/within two weeks/);
  });
});

describe("fewer platforms than counted, and no setup fee", () => {
  it("counts the platforms left out of the ones counted", () => {
    const [, fewer] = conversation("We'll want Outlook, HubSpot, Calendly, Mailchimp and Slack connected, 5 in total. Which bundle?", "ok, and without Mailchimp, Slack and Calendly?");
    expect(answerKeys(fewer!)).toEqual(["bundle-for:starter"]);
    const zh = conversation("要连HubSpot、Gmail、Calendly、Slack、QuickBooks，用哪个捆绑包？", "去掉QuickBooks呢？");
    expect(answerKeys(zh[1]!)).toEqual(["bundle-for:pro"]);
  });

  it("a way to connect them without the setup fee is the free self-setup", () => {
    const [, free] = conversation("Gmail, Calendly and HubSpot: which bundle covers those?", "Is there any way to do it with no setup fee?");
    // Yes first (yes-no.ts): there is a way, the free self-setup.
    expect(answerKeys(free!)).toEqual(["verdict", "entry:self-setup"]);
    expect(free?.response).toMatch(/^Yes\. With the free self-setup there is no setup fee/);
  });
});
