import { Hono } from "hono";
import type { AppDeps, AppEnv } from "../context.ts";
import { notFound } from "../lib/errors.ts";
import { parseId } from "../lib/validate.ts";
import { auditActor } from "../audit/audit-context.ts";
import { z } from "../../common/lib/zod.ts";
import { messageSchema } from "../../common/lib/api-shapes.ts";
import {
  assignWorkflowSchema,
  contactDetailSchema,
  contactListItemSchema,
  contactNoteSchema,
  contactNoteViewSchema,
  leadStatusSchema,
  workflowAssignmentSchema,
} from "../../common/contacts/contact-types.ts";
import { contract, CSV_FILE } from "../openapi/route-contract.ts";

/** The CSV export's filters (the contacts page's own). */
const exportQuery = z.object({ search: z.string().optional(), role: z.string().optional(), interest: z.string().optional(), status: z.string().optional() });

/** /api/admin/contacts: the spec's list, delete and workflow calls, plus status, notes, deliveries and CSV. */
export function contactsAdminRoutes(deps: AppDeps) {
  const contacts = deps.services.contacts;

  const app = new Hono<AppEnv>()
    .get("/", contract({ summary: "All contacts (leads) with their deliveries", responses: { 200: z.array(contactListItemSchema) } }), async (c) => c.json(await contacts.list()))

    // Fixed paths first, so "workflows" and "export.csv" are never read as a contact id.
    .get("/workflows/all", contract({ summary: "Workflow assignments by contact id", responses: { 200: z.record(z.string(), z.array(workflowAssignmentSchema)) } }), async (c) => c.json(await contacts.assignments()))

    .get("/export.csv", contract({ summary: "Contacts as CSV, filtered (recorded in the audit log)", query: exportQuery, responses: { 200: CSV_FILE } }), async (c) => {
      const q = c.req.valid("query");
      const csv = await contacts.csv({ search: q.search, role: q.role, interest: q.interest, status: q.status });
      const date = new Date().toISOString().slice(0, 10);
      const filters = Object.fromEntries(Object.entries({ search: q.search, role: q.role, interest: q.interest, status: q.status }).filter((e): e is [string, string] => !!e[1]));
      await deps.services.audit.record({ ...auditActor(c, deps.env.TRUST_PROXY), action: "data.exported", target: "contacts CSV", details: filters });
      return c.body(csv, 200, {
        "Content-Type": "text/csv; charset=utf-8",
        "Content-Disposition": `attachment; filename="contacts-${date}.csv"`,
      });
    })

    .get("/:id", contract({ summary: "One contact with notes and activity", responses: { 200: contactDetailSchema } }), async (c) => c.json(await contacts.detail(parseId(c.req.param("id"), "Contact"))))

    .delete("/:id", contract({ summary: "Delete a contact and its queued deliveries", responses: { 200: messageSchema } }), async (c) => {
      await contacts.remove(parseId(c.req.param("id"), "Contact"));
      return c.json({ message: "Contact deleted successfully!" });
    })

    .patch("/:id", contract({ summary: "Set a contact's lead status", body: leadStatusSchema, responses: { 200: contactListItemSchema } }), async (c) => {
      const id = parseId(c.req.param("id"), "Contact");
      const { status } = c.req.valid("json");
      return c.json(await contacts.setStatus(id, status));
    })

    .post("/:id/notes", contract({ summary: "Add a note to a contact", body: contactNoteSchema, responses: { 201: contactNoteViewSchema } }), async (c) => {
      const id = parseId(c.req.param("id"), "Contact");
      const { body } = c.req.valid("json");
      return c.json(await contacts.addNote(id, body, c.get("user").name), 201);
    })

    .post("/:id/deliveries/:deliveryId/retry", contract({ summary: "Queue a failed delivery for another attempt", responses: { 200: messageSchema } }), async (c) => {
      const id = parseId(c.req.param("id"), "Contact");
      const deliveryId = parseId(c.req.param("deliveryId"), "Delivery");
      const row = await deps.services.outbox.delivery(deliveryId);
      if (!row || row.contactId !== id) throw notFound("Delivery");
      const queued = await contacts.retryDelivery(deliveryId);
      return c.json({ message: queued ? "Delivery queued for another attempt" : "This delivery is already done" });
    })

    .post(
      "/:contactId/workflows",
      contract({
        summary: "Assign a workflow: the lead is sent to its webhook",
        body: assignWorkflowSchema,
        responses: { 201: messageSchema.extend({ assignment: workflowAssignmentSchema, sentToWebhook: z.boolean() }) },
        errors: [409],
      }),
      async (c) => {
      const contactId = parseId(c.req.param("contactId"), "Contact");
      const { workflowId } = c.req.valid("json");
      const { assignment, queued } = await contacts.assignWorkflow(contactId, workflowId);
      return c.json({ message: "Workflow assigned successfully!", assignment, sentToWebhook: queued }, 201);
      },
    )

    .delete("/:contactId/workflows/:workflowId", contract({ summary: "Unassign a workflow", responses: { 200: messageSchema } }), async (c) => {
      const contactId = parseId(c.req.param("contactId"), "Contact");
      const workflowId = parseId(c.req.param("workflowId"), "Workflow");
      await contacts.unassignWorkflow(contactId, workflowId);
      return c.json({ message: "Workflow unassigned successfully!" });
    });

  return app;
}
