import { beforeAll, describe, expect, it } from "vitest";
import { talkTo, trainedEngine } from "./engine-test-support.ts";
import type { ChatEngine } from "./types.ts";

// A fourth round of failure kinds seen with real visitors, each in the four languages, with phrasings written for
// these tests (never the visitors' own words): posts the site has, asked for by their subject or by what they say.

let engine: ChatEngine;
beforeAll(async () => {
  engine = await trainedEngine();
});
const { ask } = talkTo(() => engine);

const TRAFFIC = "/blog/traffic-aware-showings-scheduling-around-i-10-610-and-beltway-8";
const SPEED = "/blog/speed-to-lead-answer-every-houston-inquiry-within-minutes";
const HURRICANE = "/blog/hurricane-season-playbook-for-houston-property-managers";
const BILINGUAL = "/blog/bilingual-client-care-ai-assistants-that-speak-your-clients-language";
const NO_ARTICLE = /don't have an article|ningún artículo|chưa có bài|没有关于/;

describe("a post is found by its subject in every language", () => {
  it.each([
    ["Did you ever publish something on how long the drive between houses takes in Houston?", TRAFFIC],
    ["I reply to new inquiries way too slowly. Is there a post of yours that covers that?", SPEED],
    ["Have you written anything about sending storm warnings to renters?", HURRICANE],
    ["¿Han publicado algo sobre cuánto se tarda en manejar entre una casa y otra?", TRAFFIC],
    ["¿Tienen alguna nota en el blog sobre contestarle rápido a los clientes nuevos?", SPEED],
    ["¿Hay algún artículo sobre cómo avisarle a los inquilinos antes de una tormenta?", HURRICANE],
    ["Có bài viết nào về việc chăm sóc khách nói tiếng Việt không?", BILINGUAL],
    ["Bên em có viết bài nào về giờ kẹt xe khi dẫn khách đi xem nhà không?", TRAFFIC],
    ["你们有写过用越南语或中文接待客户的文章吗？", BILINGUAL],
    ["有没有关于看房路上交通的文章？", TRAFFIC],
    ["有没有讲台风来之前怎么通知房客的文章？", HURRICANE],
  ])("%s", (message, url) => {
    const reply = ask(message);
    expect(reply.act).toBe("question");
    expect(reply.response).toContain(url);
    expect(reply.response).not.toMatch(NO_ARTICLE);
  });
});

describe("what a named post says is answered from that post", () => {
  it.each([
    ["Your showings-and-traffic article: how many minutes do you add for a gated community?", TRAFFIC, /10 more minutes/],
    ["The traffic article mentions a buyer moving from Kingwood: where was that job?", TRAFFIC, /Energy Corridor/],
    ["In the piece about showing routes, what buffer for a freeway leg between 4 and 7 p.m.?", TRAFFIC, /25 minutes/],
    ["The bilingual post: what forms are Texas home deals written on?", BILINGUAL, /TREC/],
    ["En el artículo del tráfico, ¿cuánto tiempo extra agregan por trayecto si va a llover?", TRAFFIC, /10 more minutes/],
    ["Según su artículo de huracanes, ¿en qué fecha termina la temporada?", HURRICANE, /November 30/],
    ["Trong bài về bão, mùa bão kéo dài tới ngày nào?", HURRICANE, /November 30/],
    ["Bài viết về giao thông nói nên cộng thêm bao nhiêu phút nếu trời mưa?", TRAFFIC, /10 more minutes/],
    ["飓风那篇文章说飓风季到什么时候结束？", HURRICANE, /November 30/],
    ["双语那篇文章里说合同能直接翻译吗？", BILINGUAL, /TREC|English/],
    ["讲交通的那篇文章说下雨的话每段路要多留几分钟？", TRAFFIC, /10 more minutes/],
  ])("%s", (message, url, fact) => {
    const reply = ask(message);
    expect(reply.act).toBe("question");
    expect(reply.response).toContain(url);
    expect(reply.response).toMatch(fact);
  });

  it("still says so when no post is about the subject", () => {
    expect(ask("Do you have an article about passing the real estate licensing exam?").response).toMatch(NO_ARTICLE);
    expect(ask("有没有关于考房地产执照的文章？").response).toMatch(NO_ARTICLE);
  });
});
