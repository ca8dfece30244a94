import { useState } from "react";
import { Megaphone, Plus } from "lucide-react";
import type { AdminAnnouncement } from "#common/announcements/announcement-schemas.ts";
import { AdminPageHeader } from "../../components/admin/admin-page.tsx";
import { AnnouncementFormDialog } from "../../components/admin/announcements/announcement-form-dialog.tsx";
import { AnnouncementRow } from "../../components/admin/announcements/announcement-row.tsx";
import { useAnnouncementMutations, useAnnouncements } from "../../components/admin/announcements/announcements-api.ts";
import { Button } from "../../components/ui/button.tsx";
import { Card } from "../../components/ui/card.tsx";
import { EmptyState } from "../../components/ui/empty-state.tsx";
import { Skeleton } from "../../components/ui/skeleton.tsx";
import { errorMessage } from "../../lib/api.ts";
import { adminMeta } from "../../lib/page-title.ts";

export const meta = () => adminMeta("Announcements");

export default function AdminAnnouncementsPage() {
  const announcements = useAnnouncements();
  const { save, remove } = useAnnouncementMutations();
  const [dialog, setDialog] = useState<{ open: boolean; announcement: AdminAnnouncement | null }>({ open: false, announcement: null });
  const list = announcements.data ?? [];

  return (
    <div>
      <AdminPageHeader
        title="Announcements"
        description="Site-wide announcements: launches, updates, news and maintenance notices."
        actions={
          <Button onClick={() => setDialog({ open: true, announcement: null })}>
            <Plus />
            New Announcement
          </Button>
        }
      />
      {announcements.isLoading ? (
        <div className="grid gap-3" aria-label="Loading announcements">
          {Array.from({ length: 3 }, (_, i) => <Skeleton key={i} className="h-24" />)}
        </div>
      ) : announcements.isError ? (
        <Card className="p-6 text-center">
          <p className="text-sm text-destructive">{errorMessage(announcements.error, "Failed to load announcements")}</p>
          <Button variant="outline" className="mx-auto mt-3 w-fit" onClick={() => announcements.refetch()}>
            Try Again
          </Button>
        </Card>
      ) : (
        <Card className="gap-0 overflow-hidden py-0">
          {list.length === 0 ? (
            <EmptyState icon={Megaphone} title="No announcements yet" description="Create one to show a banner across the public site." />
          ) : (
            <ul className="divide-y">
              {list.map((a) => (
                <AnnouncementRow key={a.id} announcement={a} onEdit={() => setDialog({ open: true, announcement: a })} onDelete={() => remove.mutateAsync(a.id)} />
              ))}
            </ul>
          )}
        </Card>
      )}
      <AnnouncementFormDialog
        open={dialog.open}
        onOpenChange={(open) => setDialog((d) => ({ ...d, open }))}
        announcement={dialog.announcement}
        onSave={(id, input) => save.mutateAsync({ id, input })}
      />
    </div>
  );
}
