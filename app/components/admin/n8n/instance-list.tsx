import { useState } from "react";
import { Server } from "lucide-react";
import type { N8nInstanceView } from "#common/n8n/n8n-types.ts";
import { errorMessage } from "#app/lib/api.ts";
import { EmptyState } from "../../ui/empty-state.tsx";
import { Skeleton } from "../../ui/skeleton.tsx";
import { toast } from "../../ui/use-toast.ts";
import { DeleteInstanceDialog } from "./delete-instance-dialog.tsx";
import { InstanceCard } from "./instance-card.tsx";
import { useSyncInstance } from "./n8n-api.ts";

type InstanceListProps = {
  instances: N8nInstanceView[] | undefined;
  loading: boolean;
  onEdit: (instance: N8nInstanceView) => void;
};

export function InstanceList({ instances, loading, onEdit }: InstanceListProps) {
  const sync = useSyncInstance();
  const [deleting, setDeleting] = useState<N8nInstanceView | null>(null);
  // Several instances may sync at once; each card shows its own spinner.
  const [syncing, setSyncing] = useState<ReadonlySet<number>>(new Set());

  // mutateAsync, not mutate: per-call callbacks of mutate fire only for the latest of concurrent calls.
  async function syncOne(instance: N8nInstanceView) {
    setSyncing((s) => new Set(s).add(instance.id));
    try {
      await sync.mutateAsync(instance.id);
      toast({ title: "Instance synced successfully!", description: instance.name });
    } catch (error) {
      toast({ title: "Sync failed", description: `${instance.name}: ${errorMessage(error, "Please try again.")}`, variant: "destructive" });
    }
    setSyncing((s) => {
      const next = new Set(s);
      next.delete(instance.id);
      return next;
    });
  }

  let content;
  if (loading && !instances) content = <Skeleton className="h-48" />;
  else if (!instances?.length) {
    content = <EmptyState icon={Server} title="No instances yet" description="Add your agency's n8n or a client's to start watching their workflows." />;
  } else {
    content = (
      <ul className="grid gap-3" aria-label="n8n instances">
        {instances.map((instance) => (
          <InstanceCard
            key={instance.id}
            instance={instance}
            syncing={syncing.has(instance.id)}
            onSync={() => void syncOne(instance)}
            onEdit={() => onEdit(instance)}
            onDelete={() => setDeleting(instance)}
          />
        ))}
      </ul>
    );
  }
  // The dialog stays mounted when the last instance goes, so its toast and closing still happen.
  return (
    <>
      {content}
      <DeleteInstanceDialog instance={deleting} onClose={() => setDeleting(null)} />
    </>
  );
}
