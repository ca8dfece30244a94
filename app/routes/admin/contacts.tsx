import { useEffect, useMemo, useState } from "react";
import { useSearchParams } from "react-router";
import { Download } from "lucide-react";
import { AdminPageHeader } from "../../components/admin/admin-page.tsx";
import { Button } from "../../components/ui/button.tsx";
import { Card, CardContent } from "../../components/ui/card.tsx";
import { Skeleton } from "../../components/ui/skeleton.tsx";
import { toast } from "../../components/ui/use-toast.ts";
import { errorMessage } from "../../lib/api.ts";
import { filterContacts, type ContactFilter } from "../../../common/contacts/contact-filter.ts";
import { ContactSummaryCards } from "../../components/admin/contacts/contact-summary.tsx";
import { ContactFilters } from "../../components/admin/contacts/contact-filters.tsx";
import { ContactCard } from "../../components/admin/contacts/contact-card.tsx";
import { DeliveryProblemsSummary } from "../../components/admin/contacts/delivery-problems.tsx";
import { downloadContactsCsv, useAssignments, useContacts } from "../../components/admin/contacts/contacts-api.ts";
import { adminMeta } from "../../lib/page-title.ts";

export const meta = () => adminMeta("Contacts");

const NO_FILTER: Required<ContactFilter> = { search: "", role: "all", interest: "all", status: "all" };

export default function AdminContactsPage() {
  const contacts = useContacts();
  const assignments = useAssignments();
  const [filter, setFilter] = useState(NO_FILTER);
  const [exporting, setExporting] = useState(false);
  const visible = useMemo(() => filterContacts(contacts.data ?? [], filter), [contacts.data, filter]);
  // ?contact=ID (a link from the chat inbox): that card opens and comes into view.
  const [params] = useSearchParams();
  const linked = Number(params.get("contact")) || null;
  const loaded = contacts.data !== undefined;
  useEffect(() => {
    if (linked && loaded) document.getElementById(`contact-${linked}`)?.scrollIntoView({ block: "start" });
  }, [linked, loaded]);

  async function exportCsv() {
    setExporting(true);
    try {
      await downloadContactsCsv(filter);
    } catch (error) {
      toast({ variant: "destructive", title: "Export failed", description: errorMessage(error, "Please try again.") });
    } finally {
      setExporting(false);
    }
  }

  return (
    <div className="grid grid-cols-[minmax(0,1fr)] gap-6">
      <AdminPageHeader
        title="Contacts"
        description="Leads from the contact form, the chat assistant and the newsletter."
        actions={
          <Button variant="outline" onClick={exportCsv} disabled={exporting || !contacts.data}>
            <Download aria-hidden="true" />
            {exporting ? "Exporting..." : "Export CSV"}
          </Button>
        }
      />
      {contacts.isLoading ? (
        <div className="grid gap-4" aria-busy="true" aria-label="Loading contacts">
          <Skeleton className="h-24 w-full" />
          <Skeleton className="h-32 w-full" />
          <Skeleton className="h-32 w-full" />
        </div>
      ) : contacts.isError ? (
        <Card>
          <CardContent className="grid justify-items-start gap-3">
            <p className="font-semibold">Failed to load contacts</p>
            <p className="text-sm text-muted-foreground">{errorMessage(contacts.error, "Please try again.")}</p>
            <Button variant="outline" onClick={() => void contacts.refetch()}>
              Try Again
            </Button>
          </CardContent>
        </Card>
      ) : (
        <>
          <DeliveryProblemsSummary contacts={contacts.data ?? []} />
          <ContactSummaryCards contacts={contacts.data ?? []} />
          <ContactFilters filter={filter} onChange={setFilter} />
          <p className="text-sm text-muted-foreground" aria-live="polite">
            Showing {visible.length} of {contacts.data?.length ?? 0} contacts
          </p>
          {visible.length === 0 ? (
            <Card>
              <CardContent className="py-8 text-center text-muted-foreground">No contacts found matching your criteria.</CardContent>
            </Card>
          ) : (
            <ul className="grid grid-cols-[minmax(0,1fr)] gap-4">
              {visible.map((c) => (
                <li key={c.id} id={`contact-${c.id}`} className="scroll-mt-4">
                  <ContactCard contact={c} assignments={assignments.data?.[String(c.id)] ?? []} initiallyOpen={c.id === linked} />
                </li>
              ))}
            </ul>
          )}
        </>
      )}
    </div>
  );
}
