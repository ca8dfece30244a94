import { z } from "../lib/zod.ts";
import { entryPropsSchema } from "./lead-source.ts";
import { wellFormed } from "../lib/well-formed-text.ts";

/**
 * The first-party analytics events (POST /api/events). Spec events carry typed props so the later dashboard can
 * trust them; the rest accept small flat props. No field may hold personal data: no e-mail, name or free text.
 */
export const ANALYTICS_EVENT_TYPES = [
  "page_view",
  "addon_row_click",
  "bundle_click",
  "pricing_cta_click",
  "chat_started",
  "cta_click",
  "newsletter_signup",
  "contact_submitted",
] as const;
export type AnalyticsEventType = (typeof ANALYTICS_EVENT_TYPES)[number];

const path = z
  .string()
  .min(1)
  .max(512)
  .refine((p) => p.startsWith("/") && !p.startsWith("//"), { message: "path must be a site path such as /solutions" })
  .transform(wellFormed);

const shortText = z.string().trim().min(1).max(80).transform(wellFormed);
const propValue = z.union([z.string().max(200).transform(wellFormed), z.number().finite(), z.boolean()]);
const genericProps = z
  .record(z.string().regex(/^[a-zA-Z][\w-]{0,39}$/, { message: "invalid property name" }), propValue)
  .refine((p) => Object.keys(p).length <= 10, { message: "at most 10 properties" });

const event = <T extends AnalyticsEventType, P extends z.ZodType>(type: T, props: P) =>
  z.object({ type: z.literal(type), path, props }).strict();

export const analyticsEventSchema = z.discriminatedUnion(
  "type",
  [
    // A tab's first page view carries where the visit came from (referrer, UTM tags: docs/decisions/031).
    event("page_view", entryPropsSchema.optional()),
    event("addon_row_click", z.object({ addon: shortText }).strict()),
    event("bundle_click", z.object({ bundle: z.enum(["starter", "pro", "enterprise"]) }).strict()),
    event(
      "pricing_cta_click",
      z.object({ type: z.enum(["consultation", "chat"]), package: shortText.optional(), placement: shortText.optional() }).strict(),
    ),
    event("chat_started", z.object({ source: shortText }).strict()),
    event("cta_click", genericProps.optional()),
    event("newsletter_signup", genericProps.optional()),
    event("contact_submitted", genericProps.optional()),
  ],
  { error: () => `type must be one of: ${ANALYTICS_EVENT_TYPES.join(", ")}` },
);
export type AnalyticsEvent = z.infer<typeof analyticsEventSchema>;

/**
 * Conversions are written by the server when a lead is stored (never sent by browsers, so they cannot be inflated
 * from outside): event type "conversion" with props.kind one of these.
 */
export const CONVERSION_KINDS = ["contact_form", "chat_lead", "newsletter"] as const;
export type ConversionKind = (typeof CONVERSION_KINDS)[number];
export const CONVERSION_LABELS: Record<ConversionKind, string> = { contact_form: "Contact form", chat_lead: "Chat lead", newsletter: "Newsletter sign-up" };
