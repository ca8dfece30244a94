import { describe, expect, it } from "vitest";
import { useTrainedEngine } from "./engine-test-support.ts";

// The home page's figures asked by where they were seen ("the percent figure on your homepage", "un porcentaje de la
// página principal") or as "how much more" of one of them; how long the chats are kept asked of the chats in the plural;
// what comes included in every package asked in Spanish; what kind of team the agency is; a cheaper way to set up
// (the free self-setup); a single person with no team (Foundation).

const { ask } = useTrainedEngine();

describe("a home-page figure asked by where it was seen", () => {
  it("answers the results in English, the percent written out", () => {
    expect(ask("saw a 40 percent stat on the homepage, what's it for?").response).toMatch(/300%/);
  });
  it("answers the results in Spanish", () => {
    expect(ask("en su página principal hay una cifra, ¿de qué se trata?").response).toMatch(/300%/);
  });
  it("answers 'how much more' of a figure's own words in Spanish", () => {
    expect(ask("¿cuántos más prospectos captan sus clientes?").response).toMatch(/300%/);
  });
  it("leaves the phone number on the home page to the contacts", () => {
    expect(ask("what phone number is on your homepage?").response).toMatch(/555-0100/);
  });
  it("leaves 'how much more does it cost' to the price", () => {
    expect(ask("¿cuánto más cuesta Enterprise?").intent).toBe("pricing");
  });
});

describe("how long the chats are kept, asked in the plural", () => {
  it("gives the privacy page's retention in English", () => {
    expect(ask("how long do you save our conversations?").response).toMatch(/until we delete/);
  });
  it("gives it in Spanish", () => {
    expect(ask("¿por cuánto tiempo almacenan mis conversaciones?").response).toMatch(/hasta que las eliminemos/);
  });
});

describe("what comes included in every package, in Spanish", () => {
  it("lists what all packages include, the discovery session first", () => {
    expect(ask("¿qué viene incluido en todos los planes? ¿hacen un análisis primero?").response).toMatch(/descubrimiento/);
  });
});

describe("what kind of team the agency is", () => {
  it("gives the home page's 'who we are' in English", () => {
    expect(ask("what sort of team are you guys?").response).toMatch(/engineers/);
  });
  it("gives it in Spanish", () => {
    expect(ask("¿y qué tipo de equipo son ustedes?").response).toMatch(/ingenieros/);
  });
  it("leaves the team a package is for to the packages", () => {
    expect(ask("¿qué tipo de equipo necesita Enterprise?").response).not.toMatch(/ingenieros/);
  });
});

describe("a cheaper way to set up", () => {
  it("is the free self-setup in English", () => {
    expect(ask("our admin wants to connect the tools, would that be cheaper?").response).toMatch(/^Yes\. With the free self-setup/);
  });
  it("is the free self-setup in Spanish", () => {
    expect(ask("¿existe una opción más económica para la instalación?").response).toMatch(/^Sí\. Con la instalación gratuita/);
  });
  it("leaves the cheapest package to the packages", () => {
    expect(ask("what's your cheapest package?").response).not.toMatch(/^Yes\./);
  });
});

describe("one person with no team", () => {
  it("is Foundation in Spanish", () => {
    expect(ask("¿qué plan recomiendan para una persona sola sin equipo?").response).toMatch(/Foundation/);
  });
});
