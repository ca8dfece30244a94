import { Hono, type Context } from "hono";
import type { AppDeps, AppEnv } from "../context.ts";
import { notFound } from "../lib/errors.ts";
import { parseId, parseOrThrow, readJson } from "../lib/validate.ts";
import { auditActor } from "../audit/audit-context.ts";
import type { AuditActor, AuditRecord } from "../audit/audit.service.ts";
import { assignWorkflowSchema, contactNoteSchema, leadStatusSchema } from "../../common/contacts/contact-types.ts";
import { contactListQuerySchema } from "../../common/contacts/contact-query.ts";
import { bulkContactsSchema, contactEditSchema, mergeContactsSchema } from "../../common/contacts/contact-edit.ts";
import type { ContactQuery } from "./contact-list.ts";

/**
 * /api/admin/contacts: the spec's list, delete and workflow calls, plus paging and sorting, create, edit, merge,
 * bulk actions, status, notes, deliveries and CSV (issue 18).
 */
export function contactsAdminRoutes(deps: AppDeps) {
  const contacts = deps.services.contacts;
  const audit = (c: Context<AppEnv>, entry: Omit<AuditRecord, keyof AuditActor>) =>
    deps.services.audit.record({ ...auditActor(c, deps.env.TRUST_PROXY), ...entry });
  /** The list's query string, "owner=me" read as the signed-in member. */
  const listQuery = (c: Context<AppEnv>) => {
    const { owner, ...rest } = parseOrThrow(contactListQuerySchema, c.req.query());
    return { ...rest, owner: owner === "me" ? c.get("user").id : owner } satisfies ContactQuery;
  };

  const app = new Hono<AppEnv>()
    .get("/", async (c) => c.json(await contacts.page(listQuery(c))))

    .post("/", async (c) => {
      const edit = await readJson(c, contactEditSchema);
      const row = await contacts.create(edit, c.get("user").name);
      return c.json(await contacts.item(row), 201);
    })

    // Fixed paths first, so "workflows", "owners", "overview", "bulk" and "export.csv" are never read as a contact id.
    .get("/workflows/all", async (c) => c.json(await contacts.assignments()))

    .get("/owners", async (c) => c.json(await contacts.owners()))

    .get("/overview", async (c) => c.json(await contacts.overview()))

    .post("/bulk", async (c) => {
      const body = await readJson(c, bulkContactsSchema);
      const actor = c.get("user").name;
      if (body.action === "delete") {
        const deleted = await contacts.removeMany(body.ids);
        if (deleted.length) await audit(c, { action: "data.deleted", target: `${deleted.length} contacts`, details: { ids: deleted.join(",") } });
        return c.json({ message: `${deleted.length} contacts deleted`, count: deleted.length });
      }
      const changed = body.action === "status" ? await contacts.setStatusOf(body.ids, body.status, actor) : await contacts.setOwnerOf(body.ids, body.ownerId, actor);
      return c.json({ message: `${changed} contacts updated`, count: changed });
    })

    .get("/export.csv", async (c) => {
      const query = listQuery(c);
      const csv = await contacts.csv(query);
      const date = new Date().toISOString().slice(0, 10);
      const { page: _page, pageSize: _size, sort: _sort, dir: _dir, ids, ...shown } = query;
      const filters = Object.fromEntries(
        Object.entries({ ...shown, ...(ids && { ids: ids.join(",") }) }).filter((e): e is [string, string | number] => e[1] !== undefined && e[1] !== ""),
      );
      await audit(c, { action: "data.exported", target: "contacts CSV", details: filters });
      return c.body(csv, 200, {
        "Content-Type": "text/csv; charset=utf-8",
        "Content-Disposition": `attachment; filename="contacts-${date}.csv"`,
      });
    })

    .get("/:id", async (c) => c.json(await contacts.detail(parseId(c.req.param("id"), "Contact"))))

    .put("/:id", async (c) => {
      const id = parseId(c.req.param("id"), "Contact");
      const edit = await readJson(c, contactEditSchema);
      return c.json(await contacts.item(await contacts.update(id, edit, c.get("user").name)));
    })

    /** Keeps :id; the chosen other contact's records move to it and the other is deleted. */
    .post("/:id/merge", async (c) => {
      const id = parseId(c.req.param("id"), "Contact");
      const { mergeId } = await readJson(c, mergeContactsSchema);
      const { kept } = await contacts.merge(id, mergeId, c.get("user").name);
      await audit(c, { action: "contact.merged", target: `contact ${id}`, details: { kept: id, removed: mergeId } });
      return c.json(await contacts.detail(kept.id));
    })

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
