import { badRequest, notFound } from "../lib/errors.ts";
import { maskSecret, type SecretBox } from "../lib/crypto.ts";
import { UrlBlockedError, type OutboundGuard } from "../integrations/outbound-guard.ts";
import type { SettingsService } from "./settings.service.ts";
import { SETTINGS_CATALOG, SETTING_CATEGORIES, findSetting, type SettingInput } from "#common/settings/settings-catalog.ts";
import { isMaskedValue, settingValueError, type SettingView } from "#common/settings/setting-value.ts";

/** The settings page's side of the settings service: masked reads and checked writes. */
export function createSettingsAdmin(settings: SettingsService, secrets: SecretBox, opts: { guard: Pick<OutboundGuard, "checkUrl"> }) {
  async function list(): Promise<SettingView[]> {
    const rows = await settings.all();
    return SETTINGS_CATALOG.map((def) => {
      const row = rows.get(`${def.category}.${def.key}`);
      const plain = row ? (row.isSecret ? secrets.decrypt(row.value) : row.value) : def.defaultValue;
      return {
        category: def.category,
        key: def.key,
        label: def.label,
        description: row?.description ?? def.description,
        inputType: def.inputType ?? "text",
        secret: def.secret ?? false,
        revealable: def.revealable ?? false,
        // A secret never leaves the server; the hint only shows that one is set.
        value: def.secret ? maskSecret(plain) : plain,
        isSet: plain !== "",
        updatedAt: row?.updatedAt.toISOString() ?? null,
      };
    });
  }

  /** Saves one setting; returns false when nothing changed (an untouched masked secret). */
  async function save(input: SettingInput): Promise<boolean> {
    const def = findSetting(input.category, input.key);
    if (!def) {
      const known = (SETTING_CATEGORIES as readonly string[]).includes(input.category);
      throw badRequest(known ? `Unknown setting "${input.key}" in ${input.category}` : `Unknown settings category "${input.category}"`, { key: "Unknown setting" });
    }
    // The form shows a secret's masked hint; sending it back means "leave it as it is".
    if (def.secret && isMaskedValue(input.value)) return false;
    const value = def.secret ? input.value : input.value.trim();
    const problem = settingValueError(def.inputType, value, def.key);
    if (problem) throw badRequest(problem, { value: problem });
    if (def.inputType === "url" && value !== "" && def.category === "webhooks") {
      try {
        await opts.guard.checkUrl(value, { signal: AbortSignal.timeout(3000) });
      } catch (error) {
        // Only a refused address is final here; a host that does not resolve yet may well later.
        if (error instanceof UrlBlockedError) throw badRequest(error.message, { value: error.message });
      }
    }
    await settings.set({ category: def.category, key: def.key, value, description: input.description ?? undefined });
    return true;
  }

  /** The plain value of a secret we generated and staff must copy (the webhook signing secret); 404 for others. */
  async function reveal(category: string, key: string): Promise<string> {
    const def = findSetting(category, key);
    if (!def?.revealable) throw notFound("Revealable setting");
    return key === "webhook_secret" ? settings.webhookSecret() : settings.get(category, key);
  }

  return { list, save, reveal };
}
export type SettingsAdmin = ReturnType<typeof createSettingsAdmin>;
