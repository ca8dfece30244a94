import { extractBudget, extractEmail, extractPhone } from "./contact-details.ts";
import { extractCompany } from "./company-name.ts";
import { extractName } from "./person-name.ts";
import { extractInterest, extractRole } from "./role-interest.ts";
import type { ChatEntities } from "./types.ts";

/** Everything a single message says about the visitor; absent keys were not found. */
export function extractEntities(message: string): ChatEntities {
  const found: ChatEntities = {
    email: extractEmail(message),
    phone: extractPhone(message),
    name: extractName(message),
    company: extractCompany(message),
    budget: extractBudget(message),
    role: extractRole(message),
    interest: extractInterest(message),
  };
  for (const key of Object.keys(found) as (keyof ChatEntities)[]) if (found[key] === undefined) delete found[key];
  return found;
}
