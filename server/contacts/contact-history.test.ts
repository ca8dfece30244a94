import { describe, expect, it } from "vitest";
import { describeActivity, type Activity } from "./contact-history.ts";

// The timeline's sentences, word for word as the contact card, the tests and staff have read them.
const cases: [Activity, string][] = [
  [{ kind: "created", via: "staff", actor: "Ana" }, "Contact added by Ana"],
  [{ kind: "created", via: "form", bundleName: "Starter" }, "Lead received from the contact form (Starter)"],
  [{ kind: "created", via: "chat", bundleName: null }, "Lead captured by the chat assistant"],
  [{ kind: "created", via: "opt-out" }, "Recorded by the chat assistant when the visitor asked not to be contacted"],
  [{ kind: "updated", via: "form", bundleName: null }, "Details updated by a repeat contact form submission"],
  [{ kind: "updated", via: "newsletter", bundleName: null }, "Subscribed to the newsletter"],
  [{ kind: "edited", actor: "Ana", changes: ["Phone: 1 → 2", "Company: A → B"] }, "Edited by Ana: Phone: 1 → 2; Company: A → B"],
  [{ kind: "imported", via: "new", note: "from a.csv by Ana" }, "Imported from a.csv by Ana"],
  [{ kind: "imported", via: "update", note: "from a.csv by Ana", changes: ["x", "y"] }, "Updated from a.csv by Ana: x; y"],
  [{ kind: "merged", actor: "Ana", otherId: 7, who: "Bo, bo@x.io" }, "Merged by Ana with contact #7 (Bo, bo@x.io): its timeline, notes, workflows, deliveries and conversations are now here"],
  [{ kind: "status", from: "new", to: "contacted", actor: "Ana" }, "Status changed from New Lead to Contacted by Ana"],
  [{ kind: "status", from: "gone", to: "contacted", actor: "Ana" }, "Status changed from gone to Contacted by Ana"],
  [{ kind: "owner", from: "nobody", to: "Bo", actor: "Ana" }, "Owner changed from nobody to Bo by Ana"],
  [{ kind: "note", author: "Ana", body: "a".repeat(81) }, `Note added by Ana: ${"a".repeat(77)}...`],
  [{ kind: "workflow", action: "assigned", name: "Drip", instanceName: "Main" }, "Workflow assigned: Drip (Main)"],
  [{ kind: "workflow", action: "unassigned", name: "#4" }, "Workflow unassigned: #4"],
  [{ kind: "task", action: "added", actor: "Ana", taskType: "call", title: "Ring", assignee: "Bo" }, "Task added by Ana: Call “Ring”, assigned to Bo"],
  [{ kind: "task", action: "edited", actor: "Ana", title: "Ring", changed: ["title", "notes"] }, "Task “Ring” edited by Ana: title, notes"],
  [{ kind: "task", action: "reopened", actor: "Ana", title: "t".repeat(90) }, `Task “${"t".repeat(77)}...” reopened by Ana`],
  [{ kind: "task", action: "reminded", assignee: "Bo", channels: ["admin", "e-mail"], title: "t".repeat(90) }, `Reminder sent to Bo (admin and e-mail): task “${"t".repeat(90)}” is due`],
  [{ kind: "delivery", label: "Email", status: "delivered", detail: "id 1" }, "Email delivered (id 1)"],
  [{ kind: "delivery", label: "Email", status: "skipped", reason: "off" }, "Email skipped: off"],
  [{ kind: "delivery", label: "Email", status: "failed", attempts: 1, message: "down" }, "Email failed after 1 attempt: down"],
  [{ kind: "delivery", label: "Email", status: "retrying", message: "down" }, "Email failed: down. Retrying automatically."],
];

describe("describeActivity", () => {
  it.each(cases)("words %j", (activity, text) => {
    expect(describeActivity(activity)).toBe(text);
  });
});
