import { z } from "zod";

// What we read from n8n's public API v1, tolerant of the differences between versions:
// numeric ids (older) or strings (newer), `active` or `activeVersionId`, `status` or only `finished`.

export type N8nWorkflow = {
  id: string;
  name: string;
  active: boolean;
  tags: string[];
  isArchived: boolean;
  /** `path` of each enabled n8n-nodes-base.webhook node; the production URL is {baseUrl}/webhook/{path}. */
  webhookPaths: string[];
  updatedAt: Date | null;
};

export type N8nExecution = {
  id: string;
  workflowId: string | null;
  /** n8n's own value (success, error, crashed, canceled, running, waiting, new, unknown). */
  status: string;
  mode: string | null;
  startedAt: Date | null;
  stoppedAt: Date | null;
};

export const pageSchema = z.object({
  data: z.array(z.unknown()),
  nextCursor: z.string().nullish(),
});

const idSchema = z.union([z.string().min(1), z.number().int()]).transform(String);

const dateSchema = z
  .string()
  .nullish()
  .transform((value) => {
    if (!value) return null;
    const date = new Date(value);
    return Number.isNaN(date.getTime()) ? null : date;
  });

const nodeSchema = z.object({
  type: z.string(),
  disabled: z.boolean().nullish(),
  webhookId: z.string().nullish(),
  parameters: z.record(z.string(), z.unknown()).nullish(),
});

const WEBHOOK_NODE = "n8n-nodes-base.webhook";

export const workflowSchema = z
  .object({
    id: idSchema,
    name: z.string(),
    active: z.boolean().nullish(),
    activeVersionId: z.string().nullish(),
    isArchived: z.boolean().nullish(),
    tags: z.array(z.object({ name: z.string() })).nullish(),
    nodes: z.array(nodeSchema).nullish(),
    updatedAt: dateSchema,
  })
  .transform(
    (w): N8nWorkflow => ({
      id: w.id,
      name: w.name,
      // Newer versions deprecate `active` in favour of a published version.
      active: w.active === true || (w.activeVersionId !== undefined && w.activeVersionId !== null),
      tags: (w.tags ?? []).map((t) => t.name),
      isArchived: w.isArchived ?? false,
      webhookPaths: (w.nodes ?? []).flatMap((node) => {
        if (node.type !== WEBHOOK_NODE || node.disabled) return [];
        const path = typeof node.parameters?.path === "string" && node.parameters.path ? node.parameters.path : node.webhookId;
        return path ? [path.replace(/^\/+/, "")] : [];
      }),
      updatedAt: w.updatedAt,
    }),
  );

export const executionSchema = z
  .object({
    id: idSchema,
    workflowId: idSchema.nullish(),
    status: z.string().nullish(),
    mode: z.string().nullish(),
    finished: z.boolean().nullish(),
    waitTill: z.string().nullish(),
    startedAt: dateSchema,
    stoppedAt: dateSchema,
  })
  .transform(
    (e): N8nExecution => ({
      id: e.id,
      workflowId: e.workflowId ?? null,
      status: e.status ?? statusFromFlags(e),
      mode: e.mode ?? null,
      startedAt: e.startedAt,
      stoppedAt: e.stoppedAt,
    }),
  );

/** Versions that predate `status` only say whether the run finished successfully. */
function statusFromFlags(e: { finished?: boolean | null; waitTill?: string | null; startedAt: Date | null; stoppedAt: Date | null }): string {
  if (e.finished) return "success";
  if (e.waitTill) return "waiting";
  if (!e.startedAt) return "new";
  if (!e.stoppedAt) return "running";
  return "error";
}
