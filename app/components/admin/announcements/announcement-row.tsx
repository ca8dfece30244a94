import { Megaphone, Newspaper, Pencil, RefreshCw, Rocket, Wrench, type LucideIcon } from "lucide-react";
import {
  ANNOUNCEMENT_AUDIENCE_LABELS,
  ANNOUNCEMENT_TYPE_LABELS,
  type AdminAnnouncement,
} from "#common/announcements/announcement-schemas.ts";
import { ConfirmDelete } from "../../ui/confirm-dialog.tsx";
import { formatAdminDate } from "../content/datetime.ts";
import { Badge, type BadgeProps } from "../../ui/badge.tsx";
import { Button } from "../../ui/button.tsx";
import { cn } from "#app/lib/utils.ts";

const TYPE_ICONS: Record<string, { icon: LucideIcon; tone: string }> = {
  launch: { icon: Rocket, tone: "bg-teal-50 text-teal-700" },
  update: { icon: RefreshCw, tone: "bg-cyan-50 text-cyan-700" },
  news: { icon: Newspaper, tone: "bg-navy-50 text-navy-700" },
  maintenance: { icon: Wrench, tone: "bg-amber-50 text-amber-800" },
};

const PRIORITY_VARIANT: Record<string, BadgeProps["variant"]> = { urgent: "destructive", high: "warning", normal: "secondary", low: "outline" };

/** On the public banner right now: active, dates include now, audience all or prospects. */
function isLive(a: AdminAnnouncement, now = Date.now()): boolean {
  return (
    a.isActive &&
    new Date(a.startDate).getTime() <= now &&
    (a.endDate === null || new Date(a.endDate).getTime() >= now) &&
    (a.targetAudience === "all" || a.targetAudience === "prospects")
  );
}

export function AnnouncementRow({ announcement: a, onEdit, onDelete }: { announcement: AdminAnnouncement; onEdit: () => void; onDelete: () => Promise<unknown> }) {
  const { icon: Icon, tone } = TYPE_ICONS[a.type] ?? { icon: Megaphone, tone: "bg-muted text-foreground" };
  const typeLabel = ANNOUNCEMENT_TYPE_LABELS[a.type as keyof typeof ANNOUNCEMENT_TYPE_LABELS] ?? a.type;
  return (
    <li className="flex gap-4 p-4 sm:p-5" data-testid="admin-announcement">
      <span className={cn("flex size-11 shrink-0 items-center justify-center rounded-xl", tone)} title={typeLabel}>
        <Icon aria-hidden="true" className="size-5" />
        <span className="sr-only">{typeLabel}</span>
      </span>
      <div className="min-w-0 flex-1">
        <div className="flex flex-wrap items-center gap-2">
          <h2 className="font-semibold text-foreground">{a.title}</h2>
          <Badge variant={PRIORITY_VARIANT[a.priority] ?? "secondary"}>{a.priority.toUpperCase()}</Badge>
          <Badge variant="outline">{ANNOUNCEMENT_AUDIENCE_LABELS[a.targetAudience as keyof typeof ANNOUNCEMENT_AUDIENCE_LABELS] ?? a.targetAudience}</Badge>
          {a.isActive ? <Badge variant="success">Active</Badge> : <Badge variant="secondary">Inactive</Badge>}
          {isLive(a) && <span className="text-xs font-medium text-success">● Showing on the site</span>}
        </div>
        <p className="mt-1 text-sm text-muted-foreground">{a.content}</p>
        <p className="mt-2 text-xs text-muted-foreground">
          Starts {formatAdminDate(a.startDate, true)}
          {a.endDate && <> · Ends {formatAdminDate(a.endDate, true)}</>}
        </p>
      </div>
      <div className="flex shrink-0 items-start">
        <Button variant="ghost" size="icon" className="text-muted-foreground" onClick={onEdit} aria-label={`Edit “${a.title}”`}>
          <Pencil />
        </Button>
        <ConfirmDelete what="announcement" name={a.title} onConfirm={onDelete} />
      </div>
    </li>
  );
}
