import type * as React from "react";
import { cn } from "../../lib/utils.ts";

// foreground/10 stays visible on any surface (page, card, muted, dark sections).
function Skeleton({ className, ...props }: React.ComponentProps<"div">) {
  return <div data-slot="skeleton" className={cn("animate-pulse rounded-md bg-foreground/10", className)} {...props} />;
}

export { Skeleton };
