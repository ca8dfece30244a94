/** Staff roles, most to least powerful. What each may use is decided in one place (see server/admin and the sidebar). */
export const STAFF_ROLES = ["owner", "admin", "editor", "sales"] as const;
export type StaffRole = (typeof STAFF_ROLES)[number];

export const ROLE_LABELS: Record<StaffRole, string> = {
  owner: "Owner",
  admin: "Administrator",
  editor: "Editor",
  sales: "Sales",
};

export const isStaffRole = (value: unknown): value is StaffRole => (STAFF_ROLES as readonly unknown[]).includes(value);
