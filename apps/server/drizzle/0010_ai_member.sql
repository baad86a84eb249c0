CREATE TABLE "ai_engagements" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"question_id" uuid NOT NULL,
	"answer_id" uuid,
	"persona" text NOT NULL,
	"generator" text NOT NULL,
	"trigger" text NOT NULL,
	"outcome" text NOT NULL,
	"reason" text,
	"latency_ms" integer DEFAULT 0 NOT NULL,
	"run_id" uuid,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "monitoring_runs" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"trigger" text NOT NULL,
	"started_at" timestamp with time zone NOT NULL,
	"finished_at" timestamp with time zone NOT NULL,
	"examined" integer NOT NULL,
	"engaged" integer NOT NULL,
	"skipped" integer NOT NULL,
	"note" text,
	"details" jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "monitoring_state" (
	"id" smallint PRIMARY KEY DEFAULT 1 NOT NULL,
	"running" boolean DEFAULT false NOT NULL,
	"interval_minutes" integer DEFAULT 30 NOT NULL,
	"max_per_hour" integer DEFAULT 5 NOT NULL,
	"last_run_at" timestamp with time zone,
	"next_run_at" timestamp with time zone,
	"pass_lease_until" timestamp with time zone,
	"trending" jsonb,
	"trending_at" timestamp with time zone,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX "ai_engagements_one_post_per_question_idx" ON "ai_engagements" USING btree ("question_id") WHERE "ai_engagements"."outcome" = 'posted';--> statement-breakpoint
CREATE INDEX "ai_engagements_posted_at_idx" ON "ai_engagements" USING btree ("outcome","created_at");--> statement-breakpoint
CREATE INDEX "ai_engagements_created_idx" ON "ai_engagements" USING btree ("created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "monitoring_runs_started_idx" ON "monitoring_runs" USING btree ("started_at" DESC NULLS LAST);