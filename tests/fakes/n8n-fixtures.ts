// Realistic n8n workflows and executions, as the public API v1 returns them (newest shape, ids as strings).
// The fake server turns them into an older version's shape when asked. Seeded, so tests are repeatable.

export type FakeNode = {
  id: string;
  name: string;
  type: string;
  typeVersion: number;
  position: [number, number];
  parameters: Record<string, unknown>;
  webhookId?: string;
  disabled?: boolean;
};

export type FakeWorkflow = {
  id: string;
  name: string;
  active: boolean;
  activeVersionId: string | null;
  isArchived: boolean;
  createdAt: string;
  updatedAt: string;
  tags: Array<{ id: string; name: string }>;
  nodes: FakeNode[];
};

export type FakeExecution = {
  id: string;
  workflowId: string;
  status: string;
  mode: string;
  finished: boolean;
  startedAt: string | null;
  stoppedAt: string | null;
  retryOf: string | null;
  retrySuccessId: string | null;
  waitTill: string | null;
};

const NAMES = [
  "New Lead → CRM",
  "Listing Alert SMS",
  "Open House Follow-up",
  "Zillow Inquiry Router",
  "Weekly Market Report",
  "Showing Feedback Request",
  "Closing Checklist Reminders",
  "Tenant Maintenance Intake",
];
const TAGS = ["leads", "crm", "sms", "email", "listings", "property-management", "reports"];
const MODES = ["trigger", "webhook", "trigger", "webhook", "manual", "retry"];

/** Small deterministic generator (mulberry32): same seed, same data. */
export function seededRandom(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

function nanoid(random: () => number, length = 16): string {
  const alphabet = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789";
  return Array.from({ length }, () => alphabet[Math.floor(random() * alphabet.length)]).join("");
}

function uuid(random: () => number): string {
  const hex = Array.from({ length: 32 }, () => Math.floor(random() * 16).toString(16)).join("");
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

export type WorkflowOptions = {
  seed?: number;
  /** Older n8n versions used numeric workflow ids; newer ones use nanoid strings. */
  idStyle?: "numeric" | "nanoid";
  now?: Date;
};

/** Every third workflow starts with a webhook trigger; roughly two in three are active. */
export function makeWorkflows(count: number, options: WorkflowOptions = {}): FakeWorkflow[] {
  const random = seededRandom(options.seed ?? 1);
  const now = (options.now ?? new Date("2025-06-01T12:00:00Z")).getTime();
  return Array.from({ length: count }, (_, i) => {
    const id = options.idStyle === "numeric" ? String(i + 1) : nanoid(random);
    const active = random() < 0.66;
    const webhookId = uuid(random);
    const trigger: FakeNode =
      i % 3 === 0
        ? {
            id: uuid(random),
            name: "Webhook",
            type: "n8n-nodes-base.webhook",
            typeVersion: 2,
            position: [0, 0],
            parameters: { httpMethod: "POST", path: `lead-intake-${i + 1}` },
            webhookId,
          }
        : {
            id: uuid(random),
            name: "Schedule Trigger",
            type: "n8n-nodes-base.scheduleTrigger",
            typeVersion: 1.2,
            position: [0, 0],
            parameters: { rule: { interval: [{ field: "hours" }] } },
          };
    const createdAt = new Date(now - (count - i) * 86_400_000).toISOString();
    return {
      id,
      name: `${NAMES[i % NAMES.length]}${i >= NAMES.length ? ` #${Math.floor(i / NAMES.length) + 1}` : ""}`,
      active,
      activeVersionId: active ? uuid(random) : null,
      isArchived: false,
      createdAt,
      updatedAt: createdAt,
      tags: [i % TAGS.length, (i + 3) % TAGS.length].map((t) => ({ id: `tag${t}`, name: TAGS[t] ?? "" })),
      nodes: [
        trigger,
        {
          id: uuid(random),
          name: "HTTP Request",
          type: "n8n-nodes-base.httpRequest",
          typeVersion: 4.2,
          position: [220, 0],
          parameters: { url: "https://api.example.com/crm/contacts", method: "POST" },
        },
      ],
    };
  });
}

export type ExecutionOptions = {
  seed?: number;
  /** Start time of the newest execution; older ones go back in steps of `spacingMs`. */
  now?: Date;
  spacingMs?: number;
  /** First id (of the oldest execution). */
  firstId?: number;
  /** Older versions know fewer statuses (no crashed, canceled, new). */
  version?: "old" | "new";
};

/** Executions newest first, as n8n lists them: the few newest may still run, the rest have finished. */
export function makeExecutions(workflows: FakeWorkflow[], count: number, options: ExecutionOptions = {}): FakeExecution[] {
  const random = seededRandom(options.seed ?? 2);
  const now = (options.now ?? new Date("2025-06-01T12:00:00Z")).getTime();
  const spacing = options.spacingMs ?? 15 * 60_000;
  const firstId = options.firstId ?? 1000;
  const finishedStatuses =
    options.version === "old"
      ? ["success", "success", "success", "success", "error", "waiting"]
      : ["success", "success", "success", "success", "error", "crashed", "canceled", "waiting"];
  return Array.from({ length: count }, (_, i) => {
    const workflow = workflows[Math.floor(random() * workflows.length)];
    const startedAt = now - i * spacing - Math.floor(random() * 1000);
    const status = i < 3 && random() < 0.7 ? "running" : finishedStatuses[Math.floor(random() * finishedStatuses.length)] ?? "success";
    const stopped = status !== "running" && status !== "waiting";
    const duration = 200 + Math.floor(random() * 4800);
    return {
      id: String(firstId + count - 1 - i),
      workflowId: workflow?.id ?? "1",
      status,
      mode: MODES[i % MODES.length] ?? "trigger",
      finished: status === "success",
      startedAt: new Date(startedAt).toISOString(),
      stoppedAt: stopped ? new Date(startedAt + duration).toISOString() : null,
      retryOf: null,
      retrySuccessId: null,
      waitTill: status === "waiting" ? new Date(startedAt + 3_600_000).toISOString() : null,
    };
  });
}
