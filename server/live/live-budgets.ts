import type { Env } from "../env.ts";
import type { LiveCap } from "./live-hub.ts";
import {
  LIVE_ADDRESS_STREAMS_FULL,
  LIVE_CONVERSATION_STREAMS_FULL,
  LIVE_STAFF_STREAMS_FULL,
  LIVE_TOO_MANY_STREAMS,
  LIVE_VISITOR_STREAMS_FULL,
} from "#common/chat/live-types.ts";

/**
 * How many event streams one instance holds, and for whom (docs/decisions/033-live-stream-budgets.md). Staff and
 * visitors have budgets of their own, so no number of visitors can refuse the desk; a visitor's streams are capped
 * per address and per conversation, so one network or one chat cannot take the visitors' whole budget. The visitors'
 * total and how long a visitor's stream may stay silent are settings (LIVE_VISITOR_STREAMS, LIVE_VISITOR_IDLE_MS).
 */
export const LIVE_BUDGETS = {
  /** A team of 20 with five tabs each. */
  staff: 100,
  perMember: 5,
  /** A few people chatting from one office network, each with a tab or two. */
  perAddress: 6,
  /** One visitor's tabs on one chat. */
  perConversation: 3,
} as const;

export function staffStreamCaps(userId: number): LiveCap[] {
  return [
    { key: `member:${userId}`, limit: LIVE_BUDGETS.perMember, message: LIVE_TOO_MANY_STREAMS },
    { key: "staff", limit: LIVE_BUDGETS.staff, message: LIVE_STAFF_STREAMS_FULL },
  ];
}

/** The narrowest cap first: a visitor with too many tabs reads about tabs, not about the whole site. */
export function visitorStreamCaps(env: Pick<Env, "LIVE_VISITOR_STREAMS">, address: string, conversationId: string): LiveCap[] {
  return [
    { key: `conversation:${conversationId}`, limit: LIVE_BUDGETS.perConversation, message: LIVE_CONVERSATION_STREAMS_FULL },
    { key: `address:${address}`, limit: LIVE_BUDGETS.perAddress, message: LIVE_ADDRESS_STREAMS_FULL },
    { key: "visitors", limit: env.LIVE_VISITOR_STREAMS, message: LIVE_VISITOR_STREAMS_FULL },
  ];
}
