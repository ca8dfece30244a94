import { z } from "../lib/zod.ts";

// One schema for the Add/Edit Instance form, the API body and the insert.

export const INSTANCE_TYPES = ["internal", "client"] as const;
export type InstanceType = (typeof INSTANCE_TYPES)[number];

export const API_KEY_REQUIRED = "API key is required for client instances";
export const API_KEY_OR_CLEAR = "Enter a new key or remove the stored one, not both";
export const API_KEY_AGAIN = "Enter the API key again: the base URL changed";

/** http(s) only: the server calls this address, and nothing else makes sense for n8n or a webhook. */
export function isHttpUrl(value: string): boolean {
  try {
    const url = new URL(value);
    return (url.protocol === "http:" || url.protocol === "https:") && url.hostname !== "";
  } catch {
    return false;
  }
}

const baseUrl = z
  .string({ message: "Valid URL is required" })
  .trim()
  .max(500, { message: "URL must be at most 500 characters" })
  .refine(isHttpUrl, { message: "Valid URL is required" })
  // Stored without a trailing slash so webhook URLs can be built by appending a path.
  .transform((v) => v.replace(/\/+$/, ""));

const instanceFields = z.object({
  name: z.string({ message: "Name is required" }).trim().min(1, { message: "Name is required" }).max(100, { message: "Name must be at most 100 characters" }),
  description: z.string().trim().max(500, { message: "Description must be at most 500 characters" }).optional().default(""),
  baseUrl,
  /** Write-only. Empty: on create, the default key (internal); on update, keep the stored key. */
  apiKey: z.string().trim().max(2000, { message: "API key is too long" }).optional().default(""),
  type: z.enum(INSTANCE_TYPES, { message: "Type must be internal or client" }).default("internal"),
  clientId: z.string().trim().max(100, { message: "Client ID must be at most 100 characters" }).optional().default(""),
  isActive: z.boolean().optional().default(true),
  /**
   * Update only: forget the stored key, so the instance uses the server's N8N_API_KEY again (an empty apiKey
   * keeps the stored key, so emptying the field cannot say this).
   */
  clearApiKey: z.boolean({ message: "clearApiKey must be true or false" }).optional(),
});

export type InstanceInput = z.output<typeof instanceFields>;
export type InstanceFormValues = z.input<typeof instanceFields>;

/** Compares the typed address with the stored one the way the server does (trailing slash, /api/v1). */
export function sameInstanceAddress(a: string, b: string): boolean {
  const strip = (v: string) => v.trim().replace(/\/+$/, "").replace(/\/api\/v1$/, "").toLowerCase();
  return strip(a) === strip(b);
}

/**
 * `hasStoredKey`: when editing an instance that already has a key, an empty field keeps it,
 * so a client instance is valid without retyping the key (unless `clearApiKey` removes it).
 * `storedBaseUrl`: a stored key never follows a changed address (it would be sent to the new host), so a new
 * base URL needs the key typed again, or, for an internal instance, the stored one removed.
 */
export function instanceSchema(options: { hasStoredKey?: boolean; storedBaseUrl?: string; sameAddress?: (a: string, b: string) => boolean } = {}) {
  const same = options.sameAddress ?? sameInstanceAddress;
  return instanceFields.superRefine((value, ctx) => {
    const moved = options.hasStoredKey && options.storedBaseUrl !== undefined && isHttpUrl(value.baseUrl) && !same(value.baseUrl, options.storedBaseUrl);
    if (value.clearApiKey && value.apiKey !== "") {
      ctx.addIssue({ code: "custom", path: ["apiKey"], message: API_KEY_OR_CLEAR });
    } else if (value.type === "client" && value.apiKey === "" && (!options.hasStoredKey || value.clearApiKey)) {
      ctx.addIssue({ code: "custom", path: ["apiKey"], message: API_KEY_REQUIRED });
    } else if (moved && value.apiKey === "" && !value.clearApiKey) {
      ctx.addIssue({ code: "custom", path: ["apiKey"], message: API_KEY_AGAIN });
    }
  });
}

export const createInstanceSchema = instanceSchema();

/** PATCH /api/admin/n8n/workflows/:id — the production webhook URL staff entered; empty clears it. */
export const workflowWebhookSchema = z.object({
  webhookUrl: z
    .string({ message: "Webhook URL must be a valid http(s) URL" })
    .trim()
    .max(1000, { message: "Webhook URL must be at most 1000 characters" })
    .refine((v) => v === "" || isHttpUrl(v), { message: "Webhook URL must be a valid http(s) URL" })
    .nullable()
    .transform((v) => (v ? v : null)),
});
