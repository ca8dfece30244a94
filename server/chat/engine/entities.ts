import { nameAfterNumber } from "./name-before-detail.ts";
import { extractBudget, extractEmail, extractPhone, withSpelledEmailWritten } from "./contact-details.ts";
import { extractCompany } from "./company-name.ts";
import { extractName } from "./person-name.ts";
import { calledName } from "./nickname.ts";
import { joinCompoundSurnames, unjoined } from "./name-compound.ts";
import { extractInterest, extractRole } from "./role-interest.ts";
import type { ChatEntities } from "./types.ts";

/** Everything a single message says about the visitor; absent keys were not found. */
export function extractEntities(message: string): ChatEntities {
  // "ana dot ruiz at example dot com": read as the address it spells, it is the detail a list of details holds.
  const written = withSpelledEmailWritten(message);
  // "Íñigo Sáenz de Cabezón, de Espolón Realty Group": a compound surname is read as one word (name-compound.ts).
  const compound = joinCompoundSurnames(written);
  const found: ChatEntities = {
    email: extractEmail(message),
    phone: extractPhone(message),
    // "me dicen Rigo": the name they go by, when nothing introduces them otherwise.
    name: unjoined(extractName(compound.text), compound) ?? calledName(written) ?? nameAfterNumber(message),
    company: unjoined(extractCompany(compound.text), compound),
    budget: extractBudget(message),
    role: extractRole(message),
    interest: extractInterest(message),
  };
  for (const key of Object.keys(found) as (keyof ChatEntities)[]) if (found[key] === undefined) delete found[key];
  return found;
}
