import { Hono } from "hono";
import { desc } from "drizzle-orm";
import type { AppDeps, AppEnv } from "../context.ts";
import type { DbOrTx } from "../db/client.ts";
import { aiContent, contacts } from "../db/schema.ts";
import { recentActivity } from "../n8n/n8n-analytics-store.ts";
import { DASHBOARD_ACTIVITY_MAX, dashboardActivityItemSchema, type DashboardActivityItem } from "#common/admin/dashboard-activity.ts";
import { z } from "#common/lib/zod.ts";
import { route } from "../openapi/route-contract.ts";
import { canUse, type AdminArea } from "#common/auth/access.ts";
import { LEAD_SOURCE_LABELS, type LeadSource } from "#common/contacts/contact-types.ts";

const ACTIVITY_AREAS: Record<DashboardActivityItem["kind"], AdminArea> = { lead: "contacts", ai_content: "ai_content", automation: "n8n" };

const CONTENT_LABELS: Record<string, string> = { blog_post: "Blog post drafted", workflow_suggestions: "Workflow suggestions", contact_insights: "Contact insights" };

/** The latest leads, AI content and automation runs, merged newest first. */
export async function dashboardActivity(
  db: DbOrTx,
  max = DASHBOARD_ACTIVITY_MAX,
  include: (kind: DashboardActivityItem["kind"]) => boolean = () => true,
): Promise<DashboardActivityItem[]> {
  const [leads, content, runs] = await Promise.all([
    db
      .select({ id: contacts.id, name: contacts.name, role: contacts.role, source: contacts.source, createdAt: contacts.createdAt })
      .from(contacts)
      .orderBy(desc(contacts.createdAt), desc(contacts.id))
      .limit(max),
    db.select().from(aiContent).orderBy(desc(aiContent.createdAt), desc(aiContent.id)).limit(max),
    recentActivity(db, { limit: max }),
  ]);
  const items: DashboardActivityItem[] = [
    ...leads.map((l) => ({
      id: `lead:${l.id}`,
      kind: "lead" as const,
      title: `New lead: ${l.name}`,
      detail: [l.role, LEAD_SOURCE_LABELS[l.source as LeadSource] ?? l.source].filter(Boolean).join(" · "),
      at: l.createdAt.toISOString(),
    })),
    ...content.map((c) => ({
      id: `ai:${c.id}`,
      kind: "ai_content" as const,
      title: c.title,
      detail: `${CONTENT_LABELS[c.type] ?? c.type} · ${c.tokens.toLocaleString("en-US")} tokens`,
      at: c.createdAt.toISOString(),
    })),
    ...runs.flatMap((r) =>
      r.startedAt
        ? [{ id: `run:${r.id}`, kind: "automation" as const, title: r.workflowName, detail: `${r.instanceName} · ${r.status}`, at: r.startedAt, status: r.status }]
        : [],
    ),
  ];
  return items.filter((item) => include(item.kind)).sort((a, b) => b.at.localeCompare(a.at) || a.id.localeCompare(b.id)).slice(0, max);
}

/** GET /api/admin/activity (behind the admin guard). */
export function activityRoutes(deps: AppDeps) {
  // Each kind of line belongs to an area: an editor sees no leads, sales no AI content or automation runs.
  const app = new Hono<AppEnv>()
    .get(...route("/", { summary: "Recent leads, AI content and automation runs the role may see", responses: { 200: z.array(dashboardActivityItemSchema) } }, async (c) => {
      const role = c.get("user").role;
      return c.json(await dashboardActivity(deps.db, DASHBOARD_ACTIVITY_MAX, (kind) => canUse(role, ACTIVITY_AREAS[kind])));
    }));

  return app;
}
