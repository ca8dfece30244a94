import { describe, expect, it } from "vitest";
import { useTrainedEngine } from "./engine-test-support.ts";

// Blind probes' Spanish questions about what only an English post says, by mechanism, with phrasings written for these
// tests: the posts' distinctive nouns in the Spanish visitors type (cables caídos, contactos repetidos, anotar/juntar
// datos).

const { ask } = useTrainedEngine();

describe("the posts' distinctive nouns in everyday Spanish", () => {
  it.each([
    "en su blog de huracanes, si un residente ve postes caídos frente al edificio, ¿qué tiene que hacer?",
    "en el post de huracanes, si un inquilino reporta cables caídos, ¿qué le dice el asistente?",
  ])("downed lines: %s", (message) => {
    expect(ask(message).response).toMatch(/911/);
  });

  it.each(["¿qué dice su blog de los contactos duplicados en el CRM?", "tengo clientes repetidos en el CRM, ¿qué recomienda su artículo?"])("duplicates: %s", (message) => {
    expect(ask(message).response).toMatch(/Duplicate contacts/);
  });

  it.each([
    "en su blog de huracanes, ¿qué información tiene que juntar la IA cuando un inquilino reporta daños en plena tormenta?",
    "según la guía de huracanes, ¿qué debe juntar el asistente cuando los inquilinos reportan daños durante la tormenta?",
  ])("what is recorded: %s", (message) => {
    expect(ask(message).response).toMatch(/Record damage reports/);
  });
});
