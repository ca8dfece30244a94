import { useState } from "react";
import { BookOpen } from "lucide-react";
import { AdminPageHeader } from "../../components/admin/admin-page.tsx";
import { OPENAPI_URL, groupByTag, useApiDocument } from "../../components/admin/api-reference/api-reference-api.ts";
import { ApiOperationCard } from "../../components/admin/api-reference/api-operation.tsx";
import { Button } from "../../components/ui/button.tsx";
import { Card } from "../../components/ui/card.tsx";
import { EmptyState } from "../../components/ui/empty-state.tsx";
import { Input } from "../../components/ui/input.tsx";
import { Skeleton } from "../../components/ui/skeleton.tsx";
import { errorMessage } from "../../lib/api.ts";
import { adminMeta } from "../../lib/page-title.ts";
import { plural } from "#common/lib/plural.ts";

export const meta = () => adminMeta("API Reference");

export default function AdminApiReferencePage() {
  const [filter, setFilter] = useState("");
  const doc = useApiDocument();
  const groups = doc.data ? groupByTag(doc.data, filter) : [];
  const count = groups.reduce((n, [, entries]) => n + entries.length, 0);

  return (
    <div className="space-y-6">
      <AdminPageHeader
        title="API Reference"
        description="Every /api route with its request and response shapes, generated from the schemas the server validates with."
      />
      <Card className="flex flex-col gap-3 p-4 sm:flex-row sm:items-center sm:justify-between">
        <Input type="search" value={filter} onChange={(e) => setFilter(e.target.value)} placeholder="Filter by path or summary" aria-label="Filter routes" className="sm:max-w-sm" />
        <p className="text-sm text-muted-foreground">
          OpenAPI 3.1 document:{" "}
          <a className="underline" href={OPENAPI_URL} target="_blank" rel="noreferrer">
            {OPENAPI_URL}
          </a>
          {doc.data && ` · ${plural(count, "route")}`}
        </p>
      </Card>
      {doc.isLoading ? (
        <Skeleton className="h-64" aria-label="Loading the API reference" />
      ) : doc.isError || !doc.data ? (
        <Card className="p-6 text-center">
          <p className="text-sm text-destructive">{errorMessage(doc.error, "Failed to load the API reference")}</p>
          <Button variant="outline" className="mx-auto mt-3 w-fit" onClick={() => doc.refetch()}>
            Try Again
          </Button>
        </Card>
      ) : count === 0 ? (
        <Card>
          <EmptyState icon={BookOpen} title="Nothing found" description="No route matches this filter." />
        </Card>
      ) : (
        groups.map(([tag, entries]) => (
          <section key={tag} className="space-y-2">
            <h2 className="text-lg">{tag}</h2>
            {entries.map((entry) => (
              <ApiOperationCard key={`${entry.method} ${entry.path}`} entry={entry} />
            ))}
          </section>
        ))
      )}
    </div>
  );
}
