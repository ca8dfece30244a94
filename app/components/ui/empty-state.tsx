import type * as React from "react";
import type { LucideIcon } from "lucide-react";
import { Inbox } from "lucide-react";
import { clsx } from "clsx";

type EmptyStateProps = Omit<React.ComponentProps<"div">, "title"> & {
  title: React.ReactNode;
  description?: React.ReactNode;
  /** A lucide icon component; pass null for none. */
  icon?: LucideIcon | null;
  /** Buttons or links, e.g. 'Refresh Trends'. */
  action?: React.ReactNode;
  titleAs?: "h2" | "h3" | "h4" | "p";
};

function EmptyState({
  title,
  description,
  icon: Icon = Inbox,
  action,
  titleAs: Title = "h2",
  className,
  ...props
}: EmptyStateProps) {
  return (
    <div
      data-slot="empty-state"
      className={clsx("empty-state", className)}
      {...props}
    >
      {Icon && (
        <div className="flex size-12 items-center justify-center rounded-full bg-muted text-muted-foreground">
          <Icon aria-hidden="true" className="size-6" />
        </div>
      )}
      <Title className="text-base font-semibold text-foreground">{title}</Title>
      {description && <p className="max-w-sm text-sm text-muted-foreground">{description}</p>}
      {action && <div className="mt-2 flex flex-wrap items-center justify-center gap-2">{action}</div>}
    </div>
  );
}

export { EmptyState, type EmptyStateProps };
