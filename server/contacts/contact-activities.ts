import type { Db } from "../db/client.ts";
import { contactActivities } from "../db/schema.ts";

/**
 * A delivery's outcome on the contact's timeline, for the outbox (the contacts module owns the timeline). The lead
 * may have been deleted while its delivery was in flight: then there is nothing to note.
 */
export function deliveryNotes(db: Db): (contactId: number, description: string) => Promise<void> {
  return async (contactId, description) => {
    await db.insert(contactActivities).values({ contactId, type: "delivery", description }).catch(() => undefined);
  };
}
