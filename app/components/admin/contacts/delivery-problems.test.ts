import { describe, expect, it } from "vitest";
import type { ContactListItem, Delivery } from "#common/contacts/contact-types.ts";
import { deliveryCauses, isDeliveryProblem } from "./delivery-problems.tsx";

let nextId = 1;
const delivery = (patch: Partial<Delivery>): Delivery => ({
  id: nextId++,
  kind: "email",
  status: "delivered",
  attempts: 1,
  lastError: null,
  nextAttemptAt: null,
  deliveredAt: null,
  createdAt: "2026-11-01T10:00:00.000Z",
  ...patch,
});
const contact = (deliveries: Delivery[]) => ({ id: nextId++, deliveries }) as unknown as ContactListItem;

describe("delivery problems", () => {
  it("counts a failed or retrying delivery, not a waiting first try or a delivered one", () => {
    expect(isDeliveryProblem(delivery({ status: "failed" }))).toBe(true);
    expect(isDeliveryProblem(delivery({ status: "pending", attempts: 2 }))).toBe(true);
    expect(isDeliveryProblem(delivery({ status: "pending", attempts: 0 }))).toBe(false);
    expect(isDeliveryProblem(delivery({ status: "delivered" }))).toBe(false);
    expect(isDeliveryProblem(delivery({ status: "skipped" }))).toBe(false);
  });

  it("names each cause once with the number of leads it holds back, commonest first", () => {
    const smtp = "SMTP refused the login (535)";
    const contacts = [
      contact([delivery({ status: "failed", lastError: smtp }), delivery({ kind: "webhook", status: "pending", attempts: 3, lastError: "HTTP 500" })]),
      contact([delivery({ status: "failed", lastError: smtp })]),
      contact([delivery({ status: "failed", lastError: smtp }), delivery({ status: "failed", lastError: smtp })]),
      contact([delivery({ status: "delivered" })]),
    ];
    expect(deliveryCauses(contacts)).toEqual({
      leads: 3,
      causes: [
        { kind: "email", error: smtp, leads: 3 },
        { kind: "webhook", error: "HTTP 500", leads: 1 },
      ],
    });
    expect(deliveryCauses([contact([delivery({ status: "failed" })])]).causes).toEqual([{ kind: "email", error: "No reason was recorded", leads: 1 }]);
    expect(deliveryCauses([contact([])])).toEqual({ leads: 0, causes: [] });
  });
});
