import { lazy, Suspense, useEffect, useState } from "react";
import { useSearchParams } from "react-router";
import { Download, FileUp, KanbanSquare, List, Plus, Route } from "lucide-react";
import { AdminPageHeader } from "../../components/admin/admin-page.tsx";
import { Button } from "../../components/ui/button.tsx";
import { Card, CardContent } from "../../components/ui/card.tsx";
import { Checkbox } from "../../components/ui/checkbox.tsx";
import { Skeleton } from "../../components/ui/skeleton.tsx";
import { toast } from "../../components/ui/use-toast.ts";
import { errorMessage } from "../../lib/api.ts";
import { DEFAULT_PAGE_SIZE, type ContactListParams } from "#common/contacts/contact-query.ts";
import { ContactSummaryCards } from "../../components/admin/contacts/contact-summary.tsx";
import { ContactFilters, NO_FILTER, type ListFilter } from "../../components/admin/contacts/contact-filters.tsx";
import { ContactCard } from "../../components/admin/contacts/contact-card.tsx";
import { ContactFormDialog } from "../../components/admin/contacts/contact-form-dialog.tsx";
import { ContactImportDialog } from "../../components/admin/contacts/contact-import-dialog.tsx";
import { RoutingRulesDialog } from "../../components/admin/contacts/qualification/routing-rules-dialog.tsx";
import { ContactBulkBar } from "../../components/admin/contacts/contact-bulk-bar.tsx";
import { ListPager } from "../../components/admin/lists/list-pager.tsx";
import { DeliveryProblemsSummary } from "../../components/admin/contacts/delivery-problems.tsx";
import { downloadContactsCsv, useAssignments, useContactDetail, useContactsOverview, useContactsPage, useOwners } from "../../components/admin/contacts/contacts-api.ts";
import { adminMeta } from "../../lib/page-title.ts";
import { useListState } from "../../components/admin/lists/use-list-state.ts";
import { useSelection } from "../../components/admin/lists/bulk-bar.tsx";
import { lastYear, useLeadSources } from "../../components/admin/analytics/analytics-api.ts";

export const meta = () => adminMeta("Contacts");

// The board and its drag-and-drop library load only when the board is opened.
const ContactBoard = lazy(() => import("../../components/admin/contacts/board/contact-board.tsx"));

/** List or Board (?view=board): two buttons, the pressed one is the view shown. */
function ViewToggle({ board, onChange }: { board: boolean; onChange: (board: boolean) => void }) {
  const option = (on: boolean, label: string, Icon: typeof List) => (
    <Button type="button" size="sm" variant={board === on ? "default" : "ghost"} aria-pressed={board === on} onClick={() => onChange(on)}>
      <Icon aria-hidden="true" />
      {label}
    </Button>
  );
  return (
    <div className="inline-flex gap-1 justify-self-start rounded-md border border-border p-1" role="group" aria-label="View">
      {option(false, "List", List)}
      {option(true, "Board", KanbanSquare)}
    </div>
  );
}

/** The list's filters kept in the URL (?status=won&owner=me&sort=name&page=2…), as the other admin lists do. */
const FILTER_KEYS = ["role", "interest", "status", "owner", "leadSource", "timeline", "band", "language"] as const;

