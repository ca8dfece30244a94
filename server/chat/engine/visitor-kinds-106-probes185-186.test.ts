import { describe, expect, it } from "vitest";
import { useTrainedEngine } from "./engine-test-support.ts";
import { findUnpublishedFigures } from "./price-guard.ts";
import { sampleFacts } from "./sample-facts.ts";

// Session 67's second round, on the misses of blind probes 185 and 186 (first scored at d90e2e2b, before any of their
// misses was read: 85.9 and 74.1 %), with phrasings written for these tests: published prices over a span of months
// (cost-over-time.ts), two add-ons summed with the one talked about, another product compared, and smaller readings.

const { ask, conversation } = useTrainedEngine();

describe("what published prices come to over months", () => {
  it("an add-on's first year, setup included, in the four languages", () => {
    expect(ask("first year of the social scheduler, setup and all, what's that come to?").response).toMatch(/\$2,000 setup \+ 12 × \$247\/month = \$4,964/);
    expect(ask("¿Cuánto sale el primer año del Email Commander con la instalación?").response).toContain("$3,864");
    expect(ask("voice ai xài nguyên năm hết bao nhiêu vậy?").response).toContain("$2,364");
    expect(ask("Market Dashboard用一整年要多少钱？").response).toContain("$1,788");
  });

  it("months said in numbers, the monthly part alone, and the add-on being talked about", () => {
    expect(ask("how much for 3 months of enhanced messaging?").response).toContain("3 × $129/month = $387");
    const [, year] = conversation("how much is email commander", "and a full year of that one, just the monthly part?");
    expect(year?.response).toContain("12 × $197/month = $2,364");
    expect(year?.response).not.toContain("$3,864");
  });

  it("two add-ons set against each other over a year", () => {
    const reply = ask("over a year, how much more is the 24/7 agent than voice ai, setup included?").response;
    expect(reply).toContain("$8,964");
    expect(reply).toContain("$2,364");
    expect(reply).toMatch(/Difference: \$6,600/);
    const [, instead] = conversation("¿cuánto es el de redes sociales?", "¿y si en vez de ese tomo el de correos, cuánto me ahorro el primer año?");
    expect(instead?.response).toMatch(/Diferencia: \$1,100/);
  });

  it("a bundle with an add-on's months, and a package beside them quoted in a consultation", () => {
    expect(ask("starter bundle plus 6 months of the market dashboard, total?").response).toMatch(/Total: \$1,244/);
    const withPackage = ask("growth plus a year of voice ai, how much all in?").response;
    expect(withPackage).toMatch(/consultation/);
    expect(withPackage).toContain("$2,364");
  });

  it("one month is the monthly price, asked as always; a price by the hour is not summed by the month", () => {
    expect(ask("voice ai cuánto al mes?").response).toMatch(/^Voice AI: \$197\/mes/);
    expect(ask("custom integrations for 6 months, how much?").response).not.toMatch(/6 ×/);
  });

  it("the price guard takes the arithmetic of shown figures, not a figure from nowhere", () => {
    const o = sampleFacts.offerings;
    expect(findUnpublishedFigures("Email Commander: $1,500 setup + 12 × $197/month = $3,864", o)).toEqual([]);
    expect(findUnpublishedFigures("• Social Scheduler: 12 × $247/month = $2,964 • Email Commander: 12 × $197/month = $2,364 Difference: $600", o)).toEqual([]);
    expect(findUnpublishedFigures("Email Commander for a year is $3,100", o)).toEqual([3100]);
  });
});

describe("two add-ons summed with the one talked about", () => {
  it("one named beside 'the two', and two told by what they do", () => {
    const [, two] = conversation("what's the market dashboard cost", "and with voice ai, the two together per month?");
    expect(two?.response).toContain("$346");
    expect(ask("el de redes y el de WhatsApp, los dos juntos, ¿cuánto al mes?").response).toContain("$376");
    expect(ask("24小时客服加Voice AI，两个加埋每个月多少？").response).toContain("$694");
  });
});

describe("read the way it was meant", () => {
  it("another product compared is a gap, nothing said of it", () => {
    expect(ask("are y'all better than Ylopo?").intent).toBe("unanswered");
    expect(ask("¿su IA es mejor que la de Lofty?").intent).toBe("unanswered");
    expect(ask("你们和Structurely比哪个强？").intent).toBe("unanswered");
  });

  it("'last thing' before the question is only a lead-in", () => {
    expect(ask("last thing, do y'all have a referral program?").response).not.toMatch(/go live/);
  });

  it("thanks and goodbyes said in slang or formally", () => {
    expect(ask("preciate it y'all").act).toBe("thanks");
    expect(ask("aight im out").act).toBe("goodbye");
    expect(ask("Les quedo muy agradecida.").act).toBe("thanks");
  });

  it("a shopping sum asked with 'cuánto gasto' or 'hết nhiêu tiền'", () => {
    expect(ask("Si llevo 2 kilos de pollo a 6 dólares y 3 de arroz a 2, ¿cuánto gasto?").intent).toBe("off_topic");
    expect(ask("mua 3 bó hoa 12 đô một bó, thêm 2 hộp bánh 8 đô, hết nhiêu tiền?").intent).toBe("off_topic");
  });

  it("'the 24/7 one' names the 24/7 agent", () => {
    const [, named] = conversation("what's voice ai", "and the 24/7 one?");
    expect(named?.response).toContain("$497");
  });
});
