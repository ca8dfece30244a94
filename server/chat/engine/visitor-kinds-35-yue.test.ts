import { describe, expect, it } from "vitest";
import { useTrainedEngine } from "./engine-test-support.ts";

// Chinese as visitors really write it: written Cantonese (刪晒, 我啲, 係咪, 使唔使, 俾, 咁, 喺…度), English words in a
// Chinese sentence (send, connect, platform, setup, account, chat), Malaysian fillers and e-wallets (lah, GrabPay) and
// northeastern Mandarin (啥, 忽悠, 别整那些没用的), each read as the same request or question in standard Mandarin.

const { ask } = useTrainedEngine();

describe("requests in vernacular Chinese", () => {
  it("an opt-out with an English verb, or with a Malaysian filler, is an opt-out", () => {
    for (const message of ["拜托不要再send短信给我了", "请不要再 send message 给我 lah，thanks"]) {
      expect(ask(message).act, message).toBe("opt_out");
    }
  });
  it("a Cantonese 'delete all my data' is a deletion", () => {
    expect(ask("麻煩你刪晒我啲個人資料").act).toBe("deletion");
  });
  it("'the bot is bluffing' is a complaint, a blunt 'cut the fluff' is not", () => {
    expect(ask("你们的客服机器人就会忽悠人，说的全不对").act).toBe("complaint");
    for (const message of ["别整那些没用的，Foundation多少钱？", "Foundation到底多久能上线，别忽悠我"]) {
      const reply = ask(message);
      expect(reply.act, message).toBe("question");
      expect(reply.response, message).not.toContain("抱歉");
    }
  });
});

describe("questions in vernacular Chinese", () => {
  it("connecting the platforms oneself, asked in Cantonese with English words, is the free self-setup", () => {
    const reply = ask("我哋自己connect晒所有platform嘅話，仲使唔使俾setup費？");
    expect(reply.act).toBe("question");
    expect(reply.response).toContain("免费自行安装");
  });
  it("what the browser keeps and whether the chat knows one's IP are the privacy page's answers", () => {
    const kept = ask("咁個browser會留幾多條message？");
    expect(kept.act).toBe("question");
    expect(kept.response).toContain("60");
    const ip = ask("你哋嘅chat係咪靠IP認出我？");
    expect(ip.act).toBe("question");
    expect(ip.response).toMatch(/random|随机|隨機/);
  });
  it("where the clients' data stays, asked with 喺…account度, is in the visitor's own accounts", () => {
    expect(ask("我哋啲客戶資料係咪放喺我哋自己嘅account度？").response).toMatch(/自己的账户|自己的帳戶/);
  });
  it("paying by a Malaysian e-wallet is a payment method the site doesn't name, not off-topic", () => {
    const reply = ask("付款可以用 GrabPay 嗎？");
    expect(reply.act).toBe("question");
    expect(reply.response).toMatch(/付款方式/);
  });
});
