import { contactRoles } from "../content/contact-options.ts";

// One notion of a contact's role: keys for rules and code, the contact form's labels in the `role` column.

/** Role keys; the contact's `role` column keeps the contact form's label (contact-options.ts), "Other" added for staff. */
export const QUALIFICATION_ROLES = ["agent", "broker", "team_leader", "property_manager", "other"] as const;
export type QualificationRole = (typeof QUALIFICATION_ROLES)[number];
export const ROLE_LABELS = {
  agent: "Real Estate Agent",
  broker: "Broker",
  team_leader: "Team Leader",
  property_manager: "Property Manager",
  other: "Other",
} as const satisfies Record<QualificationRole, string>;
/** Every label the `role` column may hold: the form's four, then "Other" (staff only). */
export const ROLE_CHOICES = [...contactRoles, ROLE_LABELS.other] as const;
export type RoleLabel = (typeof ROLE_CHOICES)[number];
export const roleKeyOf = (label: string | null | undefined): QualificationRole | null =>
  (Object.entries(ROLE_LABELS).find(([, l]) => l === label)?.[0] as QualificationRole | undefined) ?? null;
