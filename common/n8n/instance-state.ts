import type { N8nInstanceView } from "./n8n-types.ts";

// One meaning each, read by the dashboard's cards and the n8n page's instance cards:
// "active" = switched on (synced by the background job; the card has no "Inactive" badge);
// "connected" = active and its last sync succeeded (the card's "Connected" badge).
type InstanceState = Pick<N8nInstanceView, "isActive" | "lastSyncStatus">;

export const isActiveInstance = (i: InstanceState): boolean => i.isActive;
export const isConnectedInstance = (i: InstanceState): boolean => i.isActive && i.lastSyncStatus === "success";
