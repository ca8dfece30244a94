import { Hono } from "hono";
import type { AppDeps, AppEnv } from "../context.ts";
import { notFound } from "../lib/errors.ts";
import { parseId, readJson } from "../lib/validate.ts";
import { auditActor } from "../audit/audit-context.ts";
import { assignWorkflowSchema, contactNoteSchema, leadStatusSchema } from "../../common/contacts/contact-types.ts";

/** /api/admin/contacts: the spec's list, delete and workflow calls, plus status, notes, deliveries and CSV. */
export function contactsAdminRoutes(deps: AppDeps) {
  const contacts = deps.services.contacts;

  const app = new Hono<AppEnv>()
    .get("/", async (c) => c.json(await contacts.list()))

    // Fixed paths first, so "workflows" and "export.csv" are never read as a contact id.
    .get("/workflows/all", async (c) => c.json(await contacts.assignments()))

    .get("/export.csv", async (c) => {
      const q = c.req.query();
      const csv = await contacts.csv({ search: q.search, role: q.role, interest: q.interest, status: q.status });
      const date = new Date().toISOString().slice(0, 10);
      const filters = Object.fromEntries(Object.entries({ search: q.search, role: q.role, interest: q.interest, status: q.status }).filter(([, v]) => v));
      await deps.services.audit.record({ ...auditActor(c, deps.env.TRUST_PROXY), action: "data.exported", target: "contacts CSV", details: filters });
      return c.body(csv, 200, {
        "Content-Type": "text/csv; charset=utf-8",
        "Content-Disposition": `attachment; filename="contacts-${date}.csv"`,
      });
    })

    .get("/:id", async (c) => c.json(await contacts.detail(parseId(c.req.param("id"), "Contact"))))

    .delete("/:id", async (c) => {
      await contacts.remove(parseId(c.req.param("id"), "Contact"));
      return c.json({ message: "Contact deleted successfully!" });
    })

    .patch("/:id", async (c) => {
      const id = parseId(c.req.param("id"), "Contact");
      const { status } = await readJson(c, leadStatusSchema);
      return c.json(await contacts.setStatus(id, status));
    })

    .post("/:id/notes", async (c) => {
      const id = parseId(c.req.param("id"), "Contact");
      const { body } = await readJson(c, contactNoteSchema);
      return c.json(await contacts.addNote(id, body, c.get("user").name), 201);
    })

    .post("/:id/deliveries/:deliveryId/retry", async (c) => {
      const id = parseId(c.req.param("id"), "Contact");
      const deliveryId = parseId(c.req.param("deliveryId"), "Delivery");
      const row = await deps.services.outbox.delivery(deliveryId);
      if (!row || row.contactId !== id) throw notFound("Delivery");
      const queued = await contacts.retryDelivery(deliveryId);
      return c.json({ message: queued ? "Delivery queued for another attempt" : "This delivery is already done" });
    })

    .post("/:contactId/workflows", async (c) => {
      const contactId = parseId(c.req.param("contactId"), "Contact");
      const { workflowId } = await readJson(c, assignWorkflowSchema);
      const { assignment, queued } = await contacts.assignWorkflow(contactId, workflowId);
      return c.json({ message: "Workflow assigned successfully!", assignment, sentToWebhook: queued }, 201);
    })

    .delete("/:contactId/workflows/:workflowId", async (c) => {
      const contactId = parseId(c.req.param("contactId"), "Contact");
      const workflowId = parseId(c.req.param("workflowId"), "Workflow");
      await contacts.unassignWorkflow(contactId, workflowId);
      return c.json({ message: "Workflow unassigned successfully!" });
    });

  return app;
}
