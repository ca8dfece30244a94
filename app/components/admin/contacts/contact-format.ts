import type { BadgeProps } from "../../ui/badge.tsx";
import type { DeliveryStatus, LeadStatus } from "#common/contacts/contact-types.ts";

export { formatDate, formatDateTime } from "#common/lib/format-date.ts";

export const STATUS_BADGE: Record<LeadStatus, BadgeProps["variant"]> = {
  new: "default",
  contacted: "secondary",
  qualified: "warning",
  booked: "brand",
  won: "success",
  lost: "outline",
};

export const DELIVERY_BADGE: Record<DeliveryStatus, BadgeProps["variant"]> = {
  pending: "warning",
  delivered: "success",
  failed: "destructive",
  skipped: "outline",
  cancelled: "outline",
};

export function telHref(phone: string): string {
  const digits = phone.replace(/[^\d+]/g, "");
  return `tel:${digits.length === 10 ? `+1${digits}` : digits}`;
}
