import { Hono, type Context } from "hono";
import type { AppDeps, AppEnv } from "../context.ts";
import { notFound } from "../lib/errors.ts";
import { parseId } from "../lib/validate.ts";
import { auditActor } from "../audit/audit-context.ts";
import type { AuditActor, AuditRecord } from "../audit/audit.service.ts";
import { z } from "#common/lib/zod.ts";
import { messageSchema } from "#common/lib/api-shapes.ts";
import {
  assignWorkflowSchema,
  contactDetailSchema,
  contactListItemSchema,
  contactNoteSchema,
  contactNoteViewSchema,
  leadStatusSchema,
  workflowAssignmentSchema,
} from "#common/contacts/contact-types.ts";
import { contactListPageSchema, contactListQuerySchema, contactsOverviewSchema, pipelineCountsSchema, type ContactListQuery } from "#common/contacts/contact-query.ts";
import { consentRevocationSchema, contactConsentSchema } from "#common/contacts/contact-consent.ts";
import { bulkContactsSchema, contactEditSchema, contactOwnerSchema, mergeContactsSchema } from "#common/contacts/contact-edit.ts";
import { route, CSV_FILE } from "../openapi/route-contract.ts";
import type { ContactQuery } from "./contact-list.ts";
import { createContactImport } from "./contact-import.ts";
import { contactImportPreviewSchema, contactImportSchema, importPreviewSchema, importResultSchema } from "#common/contacts/contact-import.ts";
import { analyticsRangeQuerySchema } from "#common/analytics/analytics-report.ts";
import { leadSourceReportSchema } from "#common/analytics/lead-source.ts";
import { resolveRange } from "../analytics/analytics-report.ts";
import { qualificationEditSchema, routingRulesSchema, routingRuleViewSchema } from "#common/contacts/qualification.ts";

/**
 * /api/admin/contacts: the spec's list, delete and workflow calls, plus paging and sorting, create, edit, merge,
 * bulk actions, status, notes, deliveries and CSV (docs/decisions/022, 027, 028).
 */
