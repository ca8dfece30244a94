import { and, eq } from "drizzle-orm";
import type { Db, DbOrTx } from "../db/client.ts";
import { settings } from "../db/schema.ts";
import { randomToken, type SecretBox } from "../lib/crypto.ts";
import { SETTINGS_CATALOG, SWITCH_OFF, findSetting, type PublicSiteSettings } from "#common/settings/settings-catalog.ts";
import { DEFAULT_OFFICE_HOURS, DEFAULT_TIME_ZONE, formatOfficeHours, isOfficeOpen, officeSchedule, type OfficeSchedule } from "#common/settings/office-hours.ts";

const DEFAULT_SITE_NAME = findSetting("general", "site_name")?.defaultValue ?? "Bayou City AI";

export function createSettingsService(db: Db, secrets: SecretBox) {
  const listeners: ((change: { category: string; key: string }) => void)[] = [];

  async function all(): Promise<Map<string, { value: string; isSecret: boolean; description: string | null; category: string; key: string; updatedAt: Date }>> {
    const rows = await db.select().from(settings);
    const map = new Map<string, (typeof rows)[number]>();
    for (const row of rows) map.set(`${row.category}.${row.key}`, row);
    return map;
  }

  /** A setting's plain value (secrets decrypted), or the catalog default. */
  async function get(category: string, key: string): Promise<string> {
    const [row] = await db
      .select()
      .from(settings)
      .where(and(eq(settings.category, category), eq(settings.key, key)));
    if (row) return row.isSecret ? secrets.decrypt(row.value) : row.value;
    return findSetting(category, key)?.defaultValue ?? "";
  }

  async function getMany(category: string): Promise<Record<string, string>> {
    const rows = await all();
    const out: Record<string, string> = {};
    for (const def of SETTINGS_CATALOG.filter((d) => d.category === category)) out[def.key] = def.defaultValue;
    for (const row of rows.values()) {
      if (row.category === category) out[row.key] = row.isSecret ? secrets.decrypt(row.value) : row.value;
    }
    return out;
  }

  const readValues = (q: DbOrTx) => q.select({ category: settings.category, key: settings.key, value: settings.value }).from(settings);
  type StoredValue = Awaited<ReturnType<typeof readValues>>[number];
  // Every stored value (a few dozen short rows), kept while the content generation stands: a lead's transaction
  // and the alert checks read them without a query. A save here starts over at once; another instance's save
  // moves the generation (its admin write bumps it) and is seen within the content version's second.
  let generationOf: () => number | undefined = () => undefined;
  let cache: { generation: number; values: Promise<StoredValue[]> } | null = null;

  function storedValues(q: DbOrTx): Promise<StoredValue[]> {
    const generation = generationOf();
    if (cache && cache.generation === generation) return cache.values;
    // Inside a caller's transaction the read must go through it (PGlite has one connection); it is not kept.
    if (generation === undefined || q !== db) return readValues(q);
    // A query builder runs again each time it is awaited: the kept value is the promise of one run.
    const entry = { generation, values: readValues(db).then((rows) => rows) };
    cache = entry;
    entry.values.catch(() => {
      if (cache === entry) cache = null;
    });
    return entry.values;
  }

  /**
   * The stored values of these categories (catalog defaults for the rest; secrets still encrypted, so only whether
   * one is set can be asked), kept between saves; when they must be read, through `q`: inside a caller's transaction
   * it must be that transaction. One read serves both questions a lead asks (which deliveries are configured, which
   * alerts are on).
   */
  async function snapshot(categories: string[], q: DbOrTx = db): Promise<SettingsSnapshot> {
    const rows = (await storedValues(q)).filter((r) => categories.includes(r.category));
    const raw = (category: string, key: string) => rows.find((r) => r.category === category && r.key === key)?.value ?? findSetting(category, key)?.defaultValue ?? "";
    return {
      isSet: (category, key) => raw(category, key).trim() !== "",
      alerts: () => alertPolicyOf((key) => raw("notifications", key), (key) => raw("general", key)),
    };
  }

  /** Which settings of these categories hold a value (a catalog default counts). */
  async function whichAreSet(categories: string[], q: DbOrTx = db): Promise<(category: string, key: string) => boolean> {
    return (await snapshot(categories, q)).isSet;
  }

  /** The notification switches and the office schedule (quiet hours). None of these settings is a secret. */
  async function alertPolicy(q: DbOrTx = db): Promise<AlertPolicy> {
    return (await snapshot(ALERT_CATEGORIES, q)).alerts();
  }

  /** The agency's brand name: the setting, or the catalog's default when it is emptied. */
  async function siteName(): Promise<string> {
    return (await get("general", "site_name")).trim() || DEFAULT_SITE_NAME;
  }

  async function publicSite(): Promise<PublicSiteSettings> {
    const g = await getMany("general");
    return {
      siteName: g.site_name || DEFAULT_SITE_NAME,
      contactEmail: g.contact_email ?? "",
      contactPhone: g.contact_phone ?? "",
      bookingUrl: g.booking_url ?? "",
      // On unless switched off (the switch's "off"; "false" as a plain value too).
      bookingOnSite: !["off", "false"].includes((g.booking_on_site ?? "").trim().toLowerCase()),
      socialX: g.social_x ?? "",
      socialLinkedin: g.social_linkedin ?? "",
      socialFacebook: g.social_facebook ?? "",
      hours: formatOfficeHours(g.office_hours || DEFAULT_OFFICE_HOURS, g.time_zone || DEFAULT_TIME_ZONE),
    };
  }

  /** Secrets are stored encrypted; everything else as typed. */
  async function set(input: { category: string; key: string; value: string; description?: string | null }): Promise<void> {
    const def = findSetting(input.category, input.key);
    const isSecret = def?.secret ?? false;
    const value = isSecret && input.value !== "" ? secrets.encrypt(input.value) : input.value;
    const description = input.description ?? def?.description ?? null;
    await db
      .insert(settings)
      .values({ category: input.category, key: input.key, value, description, isSecret })
      .onConflictDoUpdate({
        target: [settings.category, settings.key],
        set: { value, description, isSecret, updatedAt: new Date() },
      });
    cache = null;
    for (const listener of listeners) listener({ category: input.category, key: input.key });
  }

  /** Keeps the stored values while this generation stands (the public pages' content version). */
  function followContentVersion(generation: () => number | undefined): void {
    generationOf = generation;
    cache = null;
  }

  /** Called after each saved setting in this process (caches built from settings start over). */
  function onChange(listener: (change: { category: string; key: string }) => void): void {
    listeners.push(listener);
  }

  /**
   * The key webhooks are signed with, generated when there is none (first start, or a database from before
   * secrets were generated): a receiver can only verify a signature whose key it can be given.
   */
  async function webhookSecret(): Promise<string> {
    const current = await get("webhooks", "webhook_secret");
    if (current !== "") return current;
    const fresh = `whsec_${randomToken(32)}`;
    // Only an empty value is replaced, so instances starting together keep whichever secret was written first.
    await db
      .update(settings)
      .set({ value: secrets.encrypt(fresh), isSecret: true, updatedAt: new Date() })
      .where(and(eq(settings.category, "webhooks"), eq(settings.key, "webhook_secret"), eq(settings.value, "")));
    cache = null;
    return get("webhooks", "webhook_secret");
  }

  /** Inserts the catalog's defaults once; existing values are never touched. */
  async function seedDefaults(): Promise<void> {
    await db
      .insert(settings)
      .values(
        SETTINGS_CATALOG.map((d) => ({
          category: d.category,
          key: d.key,
          value: d.defaultValue,
          description: d.description,
          isSecret: d.secret ?? false,
        })),
      )
      .onConflictDoNothing();
    await webhookSecret();
  }

  return { all, get, getMany, snapshot, whichAreSet, alertPolicy, siteName, publicSite, set, onChange, followContentVersion, seedDefaults, webhookSecret };
}
export type SettingsService = ReturnType<typeof createSettingsService>;

export const ALERT_CATEGORIES = ["notifications", "general"];

export interface SettingsSnapshot {
  isSet(category: string, key: string): boolean;
  /** Only meaningful when the snapshot read ALERT_CATEGORIES. */
  alerts(): AlertPolicy;
}

function alertPolicyOf(notification: (key: string) => string, general: (key: string) => string): AlertPolicy {
  const on = (key: string) => notification(key) !== SWITCH_OFF;
  const schedule = officeSchedule(general("office_hours"), general("time_zone"));
  return {
    adminAlerts: on("admin_alerts"),
    desktopAlerts: on("desktop_alerts"),
    emailAlerts: on("email_alerts"),
    webhookAlerts: on("webhook_alerts"),
    quietHours: on("quiet_hours"),
    schedule,
    officeOpen: (at = new Date()) => isOfficeOpen(schedule, at),
  };
}

export interface AlertPolicy {
  adminAlerts: boolean;
  desktopAlerts: boolean;
  emailAlerts: boolean;
  webhookAlerts: boolean;
  quietHours: boolean;
  schedule: OfficeSchedule;
  officeOpen(at?: Date): boolean;
}
