-- Every background job (AI, backups, reminders, delivery, sync) lives here, not only AI tasks: the tables are named
-- for what they hold. The API and the admin keep calling them "AI tasks" where the product does.
ALTER TABLE "ai_task_runs" DROP CONSTRAINT "ai_task_runs_task_id_ai_tasks_id_fk";--> statement-breakpoint
ALTER TABLE "ai_tasks" RENAME TO "scheduled_jobs";--> statement-breakpoint
ALTER TABLE "ai_task_runs" RENAME TO "scheduled_job_runs";--> statement-breakpoint
ALTER TABLE "scheduled_jobs" RENAME CONSTRAINT "ai_tasks_pkey" TO "scheduled_jobs_pkey";--> statement-breakpoint
ALTER TABLE "scheduled_jobs" RENAME CONSTRAINT "ai_tasks_key_unique" TO "scheduled_jobs_key_unique";--> statement-breakpoint
ALTER TABLE "scheduled_job_runs" RENAME CONSTRAINT "ai_task_runs_pkey" TO "scheduled_job_runs_pkey";--> statement-breakpoint
ALTER SEQUENCE "ai_tasks_id_seq" RENAME TO "scheduled_jobs_id_seq";--> statement-breakpoint
ALTER SEQUENCE "ai_task_runs_id_seq" RENAME TO "scheduled_job_runs_id_seq";--> statement-breakpoint
ALTER INDEX "ai_task_runs_task_idx" RENAME TO "scheduled_job_runs_task_idx";--> statement-breakpoint
ALTER TABLE "scheduled_job_runs" ADD CONSTRAINT "scheduled_job_runs_task_id_scheduled_jobs_id_fk" FOREIGN KEY ("task_id") REFERENCES "public"."scheduled_jobs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- During a rolling deploy, instances still running the previous version read and write the old names: two plain
-- (automatically updatable) views keep them working until every instance runs this version. A later migration drops them.
CREATE VIEW "ai_tasks" AS SELECT * FROM "scheduled_jobs";--> statement-breakpoint
CREATE VIEW "ai_task_runs" AS SELECT * FROM "scheduled_job_runs";
