import { describe, expect, it } from "vitest";
import { createInstanceSchema, instanceSchema, isHttpUrl, workflowWebhookSchema } from "./n8n-instance-schema.ts";

function errorsOf(result: { success: boolean; error?: { issues: Array<{ path: PropertyKey[]; message: string }> } }) {
  return Object.fromEntries((result.error?.issues ?? []).map((i) => [i.path.join("."), i.message]));
}

describe("instance form schema", () => {
  it("uses the spec's messages", () => {
    expect(errorsOf(createInstanceSchema.safeParse({ name: "", baseUrl: "n8n.local", type: "client", apiKey: "  " }))).toEqual({
      name: "Name is required",
      baseUrl: "Valid URL is required",
      apiKey: "API key is required for client instances",
    });
    expect(errorsOf(createInstanceSchema.safeParse({}))).toEqual({ name: "Name is required", baseUrl: "Valid URL is required" });
  });

  it("lets an internal instance go without a key and trims what it keeps", () => {
    const parsed = createInstanceSchema.parse({ name: "  Agency ", baseUrl: " https://n8n.example.com/ ", type: "internal" });
    expect(parsed).toEqual({ name: "Agency", description: "", baseUrl: "https://n8n.example.com", apiKey: "", type: "internal", clientId: "", isActive: true });
  });

  it("accepts an empty key on a client instance that already has one stored", () => {
    const input = { name: "Acme", baseUrl: "https://n8n.acme.example", type: "client", apiKey: "" };
    expect(instanceSchema({ hasStoredKey: true }).safeParse(input).success).toBe(true);
    expect(instanceSchema({ hasStoredKey: false }).safeParse(input).success).toBe(false);
  });

  it("removes a stored key only on request, never with a new key or from a client instance", () => {
    const internal = { name: "Agency", baseUrl: "https://n8n.example.com", type: "internal", apiKey: "" };
    expect(instanceSchema({ hasStoredKey: true }).parse({ ...internal, clearApiKey: true }).clearApiKey).toBe(true);
    expect(instanceSchema({ hasStoredKey: true }).parse(internal).clearApiKey).toBeUndefined();
    expect(errorsOf(instanceSchema({ hasStoredKey: true }).safeParse({ ...internal, apiKey: "new-key", clearApiKey: true }))).toEqual({
      apiKey: "Enter a new key or remove the stored one, not both",
    });
    expect(errorsOf(instanceSchema({ hasStoredKey: true }).safeParse({ ...internal, type: "client", clearApiKey: true }))).toEqual({
      apiKey: "API key is required for client instances",
    });
    expect(errorsOf(instanceSchema().safeParse({ ...internal, clearApiKey: "yes" }))).toEqual({ clearApiKey: "clearApiKey must be true or false" });
  });

  it("only takes http(s) URLs", () => {
    expect(isHttpUrl("http://10.0.0.5:5678")).toBe(true);
    expect(isHttpUrl("https://n8n.example.com/base")).toBe(true);
    for (const bad of ["ftp://x.example", "javascript:alert(1)", "file:///etc/passwd", "n8n.example.com", ""]) expect(isHttpUrl(bad), bad).toBe(false);
  });
});

describe("webhook URL schema", () => {
  it("clears with empty text or null and refuses non-http URLs", () => {
    expect(workflowWebhookSchema.parse({ webhookUrl: "" })).toEqual({ webhookUrl: null });
    expect(workflowWebhookSchema.parse({ webhookUrl: null })).toEqual({ webhookUrl: null });
    expect(workflowWebhookSchema.parse({ webhookUrl: " https://h.example/webhook/x " })).toEqual({ webhookUrl: "https://h.example/webhook/x" });
    expect(errorsOf(workflowWebhookSchema.safeParse({ webhookUrl: "mailto:a@b.c" }))).toEqual({ webhookUrl: "Webhook URL must be a valid http(s) URL" });
  });
});
