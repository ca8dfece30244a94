import { Link } from "react-router";
import { useId, useState } from "react";
import { ChevronDown, Combine, Gauge, Mail, Pencil, Phone, Trash2 } from "lucide-react";
import { LEAD_SOURCE_LABELS, LEAD_STATUS_LABELS, type ContactDetail, type ContactListItem, type WorkflowAssignment } from "#common/contacts/contact-types.ts";
import { TIME_ZONE_SOURCES } from "#common/settings/visitor-time-zone.ts";
import { CONTACT_METHOD_LABELS, type ContactMethod } from "#common/contacts/contact-form.ts";
import { bundles } from "#common/content/offerings.ts";
import { cn } from "#app/lib/utils.ts";
import { Badge } from "../../ui/badge.tsx";
import { Button } from "../../ui/button.tsx";
import { Card } from "../../ui/card.tsx";
import { Skeleton } from "../../ui/skeleton.tsx";
import { LeadStatusSelect } from "./lead-status-select.tsx";
import { ConfirmDialog } from "../../ui/confirm-dialog.tsx";
import { STATUS_BADGE, formatDate, formatDateTime, telHref } from "./contact-format.ts";
import { useContactDetail, useDeleteContact, useSetStatus } from "./contacts-api.ts";
import { ContactDeliveries } from "./contact-deliveries.tsx";
import { DeliveryIndicator } from "./delivery-problems.tsx";
import { ContactWorkflows } from "./contact-workflows.tsx";
import { ContactTimeline } from "./contact-timeline.tsx";
import { ContactFormDialog } from "./contact-form-dialog.tsx";
import { ContactMergeDialog } from "./contact-merge-dialog.tsx";
import { Checkbox } from "../../ui/checkbox.tsx";
import { ContactTasks } from "./tasks/contact-tasks.tsx";
import { ContactBookings } from "../bookings/contact-bookings.tsx";
import { LeadOriginBadge, LeadOriginDetails } from "./lead-origin.tsx";
import { PREFERRED_CHANNEL_LABELS, type PreferredChannel } from "#common/contacts/contact-edit.ts";
import { ScoreBadge } from "./qualification/score-badge.tsx";
import { QualificationDetails } from "./qualification/qualification-details.tsx";
import { QualificationDialog } from "./qualification/qualification-dialog.tsx";
import { ContactConsents } from "./contact-consents.tsx";
import { languageName } from "#common/contacts/contact-consent.ts";

// Read-only: the browser's zone or the phone's area code decides when automated texts may go (quiet hours).
// A phone's narrow column breaks the name after its "/" rather than inside "Los_Angeles".
function timeZoneLine(tz: ContactDetail["timeZone"]) {
  if (!tz) return "Unknown (Settings → SMS time zone)";
  const [region, ...place] = tz.zone.split("/");
  return (
    <>
      {region}/<wbr />
      {place.join("/")} ({TIME_ZONE_SOURCES[tz.source]})
    </>
  );
}

function Detail({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <div className="grid grid-cols-[8rem_1fr] gap-2 text-sm">
      <dt className="text-muted-foreground">{label}</dt>
      <dd className="min-w-0 break-words">{children || <span className="text-muted-foreground">—</span>}</dd>
    </div>
  );
}

function Block({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <section className="grid content-start gap-3">
      <h3 className="text-sm font-semibold tracking-wide text-muted-foreground uppercase">{title}</h3>
      {children}
    </section>
  );
}

type CardProps = {
  contact: ContactListItem;
  assignments: WorkflowAssignment[];
  initiallyOpen?: boolean;
  /** The list's bulk selection; a card without it (a linked contact off the page) has no checkbox. */
  selected?: boolean;
  onSelect?: (selected: boolean) => void;
};

