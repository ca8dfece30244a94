import type { BadgeProps } from "../../ui/badge.tsx";
import type { DeliveryStatus, LeadStatus } from "../../../../common/contacts/contact-types.ts";

export function formatDateTime(iso: string | null): string {
  if (!iso) return "";
  return new Date(iso).toLocaleString("en-US", { month: "short", day: "numeric", year: "numeric", hour: "numeric", minute: "2-digit" });
}

export function formatDate(iso: string): string {
  return new Date(iso).toLocaleDateString("en-US", { month: "short", day: "numeric", year: "numeric" });
}

export const STATUS_BADGE: Record<LeadStatus, BadgeProps["variant"]> = {
  new: "default",
  contacted: "secondary",
  qualified: "warning",
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
