-- Descending indexes were built NULLS LAST, but `ORDER BY x DESC` means NULLS FIRST, so PostgreSQL
-- could not walk them for any list: every page sorted the whole table (docs/performance.md).
-- Rebuilt in the order the queries ask for.
DROP INDEX "ai_engagements_created_idx";--> statement-breakpoint
DROP INDEX "monitoring_runs_started_idx";--> statement-breakpoint
DROP INDEX "bounties_newest_idx";--> statement-breakpoint
DROP INDEX "bounty_submissions_developer_idx";--> statement-breakpoint
DROP INDEX "bounty_submissions_newest_idx";--> statement-breakpoint
DROP INDEX "answers_author_idx";--> statement-breakpoint
DROP INDEX "questions_newest_idx";--> statement-breakpoint
DROP INDEX "questions_votes_idx";--> statement-breakpoint
DROP INDEX "questions_views_idx";--> statement-breakpoint
DROP INDEX "questions_unanswered_idx";--> statement-breakpoint
DROP INDEX "questions_author_idx";--> statement-breakpoint
DROP INDEX "developer_profiles_created_idx";--> statement-breakpoint
DROP INDEX "job_applications_user_idx";--> statement-breakpoint
DROP INDEX "feedback_created_idx";--> statement-breakpoint
DROP INDEX "feedback_feature_created_idx";--> statement-breakpoint
DROP INDEX "funding_intents_user_idx";--> statement-breakpoint
DROP INDEX "jobs_published_idx";--> statement-breakpoint
DROP INDEX "ledger_transactions_user_idx";--> statement-breakpoint
DROP INDEX "opportunities_status_created_idx";--> statement-breakpoint
DROP INDEX "opportunities_created_idx";--> statement-breakpoint
DROP INDEX "prototypes_newest_idx";--> statement-breakpoint
DROP INDEX "prototypes_likes_idx";--> statement-breakpoint
DROP INDEX "prototypes_views_idx";--> statement-breakpoint
DROP INDEX "prototypes_author_idx";--> statement-breakpoint
DROP INDEX "reports_created_at_idx";--> statement-breakpoint
DROP INDEX "course_waitlist_created_idx";--> statement-breakpoint
DROP INDEX "service_waitlist_created_idx";--> statement-breakpoint
CREATE INDEX "ai_engagements_created_idx" ON "ai_engagements" USING btree ("created_at" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "monitoring_runs_started_idx" ON "monitoring_runs" USING btree ("started_at" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "bounties_newest_idx" ON "bounties" USING btree ("created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "bounty_submissions_developer_idx" ON "bounty_submissions" USING btree ("developer_id","submitted_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "bounty_submissions_newest_idx" ON "bounty_submissions" USING btree ("submitted_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "answers_author_idx" ON "answers" USING btree ("author_id","created_at" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "questions_newest_idx" ON "questions" USING btree ("created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST) WHERE removed_at is null;--> statement-breakpoint
CREATE INDEX "questions_votes_idx" ON "questions" USING btree ("votes" DESC NULLS FIRST,"created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST) WHERE removed_at is null;--> statement-breakpoint
CREATE INDEX "questions_views_idx" ON "questions" USING btree ("views" DESC NULLS FIRST,"created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST) WHERE removed_at is null;--> statement-breakpoint
CREATE INDEX "questions_unanswered_idx" ON "questions" USING btree ("created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST) WHERE removed_at is null and answers_count = 0;--> statement-breakpoint
CREATE INDEX "questions_author_idx" ON "questions" USING btree ("author_id","created_at" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "developer_profiles_created_idx" ON "developer_profiles" USING btree ("created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "job_applications_user_idx" ON "job_applications" USING btree ("user_id","created_at" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "feedback_created_idx" ON "feedback" USING btree ("created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "feedback_feature_created_idx" ON "feedback" USING btree ("feature","created_at" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "funding_intents_user_idx" ON "funding_intents" USING btree ("user_id","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "jobs_published_idx" ON "jobs" USING btree ("published_at" DESC NULLS FIRST,"id" DESC NULLS FIRST) WHERE status = 'published' and removed_at is null;--> statement-breakpoint
CREATE INDEX "ledger_transactions_user_idx" ON "ledger_transactions" USING btree ("user_id","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "opportunities_status_created_idx" ON "opportunities" USING btree ("status","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "opportunities_created_idx" ON "opportunities" USING btree ("created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "prototypes_newest_idx" ON "prototypes" USING btree ("created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST) WHERE removed_at is null;--> statement-breakpoint
CREATE INDEX "prototypes_likes_idx" ON "prototypes" USING btree ("likes" DESC NULLS FIRST,"created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST) WHERE removed_at is null;--> statement-breakpoint
CREATE INDEX "prototypes_views_idx" ON "prototypes" USING btree ("views" DESC NULLS FIRST,"created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST) WHERE removed_at is null;--> statement-breakpoint
CREATE INDEX "prototypes_author_idx" ON "prototypes" USING btree ("author_id","created_at" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "reports_created_at_idx" ON "reports" USING btree ("created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "course_waitlist_created_idx" ON "course_waitlist" USING btree ("created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "service_waitlist_created_idx" ON "service_waitlist" USING btree ("created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);