export function ContactCard({ contact, assignments, initiallyOpen = false, selected, onSelect }: CardProps) {
  const [open, setOpen] = useState(initiallyOpen);
  const [editing, setEditing] = useState(false);
  const [merging, setMerging] = useState(false);
  const [qualifying, setQualifying] = useState(false);
  const panelId = useId();
  const detail = useContactDetail(contact.id, open);
  const setStatus = useSetStatus(contact.id);
  const remove = useDeleteContact();
  const bundle = bundles.find((b) => b.key === contact.bundle);

  return (
    <Card role="article" className="gap-0 py-0" data-testid="contact-card" aria-label={contact.name}>
      <div className="flex flex-col gap-3 p-4 sm:flex-row sm:items-start sm:p-5">
        {onSelect && (
          <Checkbox className="mt-1" checked={selected} onCheckedChange={(on) => onSelect(on === true)} aria-label={`Select ${contact.name}`} />
        )}
        {/* The accordion pattern: the card's name is its heading (its blocks are h3), the heading holds the toggle. */}
        <h2 className="flex min-w-0 flex-1 text-base font-normal">
          <button
            type="button"
            aria-expanded={open}
            aria-controls={panelId}
            onClick={() => setOpen((o) => !o)}
            className="group flex min-w-0 flex-1 items-start gap-3 rounded-md text-left focus-visible:outline-2 focus-visible:outline-ring"
          >
            <ChevronDown aria-hidden="true" className={cn("mt-1 size-4 shrink-0 transition-transform", open && "rotate-180")} />
            <span className="min-w-0">
              <span className="flex flex-wrap items-center gap-2">
                <span className="min-w-0 font-semibold wrap-anywhere">{contact.name}</span>
                <Badge variant={STATUS_BADGE[contact.status]}>{LEAD_STATUS_LABELS[contact.status]}</Badge>
                <ScoreBadge qualification={contact.qualification} />
                {contact.role && <Badge variant="secondary">{contact.role}</Badge>}
                {/* English is the usual case; another language is what staff must notice before replying. */}
                {contact.language !== "en" && (
                  <Badge variant="brand" data-testid="contact-language" aria-label={`Language: ${languageName(contact.language)}`}>
                    {languageName(contact.language)}
                  </Badge>
                )}
                <Badge variant="outline">{LEAD_SOURCE_LABELS[contact.source] ?? contact.source}</Badge>
                <LeadOriginBadge origin={contact.leadOrigin} />
                <DeliveryIndicator contact={contact} />
                {contact.tags.map((tag) => (
                  <Badge key={tag} variant="secondary" className="font-normal">
                    #{tag}
                  </Badge>
                ))}
              </span>
              <span className="mt-1 block truncate text-sm text-muted-foreground">
                {[contact.company, contact.email, contact.phone].filter(Boolean).join(" · ")}
              </span>
              <span className="mt-2 flex flex-wrap gap-1.5">
                {contact.interests.map((i) => (
                  <Badge key={i} variant="outline" className="font-normal">
                    {i}
                  </Badge>
                ))}
                <span className="text-xs text-muted-foreground">
                  {formatDate(contact.createdAt)} · {contact.ownerName ? `Owner: ${contact.ownerName}` : "Unowned"}
                </span>
              </span>
            </span>
          </button>
        </h2>
        <div className="flex shrink-0 flex-wrap gap-2">
          {contact.email && (
            <Button asChild size="sm" variant="outline">
              <a href={`mailto:${contact.email}`}>
                <Mail aria-hidden="true" />
                Email
              </a>
            </Button>
          )}
          {contact.phone && (
            <Button asChild size="sm" variant="outline">
              <a href={telHref(contact.phone)}>
                <Phone aria-hidden="true" />
                Call
              </a>
            </Button>
          )}
          <Button size="sm" variant="outline" onClick={() => setEditing(true)} aria-label={`Edit ${contact.name}`}>
            <Pencil aria-hidden="true" />
            Edit
          </Button>
          <Button size="sm" variant="ghost" onClick={() => setMerging(true)} aria-label={`Merge ${contact.name}`}>
            <Combine aria-hidden="true" />
            Merge
          </Button>
          {editing && <ContactFormDialog contact={contact} open={editing} onOpenChange={setEditing} />}
          {merging && <ContactMergeDialog contact={contact} open={merging} onOpenChange={setMerging} />}
          <ConfirmDialog
            trigger={
              <Button size="sm" variant="ghost" aria-label={`Delete ${contact.name}`} className="text-destructive hover:text-destructive">
                <Trash2 aria-hidden="true" />
              </Button>
            }
            title="Delete this contact?"
            description={`${contact.name} and their notes, activity, workflow assignments and deliveries will be removed; deliveries not yet sent will never go out. This cannot be undone.`}
            onConfirm={() => remove.mutate(contact.id)}
          />
        </div>
      </div>

      {open && (
        <div id={panelId} className="grid gap-6 border-t border-border p-4 sm:p-5 lg:grid-cols-2">
          <Block title="Client details">
            <dl className="grid gap-2">
              <Detail label="Name">{contact.name}</Detail>
              <Detail label="Email">{contact.email && <a className="text-brand hover:underline" href={`mailto:${contact.email}`}>{contact.email}</a>}</Detail>
              <Detail label="Phone">{contact.phone && <a className="text-brand hover:underline" href={telHref(contact.phone)}>{contact.phone}</a>}</Detail>
              <Detail label="Prefers">{CONTACT_METHOD_LABELS[contact.contactMethod as ContactMethod] ?? contact.contactMethod}</Detail>
              <Detail label="Channel">{contact.preferredChannel ? (PREFERRED_CHANNEL_LABELS[contact.preferredChannel as PreferredChannel] ?? contact.preferredChannel) : ""}</Detail>
              <Detail label="Language">{languageName(contact.language)}</Detail>
              <Detail label="Time zone">{detail.data && timeZoneLine(detail.data.timeZone)}</Detail>
              <Detail label="Owner">{contact.ownerName ?? "Unowned"}</Detail>
              <Detail label="Tags">{contact.tags.join(", ")}</Detail>
              <Detail label="Source">{LEAD_SOURCE_LABELS[contact.source] ?? contact.source}</Detail>
              {contact.conversationId && (
                <Detail label="Chat">
                  <Link className="text-brand hover:underline" to={`/admin/chat?c=${encodeURIComponent(contact.conversationId)}`}>
                    Open the conversation
                  </Link>
                </Detail>
              )}
              <Detail label="Received">{formatDateTime(contact.createdAt)}</Detail>
            </dl>
            <div className="grid gap-1.5">
              <label htmlFor={`${panelId}-status`} className="text-sm font-medium">
                Lead status
              </label>
              <LeadStatusSelect id={`${panelId}-status`} className="w-48" value={contact.status} onChange={(v) => setStatus.mutate(v)} disabled={setStatus.isPending} />
            </div>
          </Block>
          <Block title="Business info">
            <dl className="grid gap-2">
              <Detail label="Company">{contact.company}</Detail>
              <Detail label="Role">{contact.role}</Detail>
              <Detail label="Budget">{contact.budget}</Detail>
              <Detail label="Bundle">{bundle ? `${bundle.name} (${bundle.platforms})` : ""}</Detail>
              <Detail label="Interests">{contact.interests.join(", ")}</Detail>
              <Detail label="Automation needs">
                <span className="whitespace-pre-line">{contact.automation}</span>
              </Detail>
            </dl>
          </Block>
          <Block title="Qualification">
            <QualificationDetails contact={contact} />
            <Button size="sm" variant="outline" className="justify-self-start" onClick={() => setQualifying(true)} aria-label={`Edit qualification of ${contact.name}`}>
              <Gauge aria-hidden="true" />
              Edit qualification
            </Button>
            {qualifying && <QualificationDialog contact={contact} open={qualifying} onOpenChange={setQualifying} />}
          </Block>
          <Block title="Where the lead came from">
            <LeadOriginDetails origin={contact.leadOrigin} />
          </Block>
          <div className="lg:col-span-2">
            <Block title="Tasks">
              <ContactTasks contact={contact} />
            </Block>
          </div>
          <div className="lg:col-span-2">
            <Block title="Bookings">
              <ContactBookings contact={contact} />
            </Block>
          </div>
          <Block title="Consent to texts">
            {detail.isLoading ? (
              <Skeleton className="h-16 w-full" />
            ) : detail.isError ? (
              <p className="text-sm text-destructive">The consent history could not be loaded.</p>
            ) : (
              <ContactConsents contactId={contact.id} name={contact.name} history={detail.data?.consents ?? []} />
            )}
          </Block>
          <Block title="Assigned workflows">
            <ContactWorkflows contactId={contact.id} assigned={assignments} />
          </Block>
          <Block title="Deliveries">
            <ContactDeliveries
              contactId={contact.id}
              deliveries={detail.data?.deliveries ?? contact.deliveries}
              note={detail.data?.deliveryNote ?? contact.deliveryNote}
            />
          </Block>
          <div className="lg:col-span-2">
            <Block title="Activity & notes">
              {detail.isLoading ? (
                <Skeleton className="h-24 w-full" />
              ) : detail.isError ? (
                <p className="text-sm text-destructive">The activity could not be loaded.</p>
              ) : (
                <ContactTimeline contactId={contact.id} notes={detail.data?.notes ?? []} activities={detail.data?.activities ?? []} />
              )}
            </Block>
          </div>
        </div>
      )}
    </Card>
  );
}
