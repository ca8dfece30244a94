import { and, asc, eq, inArray } from "drizzle-orm";
import type { Db, DbOrTx } from "../../db/client.ts";
import { contacts, ownerRoutingRules, users } from "../../db/schema.ts";
import { badRequest } from "../../lib/errors.ts";
import { AREA_ROLES } from "#common/auth/access.ts";
import { roleKeyOf, type QualificationRole } from "#common/contacts/contact-roles.ts";
import type { RoutingRule, RoutingRuleView, Timeline } from "#common/contacts/qualification.ts";
import type { ContactRow } from "../lead-capture.ts";
import { recordActivity } from "../contact-history.ts";
import { storedOf } from "./qualification.service.ts";

type StoredRule = typeof ownerRoutingRules.$inferSelect;

/** Whether a contact meets every condition a rule sets (a rule without a condition is refused when saved). */
export function ruleMatches(rule: Pick<StoredRule, "role" | "minTeamSize" | "marketArea" | "timeline">, row: ContactRow): boolean {
  const q = storedOf(row);
  if (rule.role && roleKeyOf(row.role) !== rule.role) return false;
  if (rule.minTeamSize !== null && (q.teamSize ?? 0) < rule.minTeamSize) return false;
  if (rule.marketArea && !q.marketAreas.some((a) => a.toLowerCase().includes(rule.marketArea.toLowerCase()))) return false;
  if (rule.timeline && q.timeline !== rule.timeline) return false;
  return true;
}

/** Staff's ordered rules naming the owner of an unowned lead (issue 37, item 6): the first match wins. */
export function createOwnerRouting(db: Db) {
  const activeOwner = and(inArray(users.role, [...AREA_ROLES.contacts]), eq(users.status, "active"));

  async function list(): Promise<RoutingRuleView[]> {
    const rows = await db
      .select({ rule: ownerRoutingRules, ownerName: users.name })
      .from(ownerRoutingRules)
      .innerJoin(users, eq(users.id, ownerRoutingRules.ownerId))
      .orderBy(asc(ownerRoutingRules.position), asc(ownerRoutingRules.id));
    return rows.map(({ rule, ownerName }) => ({
      name: rule.name,
      role: rule.role as QualificationRole | null,
      minTeamSize: rule.minTeamSize,
      marketArea: rule.marketArea,
      timeline: rule.timeline as Timeline | null,
      ownerId: rule.ownerId,
      ownerName,
    }));
  }

  /** Replaces the list; every rule's owner must be an active member who works contacts. */
  async function save(rules: RoutingRule[]): Promise<RoutingRuleView[]> {
    const allowed = new Set((await db.select({ id: users.id }).from(users).where(activeOwner)).map((u) => u.id));
    const errors = Object.fromEntries(
      rules.flatMap((r, i) => (allowed.has(r.ownerId) ? [] : [[`rules.${i}.ownerId`, "Please choose an active staff member who works contacts"]])),
    );
    if (Object.keys(errors).length) throw badRequest("Please choose an active staff member who works contacts", errors);
    await db.transaction(async (tx) => {
      await tx.delete(ownerRoutingRules);
      if (rules.length) await tx.insert(ownerRoutingRules).values(rules.map((r, position) => ({ ...r, position })));
    });
    return list();
  }

  /**
   * Gives an unowned contact the owner of the first rule it matches, once: a contact with an owner is never
   * re-routed. Returns the updated row, or null when nothing changed.
   */
  async function route(tx: DbOrTx, row: ContactRow): Promise<ContactRow | null> {
    if (row.ownerId !== null) return null;
    const rules = await tx
      .select({ rule: ownerRoutingRules, ownerName: users.name })
      .from(ownerRoutingRules)
      .innerJoin(users, eq(users.id, ownerRoutingRules.ownerId))
      .where(activeOwner)
      .orderBy(asc(ownerRoutingRules.position), asc(ownerRoutingRules.id));
    const hit = rules.find(({ rule }) => ruleMatches(rule, row));
    if (!hit) return null;
    const [next] = await tx.update(contacts).set({ ownerId: hit.rule.ownerId, updatedAt: new Date() }).where(eq(contacts.id, row.id)).returning();
    await recordActivity(tx, row.id, { kind: "owner", from: "Unowned", to: hit.ownerName, actor: `routing rule “${hit.rule.name}”` });
    return next!;
  }

  return { list, save, route };
}
export type OwnerRouting = ReturnType<typeof createOwnerRouting>;