export function contactsAdminRoutes(deps: AppDeps) {
  const contacts = deps.services.contacts;
  const audit = (c: Context<AppEnv>, entry: Omit<AuditRecord, keyof AuditActor>) =>
    deps.services.audit.record({ ...auditActor(c, deps.env.TRUST_PROXY), ...entry });
  /** The list's query, "owner=me" read as the signed-in member. */
  const listQuery = (c: Context<AppEnv>, { owner, ...rest }: ContactListQuery) => ({ ...rest, owner: owner === "me" ? c.get("user").id : owner }) satisfies ContactQuery;
  const countAnswer = messageSchema.extend({ count: z.number() });
  const importer = createContactImport(deps.db);

  const app = new Hono<AppEnv>()
    .get(...route("/", { summary: "One page of contacts (leads), filtered, searched and sorted", query: contactListQuerySchema, responses: { 200: contactListPageSchema } }, async (c) =>
      c.json(await contacts.page(listQuery(c, c.req.valid("query")))),
    ))

    .post(...route("/", { summary: "Create a contact", body: contactEditSchema, responses: { 201: contactListItemSchema }, errors: [409] }, async (c) => {
      const row = await contacts.create(c.req.valid("json"), c.get("user").name);
      return c.json(await contacts.item(row), 201);
    }))

    // Fixed paths first, so "workflows", "owners", "pipeline", "sources", "overview", "bulk" and "export.csv" are never read as a contact id.
    .get(...route("/workflows/all", { summary: "Workflow assignments by contact id", responses: { 200: z.record(z.string(), z.array(workflowAssignmentSchema)) } }, async (c) => c.json(await contacts.assignments())))

    .get(...route("/owners", { summary: "Staff members a contact can be assigned to", responses: { 200: z.array(contactOwnerSchema) } }, async (c) => c.json(await contacts.owners())))

    .get(...route("/pipeline", { summary: "Contacts per status (the pipeline board's column counts), with the list's filters", query: contactListQuerySchema, responses: { 200: pipelineCountsSchema } }, async (c) =>
      c.json(await contacts.statusCounts(listQuery(c, c.req.valid("query")))),
    ))
    .get(...route("/sources", { summary: "Leads created in the range by the source of their visit (utm_source, referrer, direct)", query: analyticsRangeQuerySchema, responses: { 200: leadSourceReportSchema } }, async (c) => {
      const range = resolveRange(c.req.valid("query"));
      return c.json({ range: { from: range.from, to: range.to, days: range.days }, sources: await contacts.sourceReport(range.start, range.end) });
    }))

    // Staff's ordered rules naming the owner of an unowned lead by its qualification (the first match wins).
    .get(...route("/routing-rules", { summary: "The owner routing rules, in order", responses: { 200: z.array(routingRuleViewSchema) } }, async (c) => c.json(await contacts.routingRules())))

    .put(...route("/routing-rules", { summary: "Replace the owner routing rules (recorded in the audit log)", body: routingRulesSchema, responses: { 200: z.array(routingRuleViewSchema) } }, async (c) => {
      const before = await contacts.routingRules();
      const saved = await contacts.saveRoutingRules(c.req.valid("json").rules);
      const line = (rules: typeof saved) => rules.map((r, i) => `${i + 1}. ${r.name} → ${r.ownerName}`).join("; ") || "none";
      if (line(before) !== line(saved) || JSON.stringify(before) !== JSON.stringify(saved)) {
        await audit(c, { action: "contact.routing_changed", target: "owner routing rules", details: { before: line(before).slice(0, 500), after: line(saved).slice(0, 500) } });
      }
      return c.json(saved);
    }))

    .get(...route("/overview", { summary: "The contacts page's cards and delivery problems, over every contact", responses: { 200: contactsOverviewSchema } }, async (c) => c.json(await contacts.overview())))

    .post(...route("/bulk", { summary: "Set the status or owner of, or delete, the selected contacts", body: bulkContactsSchema, responses: { 200: countAnswer } }, async (c) => {
      const body = c.req.valid("json");
      const actor = c.get("user").name;
      if (body.action === "delete") {
        const deleted = await contacts.removeMany(body.ids);
        if (deleted.length) await audit(c, { action: "data.deleted", target: `${deleted.length} contacts`, details: { ids: deleted.join(",") } });
        return c.json({ message: `${deleted.length} contacts deleted`, count: deleted.length });
      }
      const changed = body.action === "status" ? await contacts.setStatusOf(body.ids, body.status, actor) : await contacts.setOwnerOf(body.ids, body.ownerId, actor);
      return c.json({ message: `${changed} contacts updated`, count: changed });
    }))

    // CSV import: a preview (mapping guessed or as chosen, every row checked), then the import.
    .post(...route("/import/preview", { summary: "Check a CSV file of contacts: columns, mapping, first rows, per-row errors", body: contactImportPreviewSchema, responses: { 200: importPreviewSchema }, errors: [413] }, async (c) =>
      c.json(await importer.preview(c.req.valid("json"))),
    ))

    .post(...route("/import", { summary: "Import a CSV file of contacts (an e-mail already known is skipped or updated)", body: contactImportSchema, responses: { 200: importResultSchema }, errors: [413] }, async (c) => {
      const input = c.req.valid("json");
      const result = await importer.run(input, c.get("user").name);
      const { created, updated, skipped, failed } = result;
      await audit(c, { action: "data.imported", target: `contacts CSV ${input.fileName}`.slice(0, 200), details: { created, updated, skipped, failed, onExisting: input.onExisting } });
      return c.json(result);
    }))

    .get(...route("/export.csv", { summary: "Contacts as CSV, filtered or selected (recorded in the audit log)", query: contactListQuerySchema, responses: { 200: CSV_FILE } }, async (c) => {
      const query = listQuery(c, c.req.valid("query"));
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
    }))

    .get(...route("/:id", { summary: "One contact with notes and activity", responses: { 200: contactDetailSchema } }, async (c) => c.json(await contacts.detail(parseId(c.req.param("id"), "Contact")))))

    .put(...route("/:id", { summary: "Edit a contact (the change is written to its timeline)", body: contactEditSchema, responses: { 200: contactListItemSchema }, errors: [409] }, async (c) => {
      const id = parseId(c.req.param("id"), "Contact");
      return c.json(await contacts.item(await contacts.update(id, c.req.valid("json"), c.get("user").name)));
    }))

    .put(...route("/:id/qualification", { summary: "Edit a contact's qualification (role, team, markets, tools, problem, timeline, channel)", body: qualificationEditSchema, responses: { 200: contactListItemSchema } }, async (c) => {
      const id = parseId(c.req.param("id"), "Contact");
      return c.json(await contacts.item(await contacts.editQualification(id, c.req.valid("json"), c.get("user").name)));
    }))

    /** Keeps :id; the chosen other contact's records move to it and the other is deleted. */
    .post(...route("/:id/merge", { summary: "Merge another contact into this one", body: mergeContactsSchema, responses: { 200: contactDetailSchema } }, async (c) => {
      const id = parseId(c.req.param("id"), "Contact");
      const { mergeId } = c.req.valid("json");
      const { kept } = await contacts.merge(id, mergeId, c.get("user").name);
      await audit(c, { action: "contact.merged", target: `contact ${id}`, details: { kept: id, removed: mergeId } });
      return c.json(await contacts.detail(kept.id));
    }))

    .delete(...route("/:id", { summary: "Delete a contact and its queued deliveries", responses: { 200: messageSchema } }, async (c) => {
      await contacts.remove(parseId(c.req.param("id"), "Contact"));
      return c.json({ message: "Contact deleted successfully!" });
    }))

    .patch(...route("/:id", { summary: "Set a contact's lead status", body: leadStatusSchema, responses: { 200: contactListItemSchema } }, async (c) => {
      const id = parseId(c.req.param("id"), "Contact");
      const { status } = c.req.valid("json");
      const { item, from } = await contacts.setStatus(id, status, c.get("user").name);
      if (from !== status) await audit(c, { action: "contact.status_changed", target: `contact ${id}`, details: { from, to: status } });
      return c.json(item);
    }))

    .post(...route("/:id/consents", { summary: "Record that the contact asked not to be texted on a channel (SMS or WhatsApp); answers the consent history, newest first", body: consentRevocationSchema, responses: { 201: z.array(contactConsentSchema) } }, async (c) => {
      const id = parseId(c.req.param("id"), "Contact");
      const { channel, note } = c.req.valid("json");
      const user = c.get("user");
      // The ledger row names the member and the time: the record of who did it.
      return c.json(await contacts.revokeConsent(id, { channel, note }, { id: user.id, name: user.name }), 201);
    }))

    .post(...route("/:id/notes", { summary: "Add a note to a contact", body: contactNoteSchema, responses: { 201: contactNoteViewSchema } }, async (c) => {
      const id = parseId(c.req.param("id"), "Contact");
      const { body } = c.req.valid("json");
      return c.json(await contacts.addNote(id, body, c.get("user").name), 201);
    }))

    .post(...route("/:id/deliveries/:deliveryId/retry", { summary: "Queue a failed delivery for another attempt", responses: { 200: messageSchema } }, async (c) => {
      const id = parseId(c.req.param("id"), "Contact");
      const deliveryId = parseId(c.req.param("deliveryId"), "Delivery");
      const row = await deps.services.outbox.delivery(deliveryId);
      if (!row || row.contactId !== id) throw notFound("Delivery");
      const queued = await contacts.retryDelivery(deliveryId);
      return c.json({ message: queued ? "Delivery queued for another attempt" : "This delivery is already done" });
    }))

    .post(...route(
      "/:contactId/workflows", {
        summary: "Assign a workflow: the lead is sent to its webhook",
        body: assignWorkflowSchema,
        responses: { 201: messageSchema.extend({ assignment: workflowAssignmentSchema, sentToWebhook: z.boolean() }) },
        errors: [409],
      },
      async (c) => {
        const contactId = parseId(c.req.param("contactId"), "Contact");
        const { workflowId } = c.req.valid("json");
        const { assignment, queued } = await contacts.assignWorkflow(contactId, workflowId);
        return c.json({ message: "Workflow assigned successfully!", assignment, sentToWebhook: queued }, 201);
      },
    ))

    .delete(...route("/:contactId/workflows/:workflowId", { summary: "Unassign a workflow", responses: { 200: messageSchema } }, async (c) => {
      const contactId = parseId(c.req.param("contactId"), "Contact");
      const workflowId = parseId(c.req.param("workflowId"), "Workflow");
      await contacts.unassignWorkflow(contactId, workflowId);
      return c.json({ message: "Workflow unassigned successfully!" });
    }));

  return app;
}
