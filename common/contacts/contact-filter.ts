import type { ContactListItem } from "./contact-types.ts";

export interface ContactFilter {
  search?: string;
  /** A role of spec section 3, or "all"/"" for any. */
  role?: string;
  interest?: string;
  status?: string;
}

const ANY = new Set(["", "all"]);
const digits = (value: string) => value.replace(/\D/g, "");

type Filterable = Pick<ContactListItem, "name" | "email" | "company" | "phone" | "role" | "interests" | "status">;

/**
 * The contacts page and the CSV export share this, so the export holds exactly what staff see.
 * Search: name, e-mail, company or phone, case-insensitive; phone also matches on digits alone.
 */
export function matchesContactFilter(contact: Filterable, filter: ContactFilter): boolean {
  const query = (filter.search ?? "").trim().toLowerCase();
  if (query) {
    const haystack = [contact.name, contact.email, contact.company, contact.phone].join("\n").toLowerCase();
    const queryDigits = digits(query);
    const phoneHit = queryDigits.length >= 3 && queryDigits.length === query.replace(/[\s()+.-]/g, "").length && digits(contact.phone).includes(queryDigits);
    if (!haystack.includes(query) && !phoneHit) return false;
  }
  if (filter.role && !ANY.has(filter.role) && contact.role !== filter.role) return false;
  if (filter.interest && !ANY.has(filter.interest) && !contact.interests.includes(filter.interest)) return false;
  if (filter.status && !ANY.has(filter.status) && contact.status !== filter.status) return false;
  return true;
}

export function filterContacts<T extends Filterable>(contacts: readonly T[], filter: ContactFilter): T[] {
  return contacts.filter((c) => matchesContactFilter(c, filter));
}

/** Spec section 9: 'This Week' means created in the last 7 days. */
export function contactSummary(contacts: readonly Pick<ContactListItem, "createdAt" | "role">[], now = Date.now()) {
  const weekAgo = now - 7 * 24 * 60 * 60 * 1000;
  return {
    total: contacts.length,
    thisWeek: contacts.filter((c) => new Date(c.createdAt).getTime() > weekAgo).length,
    agents: contacts.filter((c) => c.role === "Real Estate Agent").length,
    brokers: contacts.filter((c) => c.role === "Broker").length,
  };
}