export default function AdminContactsPage() {
  const [urlParams, setUrlParams] = useSearchParams();
  // Page, sort, search and filters live in the URL: a reload, the Back button or a shared link shows the same list
  // (?leadSource=google.com is also the analytics page's "Leads by source" link).
  const list = useListState({ sort: NO_FILTER.sort, descending: ["created"], filters: FILTER_KEYS });
  const filter: ListFilter = { ...NO_FILTER, ...list.filters, search: list.search, sort: list.sort };
  const page = list.page;
  const sources = useLeadSources(lastYear());
  const sourceNames = (sources.data?.sources ?? []).map((s) => s.source);
  const selection = useSelection();
  const [creating, setCreating] = useState(false);
  const [importing, setImporting] = useState(false);
  const [routing, setRouting] = useState(false);
  const [exporting, setExporting] = useState(false);
  const search = list.query.search ?? "";
  const params: ContactListParams = { ...filter, search, page, pageSize: DEFAULT_PAGE_SIZE };
  const contacts = useContactsPage(params);
  const overview = useContactsOverview();
  const assignments = useAssignments();
  const owners = useOwners();
  // ?contact=ID (a link from the chat inbox, the dashboard or a duplicate e-mail): that card opens and comes into view,
  // shown above the list when it is not on this page.
  const board = urlParams.get("view") === "board";
  const setBoard = (on: boolean) =>
    setUrlParams((p) => {
      const next = new URLSearchParams(p);
      if (on) next.set("view", "board");
      else next.delete("view");
      next.delete("contact");
      return next;
    });
  const linked = Number(urlParams.get("contact")) || null;
  const items = contacts.data?.items ?? [];
  const linkedOffPage = linked !== null && contacts.data !== undefined && !items.some((c) => c.id === linked);
  const linkedDetail = useContactDetail(linked ?? 0, linkedOffPage);
  const loaded = contacts.data !== undefined;
  useEffect(() => {
    if (linked && loaded) document.getElementById(`contact-${linked}`)?.scrollIntoView({ block: "start" });
  }, [linked, loaded, linkedDetail.data]);

  function changeFilter(next: ListFilter) {
    if (next.search !== filter.search) list.setSearch(next.search);
    if (next.sort !== filter.sort) list.sortBy(next.sort);
    for (const key of FILTER_KEYS) if (next[key] !== filter[key]) list.setFilter(key, next[key]);
    selection.clear();
  }

  async function exportCsv() {
    setExporting(true);
    try {
      await downloadContactsCsv({ ...filter, search });
    } catch (error) {
      toast({ variant: "destructive", title: "Export failed", description: errorMessage(error, "Please try again.") });
    } finally {
      setExporting(false);
    }
  }

  const allOnPage = selection.allOf(items.map((c) => c.id));
  return (
    <div className="grid grid-cols-[minmax(0,1fr)] gap-6">
      <AdminPageHeader
        title="Contacts"
        description="Leads from the contact form, the chat assistant and the newsletter."
        actions={
          <>
            <Button onClick={() => setCreating(true)}>
              <Plus aria-hidden="true" />
              New contact
            </Button>
            <Button variant="outline" onClick={() => setImporting(true)}>
              <FileUp aria-hidden="true" />
              Import CSV
            </Button>
            <Button variant="outline" onClick={exportCsv} disabled={exporting || !contacts.data}>
              <Download aria-hidden="true" />
              {exporting ? "Exporting..." : "Export CSV"}
            </Button>
            <Button variant="outline" onClick={() => setRouting(true)}>
              <Route aria-hidden="true" />
              Lead routing
            </Button>
          </>
        }
      />
      {creating && <ContactFormDialog contact={null} open={creating} onOpenChange={setCreating} />}
      {importing && <ContactImportDialog open={importing} onOpenChange={setImporting} />}
      {routing && <RoutingRulesDialog open={routing} onOpenChange={setRouting} />}
      <ViewToggle board={board} onChange={setBoard} />
      {board ? (
        <>
          <ContactFilters filter={filter} owners={owners.data ?? []} sources={sourceNames} onChange={changeFilter} board />
          <Suspense fallback={<Skeleton className="h-64 w-full" />}>
            <ContactBoard filter={{ search, role: filter.role, interest: filter.interest, owner: filter.owner, leadSource: filter.leadSource, timeline: filter.timeline, band: filter.band, language: filter.language }} />
          </Suspense>
        </>
      ) : contacts.isLoading ? (
        <div className="grid gap-4" aria-busy="true" aria-label="Loading contacts">
          <Skeleton className="h-24 w-full" />
          <Skeleton className="h-32 w-full" />
          <Skeleton className="h-32 w-full" />
        </div>
      ) : contacts.isError || !contacts.data ? (
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
          {overview.data && <DeliveryProblemsSummary contacts={overview.data.deliveryProblems} />}
          {overview.data && <ContactSummaryCards summary={overview.data.summary} />}
          <ContactFilters filter={filter} owners={owners.data ?? []} sources={sourceNames} onChange={changeFilter} />
          {linkedOffPage && linkedDetail.data && (
            <div id={`contact-${linked}`} className="scroll-mt-4">
              <ContactCard contact={linkedDetail.data} assignments={assignments.data?.[String(linked)] ?? []} initiallyOpen />
            </div>
          )}
          <div className="flex flex-wrap items-center justify-between gap-3">
            <p className="text-sm text-muted-foreground" aria-live="polite">
              Showing {contacts.data.total} of {overview.data?.summary.total ?? "…"} contacts
            </p>
            {items.length > 0 && (
              <label className="flex items-center gap-2 text-sm">
                <Checkbox checked={allOnPage} onCheckedChange={(on) => selection.toggleAll(items.map((c) => c.id), on === true)} />
                Select all on this page
              </label>
            )}
          </div>
          {selection.ids.length > 0 && <ContactBulkBar ids={selection.ids} owners={owners.data ?? []} onDone={selection.clear} />}
          {items.length === 0 ? (
            <Card>
              <CardContent className="py-8 text-center text-muted-foreground">No contacts found matching your criteria.</CardContent>
            </Card>
          ) : (
            <ul className="grid grid-cols-[minmax(0,1fr)] gap-4">
              {items.map((c) => (
                <li key={c.id} id={`contact-${c.id}`} className="scroll-mt-4">
                  <ContactCard
                    contact={c}
                    assignments={assignments.data?.[String(c.id)] ?? []}
                    initiallyOpen={c.id === linked}
                    selected={selection.has(c.id)}
                    onSelect={(on) => selection.toggle(c.id, on)}
                  />
                </li>
              ))}
            </ul>
          )}
          <ListPager label="Contact pages" page={page} pageSize={contacts.data.pageSize} total={contacts.data.total} onPage={(p) => (list.setPage(p), selection.clear())} />
        </>
      )}
    </div>
  );
}
