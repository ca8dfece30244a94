import { describe, expect, it } from "vitest";
import { useTrainedEngine } from "./engine-test-support.ts";

// A lead's own reading after probes 39 and 40: Spanish chat's "q" for que / qué, and how much of the conversation an
// AI model gets asked as "the whole conversation or part of it".

const { ask } = useTrainedEngine();

describe("Spanish chat's 'q'", () => {
  it("reads as que / qué: the models asked for get the technology we build on", () => {
    for (const message of ["q modelos de IA usan ustedes por detras?", "y con q IA trabajan?"]) {
      const reply = ask(message);
      expect(reply.response, message).toMatch(/OpenAI/);
      expect(reply.response, message).toMatch(/Anthropic/);
    }
  });
});

describe("the whole conversation sent to a model, or part of it", () => {
  it("gets the privacy page's up to 10 earlier messages, in four languages", () => {
    const cases: [string, RegExp][] = [
      ["is the entire chat handed to the AI model, or only some of it?", /\b10\b/],
      ["¿al modelo de IA le pasan toda la conversación o nomás un pedazo?", /\b10\b/],
      ["mô hình AI có đọc cả cuộc trò chuyện của tôi không?", /\b10\b/],
      ["AI模型能看到整个对话吗？", /10/],
    ];
    for (const [message, expected] of cases) {
      const reply = ask(message);
      expect(reply.act, message).toBe("question");
      expect(reply.response, message).toMatch(expected);
    }
  });
});

describe("'que' that asks nothing", () => {
  it("beside an off-topic ask, 'ustedes que conocen Houston' does not make it a question about us", () => {
    for (const message of ["q pupuseria buena hay en Pasadena? ustedes q conocen Houston", "donde venden buen pan dulce en Katy, ya que ustedes andan por alla"]) {
      expect(ask(message).act, message).toBe("off_topic");
    }
  });
});

describe("all the areas, asked for as a list", () => {
  it("gets the listed areas", () => {
    for (const message of ["ok pues decime todas las zonas q atienden", "so give me all the areas you cover"]) {
      const reply = ask(message);
      expect(reply.response, message).toMatch(/Katy/);
      expect(reply.response, message).toMatch(/Bellaire/);
    }
  });
});
