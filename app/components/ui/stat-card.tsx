import type { LucideIcon } from "lucide-react";
import { Link } from "react-router";
import { Card, CardContent, CardHeader, CardTitle } from "./card.tsx";

type StatCardProps = { title: string; value: string | number; detail: string; icon: LucideIcon; href?: string; hrefLabel?: string };

const slug = (title: string) => title.toLowerCase().replace(/[^a-z0-9]+/g, "-").replace(/^-|-$/g, "");

/** One figure with a line of context; `data-testid="stat-{title}"` lets tests read the value. */
export function StatCard({ title, value, detail, icon: Icon, href, hrefLabel }: StatCardProps) {
  return (
    <Card className="min-w-0 gap-2" data-testid={`stat-${slug(title)}`}>
      <CardHeader className="flex flex-row items-center justify-between space-y-0 pb-0">
        <CardTitle className="text-sm font-medium">{title}</CardTitle>
        <Icon className="size-4 text-muted-foreground" aria-hidden />
      </CardHeader>
      <CardContent>
        <div className="text-2xl font-bold tabular-nums" data-slot="stat-value">
          {value}
        </div>
        <p className="text-xs text-muted-foreground">
          {detail}
          {href && (
            <>
              {" · "}
              <Link to={href} className="font-medium text-primary underline-offset-4 hover:underline">
                {hrefLabel ?? "View"}
              </Link>
            </>
          )}
        </p>
      </CardContent>
    </Card>
  );
}
