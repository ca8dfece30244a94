import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { History } from "lucide-react";
import { EXECUTION_SORTS_DESCENDING, EXECUTION_STATUSES } from "#common/n8n/execution-list.ts";
import { listSearch } from "#common/lib/list-query.ts";
import { formatExecutionTime } from "#common/n8n/format.ts";
import { errorMessage } from "#app/lib/api.ts";
import { apiListPage } from "#app/lib/typed-api.ts";
import { EmptyState } from "../../ui/empty-state.tsx";
import { NativeSelect } from "../../ui/native-select.tsx";
import { Skeleton } from "../../ui/skeleton.tsx";
import { ListPager } from "../lists/list-pager.tsx";
import { ListSearch } from "../lists/list-search.tsx";
import { SortHeader } from "../lists/sort-header.tsx";
import { useListState } from "../lists/use-list-state.ts";
import { N8N_API } from "./n8n-api.ts";
import { formatAbsoluteTime } from "./relative-time.ts";

const STATUS_LABELS = { success: "Success", error: "Error", running: "Running", pending: "Pending" } as const;

/** Every synced execution, paged, sorted and searched on the server (state in the URL, "x." keys). */
export function ExecutionTable({ instanceId }: { instanceId: number | null }) {
  const list = useListState({ prefix: "x", sort: "started", descending: EXECUTION_SORTS_DESCENDING, filters: ["status"] });
  const state = { ...list.query, instanceId: instanceId ?? undefined };
  const search = listSearch(state);
  // The key starts with the n8n API's URL, so a sync's refresh (invalidateN8n) reloads it.
  const page = useQuery({
    queryKey: [`${N8N_API}/executions?${search}`],
    queryFn: ({ signal }) => apiListPage(N8N_API, "/executions", state, signal),
    placeholderData: keepPreviousData,
    staleTime: 10_000,
  });
  const items = page.data?.items ?? [];
  return (
    <div className="grid gap-3">
      <div className="flex flex-wrap items-center gap-2" role="search">
        <ListSearch label="Search executions" placeholder="Workflow, instance or execution id" value={list.search} onChange={list.setSearch} />
        <NativeSelect aria-label="Filter executions by status" className="w-auto" value={list.filters.status} onChange={(e) => list.setFilter("status", e.target.value)}>
          <option value="all">All statuses</option>
          {EXECUTION_STATUSES.map((s) => (
            <option key={s} value={s}>
              {STATUS_LABELS[s]}
            </option>
          ))}
        </NativeSelect>
      </div>
      {page.isError ? (
        <p className="text-sm text-destructive">Failed to load executions: {errorMessage(page.error, "please reload")}</p>
      ) : page.isLoading ? (
        <Skeleton className="h-48" />
      ) : items.length === 0 ? (
        <EmptyState icon={History} title={list.search || list.filters.status !== "all" ? "No executions match" : "No executions yet"} description="Executions appear here after a sync." />
      ) : (
        <div className="overflow-x-auto rounded-md border">
          <table className="w-full text-sm">
            <thead className="bg-muted/50 text-left text-xs tracking-wide text-muted-foreground uppercase">
              <tr>
                <SortHeader list={list} column="workflow" label="Workflow" />
                <SortHeader list={list} column="instance" label="Instance" />
                <SortHeader list={list} column="status" label="Status" />
                <SortHeader list={list} column="started" label="Started" />
                <SortHeader list={list} column="duration" label="Duration" className="text-right" />
              </tr>
            </thead>
            <tbody className="divide-y">
              {items.map((e) => (
                <tr key={e.id} data-status={e.status}>
                  <td className="px-3 py-2 font-medium">{e.workflowName}</td>
                  <td className="px-3 py-2 text-muted-foreground">{e.instanceName}</td>
                  <td className="px-3 py-2">{STATUS_LABELS[e.status]}</td>
                  <td className="px-3 py-2 whitespace-nowrap text-muted-foreground">{e.startedAt ? formatAbsoluteTime(e.startedAt) : "queued"}</td>
                  <td className="px-3 py-2 text-right tabular-nums">{e.status === "running" ? "…" : formatExecutionTime(e.duration)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      {page.data && <ListPager label="Execution pages" page={list.page} pageSize={page.data.pageSize} total={page.data.total} onPage={list.setPage} />}
    </div>
  );
}
