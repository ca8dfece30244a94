import { describe, expect, it } from "vitest";
import { useTrainedEngine } from "./engine-test-support.ts";

// "Do you keep my IP?" asked of us, the site named or not, is the visit statistics' section (privacy-matter.ts): they
// keep only a one-way hash, so the answer is a no, never the e-mail address ("địa chỉ" is an address) or a CRM answer
// ("quedarse con" is to keep).

const { ask } = useTrainedEngine();

describe("the visitor's IP address, kept or not", () => {
  it.each([
    ["do y'all hang on to my IP address?", /^No\..*one-way hash/s],
    ["¿ustedes se quedan con la dirección IP de uno?", /sin usar cookies/],
    ["¿guardan mi IP cuando visito su página?", /sin usar cookies/],
    ["bên em có lưu lại địa chỉ IP của khách vào web không?", /^Không\./],
    ["anh chị có ghi lại IP của em không?", /^Không\./],
    ["你们保存访客的IP地址吗？", /^不会/],
  ])("%s", (message, expected) => {
    const reply = ask(message);
    expect(reply.response).toMatch(expected);
    expect(reply.response).toMatch(/\/privacy#statistics/);
    expect(reply.response).not.toMatch(/HubSpot|hello@bayoucity\.ai/);
  });
  it("the chat's own IP question keeps the chat's section", () => {
    expect(ask("is this chat stored under my IP?").response).toMatch(/random ID/);
  });
});
