import type { JobDefinition } from "../jobs/job-definition.ts";
import type { NewsletterSender } from "./newsletter-sender.ts";

/**
 * Starts (in the background) delivering queued newsletter recipients: an issue starts sending right after it is
 * queued; this picks up rows left by a stopped instance and retries. Every instance runs it; the rows decide who sends.
 */
export function newsletterSendJob(sender: NewsletterSender): JobDefinition {
  return {
    key: "newsletter-sends",
    title: "Newsletter issue deliveries",
    type: "delivery",
    schedule: "*/30 * * * * *",
    run: async () => {
      const waiting = await sender.backlog();
      if (waiting === 0) return "nothing due";
      sender.kick();
      return `${waiting} recipient${waiting === 1 ? "" : "s"} waiting`;
    },
  };
}
