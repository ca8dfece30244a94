import { describe, expect, it } from "vitest";
import { canUse, pageArea } from "#common/auth/access.ts";
import { STAFF_ROLES, type StaffRole } from "#common/auth/roles.ts";
import { ADMIN_NAV, navFor } from "./admin-nav.ts";

const labelsFor = (role: StaffRole) => navFor((area) => canUse(role, area)).map((i) => i.label);

describe("the sidebar by role (common/auth/access.ts)", () => {
  it("shows the owner and administrators the spec's items plus the chat inbox, the newsletter, Staff and Audit Log", () => {
    const all = ["Dashboard", "Blog Posts", "Testimonials", "Announcements", "Contacts", "Bookings", "Chat Inbox", "Newsletter", "Analytics", "AI Management", "n8n Integration", "Settings", "Staff", "Audit Log", "API Reference"];
    expect(labelsFor("owner")).toEqual(all);
    expect(labelsFor("admin")).toEqual(all);
  });

  it("shows an editor content and AI only, and sales leads, the chat inbox and the newsletter", () => {
    expect(labelsFor("editor")).toEqual(["Dashboard", "Blog Posts", "Testimonials", "Announcements", "AI Management"]);
    expect(labelsFor("sales")).toEqual(["Dashboard", "Contacts", "Bookings", "Chat Inbox", "Newsletter"]);
  });

  it("gives the chat inbox, with its waiting count, to exactly the roles that may answer chats", () => {
    for (const role of STAFF_ROLES) {
      const inbox = navFor((area) => canUse(role, area)).filter((i) => i.to === "/admin/chat");
      expect(inbox.map((i) => i.count), role).toEqual(canUse(role, "chat") ? ["waiting"] : []);
    }
  });

  it("maps every page and its sub-paths to an area; the dashboard and unknown pages are open to all", () => {
    for (const item of ADMIN_NAV) for (const role of STAFF_ROLES) expect(typeof canUse(role, pageArea(item.to))).toBe("boolean");
    expect(pageArea("/admin")).toBe("dashboard");
    expect(pageArea("/admin/contacts/")).toBe("contacts");
    expect(pageArea("/admin/settings/email")).toBe("settings");
    expect(pageArea("/admin/staffroom")).toBe("dashboard");
    expect(canUse("editor", pageArea("/admin/contacts"))).toBe(false);
    expect(canUse("sales", pageArea("/admin/chat"))).toBe(true);
  });
});
