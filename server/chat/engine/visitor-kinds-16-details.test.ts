import { describe, expect, it } from "vitest";
import { extractCompany } from "./company-name.ts";
import { preferredChannel } from "./channel-cues.ts";
import { useTrainedEngine } from "./engine-test-support.ts";
import { extractName } from "./person-name.ts";

// Lead details from blind probe 16's misses, with phrasings written for these tests: a name leading a bare contact line
// (lower case, opening the message or a sentence), a Chinese or single name before the place the visitor works, a
// business after a label ("cty …", "compañía …") or ending in 工作室/事务所, and channels asked for politely in Spanish
// ("que me escribieran"), with "gửi qua email" in Vietnamese, or as "加我WhatsApp".

const { ask } = useTrainedEngine();

describe("a name leading a bare contact line", () => {
  it.each<[string, string]>([
    ["maria lopez 281 555 0311 whatsapp only", "Maria Lopez"],
    ["sure, text me. dana 713-555-0312", "Dana"],
    ["ok llámeme. rosa 713 555 0313", "Rosa"],
    ["pham thi mai 832-555-0314 goi sau 5h", "Pham Thi Mai"],
    ["anh tuan 832 555 0315", "Tuan"],
    ["李明，Sugar Land，713-555-0316", "李明"],
    ["Kevin, Katy, 713-555-0317", "Kevin"],
  ])("%s → %s", (message, name) => {
    expect(extractName(message)).toBe(name);
    expect(ask(message).context.lead.name).toBe(name);
  });

  it.each([
    "call me at 713-555-0318",
    "cell 713 555 0319",
    "sdt em 713-555-0320",
    "text 713-555-0321",
    "What's 713-555-0322",
    "Maybe 713-555-0323 is better",
    "Katy 713-555-0324",
    "hubspot 713-555-0325",
    "Monday, Katy, 713-555-0326",
    "Thanks! 713-555-0327",
  ])("%s names nobody", (message) => {
    expect(extractName(message)).toBeUndefined();
  });
});

describe("a business after a label or with a studio's name", () => {
  it.each<[string, string]>([
    ["Lan - cty Hoa Binh Homes - 713 555 0328", "Hoa Binh Homes"],
    ["Ana Ruiz - compañía Casa Sol Realty - 713 555 0329", "Casa Sol Realty"],
    ["Vo Thanh Nam - cong ty Sao Mai - 832 555 0330", "Sao Mai"],
    ["我叫张伟，在伟业房产事务所上班，电话713-555-0331", "伟业房产事务所"],
    ["我在丽华地产工作室工作，电话 281-555-0332", "丽华地产工作室"],
    ["En Casa Verde Realty somos cinco agentes, mi cel 713-555-0333", "Casa Verde Realty"],
  ])("%s → %s", (message, company) => {
    expect(extractCompany(message)).toBe(company);
  });

  it.each(["Dana Lee - cong ty - 713-555-0334", "Dana Lee - consulting - 713-555-0339", "我在工作室工作，电话 713-555-0335"])("%s names no business", (message) => {
    expect(extractCompany(message)).toBeUndefined();
  });
});

describe("channels", () => {
  it.each<[string, string]>([
    ["mi correo es ana.ruiz@example.com, le agradecería que me escribieran por ahí", "email"],
    ["les agradecería que me contactaran por WhatsApp al 713-555-0336", "whatsapp"],
    ["email: mai@example.com, gửi qua mail giúp mình nha", "email"],
    ["加我WhatsApp：713-555-0337", "whatsapp"],
    ["add me on WhatsApp 713-555-0338", "whatsapp"],
  ])("%s → %s", (message, channel) => {
    expect(preferredChannel(message)).toBe(channel);
    expect(ask(message).context.channel).toBe(channel);
  });

  it.each(["do you have a WhatsApp number?", "can the bot add leads on WhatsApp?", "gửi qua email được không?", "¿le contestarían por correo a mis clientes?"])("%s names no channel", (message) => {
    expect(preferredChannel(message)).toBeNull();
  });
});
