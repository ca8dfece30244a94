import { LEAD_STATUS_LABELS, type LeadStatus } from "#common/contacts/contact-types.ts";
import { CONTACT_METHOD_LABELS, type ContactMethod } from "#common/contacts/contact-form-fields.ts";
import { PREFERRED_CHANNEL_LABELS, type ContactEdit, type PreferredChannel } from "#common/contacts/contact-edit.ts";

/** The editable fields as they are compared: a contact row or a validated edit. */
export type EditableFields = Omit<ContactEdit, "interests"> & { interests: string[] };

const LABELS: Record<keyof EditableFields, string> = {
  firstName: "First name",
  lastName: "Last name",
  email: "Email",
  phone: "Phone",
  company: "Company",
  role: "Role",
  interests: "Interests",
  automation: "Automation needs",
  budget: "Budget",
  contactMethod: "Contact method",
  status: "Status",
  ownerId: "Owner",
  preferredChannel: "Preferred channel",
  tags: "Tags",
};

const MAX_SHOWN = 60;
const shown = (value: string) => (value === "" ? "—" : value.length > MAX_SHOWN ? `${value.slice(0, MAX_SHOWN - 3)}...` : value);

function words(field: keyof EditableFields, value: EditableFields[keyof EditableFields], ownerName: (id: number | null) => string): string {
  if (field === "ownerId") return ownerName(value as number | null);
  if (field === "status") return LEAD_STATUS_LABELS[value as LeadStatus] ?? String(value);
  if (field === "contactMethod") return CONTACT_METHOD_LABELS[value as ContactMethod] ?? String(value);
  if (field === "preferredChannel") return value ? (PREFERRED_CHANNEL_LABELS[value as PreferredChannel] ?? String(value)) : "";
  if (Array.isArray(value)) return value.join(", ");
  return value == null ? "" : String(value);
}

/**
 * "Email a@x.com → b@x.com; Tags — → vip": each field that changed, old → new, in the form's order.
 * Contacts hold no secrets; long texts (automation needs) are cut so the timeline stays readable.
 */
export function describeChanges(before: EditableFields, after: EditableFields, ownerName: (id: number | null) => string): string[] {
  const changes: string[] = [];
  for (const field of Object.keys(LABELS) as (keyof EditableFields)[]) {
    const from = words(field, before[field], ownerName);
    const to = words(field, after[field], ownerName);
    if (from !== to) changes.push(`${LABELS[field]} ${shown(from)} → ${shown(to)}`);
  }
  return changes;
}
