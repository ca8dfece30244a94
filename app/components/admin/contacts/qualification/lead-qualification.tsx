import { canUse } from "#common/auth/access.ts";
import { useAuth } from "#app/lib/auth.ts";
import { useContactDetail } from "../contacts-api.ts";
import { QualificationDetails } from "./qualification-details.tsx";

/**
 * The live desk's side panel: what the lead told us about their business and their score, for staff who work contacts
 * (the contact is read from the CRM; a member of the chat area alone sees the transcript only).
 */
export function LeadQualification({ contactId }: { contactId: number }) {
  const { user } = useAuth();
  const allowed = canUse(user?.role, "contacts");
  const contact = useContactDetail(contactId, allowed);
  if (!allowed || !contact.data) return null;
  return (
    <details className="rounded-md border border-border p-3 text-sm" open>
      <summary className="cursor-pointer font-medium">Qualification</summary>
      <div className="mt-3">
        <QualificationDetails contact={contact.data} />
      </div>
    </details>
  );
}
