import { describe, expect, it } from "vitest";
import { toldAsStory } from "./complaint-story.ts";
import { useTrainedEngine } from "./engine-test-support.ts";
import { foldForRules } from "./text.ts";

// Policy acts said without their usual words (issue 34): a complaint told as a promise of ours not kept or harm we
// did, opt-outs in dialect, deletion asked formally or in traditional characters. Phrasings written for these tests.

const { ask } = useTrainedEngine();

describe("a complaint told as a story, with no complaint word", () => {
  const complaints = [
    "your onboarding guy promised it'd be running in ten days, we're on day 30 and the bot still isn't answering",
    "me dijeron que en dos semanas quedaba listo y ya van cinco y el tablero sigue en cero",
    "bên bạn hứa hai tuần là chạy mà giờ đã tuần thứ năm rồi, bảng số liệu vẫn chưa có gì",
    "你们说两周上线，现在都第五周了，看板还是零",
    "your assistant texted my buyer the wrong showing time and now he's furious with me",
    "su asistente le mandó a mi cliente la hora equivocada y ahora está enojado conmigo",
    "bot bên bạn nhắn sai giờ cho khách của em, giờ khách giận em luôn",
    "你们的机器人跟我客户乱报价，害我丢了一个单",
    "llené el formulario el lunes y naiden me ha marcado",
  ];
  it("is a complaint: apology, a person, nothing to sell", () => {
    for (const message of complaints) {
      const reply = ask(message);
      expect(reply.act, message).toBe("complaint");
      expect(reply.handoff, message).toBe(true);
      expect(reply.sentiment, message).toBe("negative");
      expect(reply.response, message).not.toContain("cal.example.com");
    }
  });
  it("a question quoting us, a case supposed, or someone else's promise is no complaint", () => {
    for (const message of [
      "you said the bot answers in spanish, is that still the case for vietnamese?",
      "your site says setup takes two weeks, does that include the CRM?",
      "what if your bot tells a client the wrong price and she gets mad at me?",
      "my old vendor said two weeks and it took three months, can you do better?",
      "you said it connects to Lofty but I'm still not sure how",
      "si su bot le dice algo mal a un cliente y se enoja conmigo, ¿qué hacen?",
    ]) {
      expect(toldAsStory(foldForRules(message)), message).toBe(false);
      expect(ask(message).act, message).not.toBe("complaint");
    }
  });
});

describe("an opt-out in dialect or by what to stop", () => {
  it("stops contact in the four languages", () => {
    for (const message of ["莫再打电话来了，我不需要", "甭给我发消息了", "dejen de mandarme mensajes por favor", "khỏi nhắn tin cho tui nữa nha", "quit texting me"]) {
      const reply = ask(message);
      expect(reply.act, message).toBe("opt_out");
      expect(reply.context.optOut, message).toBe(true);
    }
  });
});

describe("deletion asked formally or in traditional characters", () => {
  it("is a deletion request in the four languages", () => {
    for (const message of [
      "I hereby request erasure of all my personal data held by your company.",
      "solicito la supresión de mis datos personales de su sistema",
      "đề nghị quý công ty hủy bỏ toàn bộ dữ liệu cá nhân của tôi",
      "懇請刪除本人在貴司留存之全部個人資料",
      "算了，把我的紀錄全部刪掉",
    ]) {
      const reply = ask(message);
      expect(reply.act, message).toBe("deletion");
      expect(reply.response, message).toContain("hello@bayoucity.ai");
    }
  });
});
