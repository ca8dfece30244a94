/**
 * What a capability hands the scheduler: each capability defines its own jobs against this type, and
 * server/register-jobs.ts registers them, so the scheduler depends on no capability.
 */
export interface JobDefinition {
  key: string;
  title: string;
  type: string;
  /** A cron pattern (5 or 6 fields, croner syntax), or null for a job that only runs on demand ('Manual'). */
  schedule: string | null;
  /** Returns a one-line summary of what it did, kept in the run history. */
  run: () => Promise<string | void>;
}
