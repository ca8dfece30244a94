import { describe, expect, it } from "vitest";
import { deletedTarget } from "../audit/audit-deletions.ts";
import { apiArea, DELETION_LABELS } from "./admin-mounts.ts";

// The audit log's "Deleted" lines and the access table are assembled from the features' mounts: each label reads as
// it did when they were one hand-kept list.
describe("what the features' admin mounts give the audit log and the access guard", () => {
  it("labels each kind of deletion in words", () => {
    const label = (path: string) => deletedTarget(path, DELETION_LABELS.labels);
    expect(label("/blog/3")).toBe("blog post 3");
    expect(label("/testimonials/4")).toBe("testimonial 4");
    expect(label("/announcements/5")).toBe("announcement 5");
    expect(label("/contacts/6")).toBe("contact 6");
    expect(label("/contacts/6/workflows/7")).toBe("workflow 7 of contact 6");
    expect(label("/tasks/8")).toBe("task 8");
    expect(label("/newsletter/subscribers/9")).toBe("newsletter subscriber 9");
    expect(label("/chat/conversations/10")).toBe("chat conversation 10");
    expect(label("/chat/taught-answers/11")).toBe("taught answer 11");
    expect(label("/n8n/instances/12")).toBe("n8n instance 12");
    // Anything else is logged with its path.
    expect(label("/newsletter/issues/3")).toBe("/newsletter/issues/3");
    expect(label("/blogroll/3")).toBe("/blogroll/3");
  });

  it("leaves the deletions of staff, sessions and the account to their own routes", () => {
    expect([...DELETION_LABELS.ownAudit].sort()).toEqual(["/account", "/sessions", "/staff"]);
  });

  it("gives every mount its area, and the AI's paths theirs", () => {
    expect(apiArea("/tasks/3", "DELETE")).toBe("contacts");
    expect(apiArea("/backups")).toBe("settings");
    expect(apiArea("/sessions/2", "DELETE")).toBe("staff");
    expect(apiArea("/newsletter/issues/1")).toBe("newsletter");
    expect(apiArea("/ai/generate-blog", "POST")).toBe("ai_content");
    expect(apiArea("/ai/contact-insights", "POST")).toBe("ai_automation");
    expect(apiArea("/stats")).toBe("dashboard");
  });
});
