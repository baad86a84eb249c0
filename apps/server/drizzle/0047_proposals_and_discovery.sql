CREATE TABLE "application_offers" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"application_id" uuid NOT NULL,
	"author_id" uuid,
	"side" text NOT NULL,
	"bid_kind" text NOT NULL,
	"amount" integer NOT NULL,
	"hours_per_week" integer,
	"currency" text NOT NULL,
	"duration_weeks" integer,
	"milestones" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"note" text,
	"status" text DEFAULT 'pending' NOT NULL,
	"answered_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "job_alert_matches" (
	"alert_id" uuid NOT NULL,
	"job_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "job_alert_matches_alert_id_job_id_pk" PRIMARY KEY("alert_id","job_id")
);
--> statement-breakpoint
CREATE TABLE "job_alerts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"name" text NOT NULL,
	"filters" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"last_mailed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "saved_jobs" (
	"user_id" uuid NOT NULL,
	"job_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "saved_jobs_user_id_job_id_pk" PRIMARY KEY("user_id","job_id")
);
--> statement-breakpoint
ALTER TABLE "jobs" drop column "search";--> statement-breakpoint
ALTER TABLE "jobs" ADD COLUMN "search" "tsvector" GENERATED ALWAYS AS (setweight(to_tsvector('english', coalesce(title, '')), 'A') || setweight(to_tsvector('english', coalesce(key_features, '') || ' ' || coalesce(technology_stack, '')), 'B') || setweight(to_tsvector('english', coalesce(description, '') || ' ' || coalesce(target_audience, '')), 'C')) STORED;--> statement-breakpoint
ALTER TABLE "job_applications" ADD COLUMN "bid_kind" text;--> statement-breakpoint
ALTER TABLE "job_applications" ADD COLUMN "bid_amount" integer;--> statement-breakpoint
ALTER TABLE "job_applications" ADD COLUMN "bid_hours_per_week" integer;--> statement-breakpoint
ALTER TABLE "job_applications" ADD COLUMN "bid_currency" text;--> statement-breakpoint
ALTER TABLE "job_applications" ADD COLUMN "duration_weeks" integer;--> statement-breakpoint
ALTER TABLE "job_applications" ADD COLUMN "proposed_milestones" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "job_applications" ADD COLUMN "origin" text DEFAULT 'proposal' NOT NULL;--> statement-breakpoint
ALTER TABLE "jobs" ADD COLUMN "visibility" text DEFAULT 'public' NOT NULL;--> statement-breakpoint
ALTER TABLE "jobs" ADD COLUMN "closed_reason" text;--> statement-breakpoint
ALTER TABLE "jobs" ADD COLUMN "budget_min" integer;--> statement-breakpoint
ALTER TABLE "jobs" ADD COLUMN "budget_max" integer;--> statement-breakpoint
ALTER TABLE "jobs" ADD COLUMN "budget_currency" text;--> statement-breakpoint
ALTER TABLE "application_offers" ADD CONSTRAINT "application_offers_application_id_job_applications_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."job_applications"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "application_offers" ADD CONSTRAINT "application_offers_author_id_users_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "job_alert_matches" ADD CONSTRAINT "job_alert_matches_alert_id_job_alerts_id_fk" FOREIGN KEY ("alert_id") REFERENCES "public"."job_alerts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "job_alert_matches" ADD CONSTRAINT "job_alert_matches_job_id_jobs_id_fk" FOREIGN KEY ("job_id") REFERENCES "public"."jobs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "job_alerts" ADD CONSTRAINT "job_alerts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "saved_jobs" ADD CONSTRAINT "saved_jobs_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "saved_jobs" ADD CONSTRAINT "saved_jobs_job_id_jobs_id_fk" FOREIGN KEY ("job_id") REFERENCES "public"."jobs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "application_offers_application_idx" ON "application_offers" USING btree ("application_id","created_at","id");--> statement-breakpoint
CREATE INDEX "application_offers_author_fk_idx" ON "application_offers" USING btree ("author_id");--> statement-breakpoint
CREATE UNIQUE INDEX "application_offers_one_pending_idx" ON "application_offers" USING btree ("application_id") WHERE status = 'pending';--> statement-breakpoint
CREATE INDEX "job_alert_matches_job_fk_idx" ON "job_alert_matches" USING btree ("job_id");--> statement-breakpoint
CREATE INDEX "job_alerts_user_idx" ON "job_alerts" USING btree ("user_id","created_at" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "saved_jobs_user_idx" ON "saved_jobs" USING btree ("user_id","created_at" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "saved_jobs_job_fk_idx" ON "saved_jobs" USING btree ("job_id");--> statement-breakpoint
CREATE INDEX "jobs_public_published_idx" ON "jobs" USING btree ("published_at" DESC NULLS FIRST,"id" DESC NULLS FIRST) WHERE status = 'published' and removed_at is null and visibility = 'public';--> statement-breakpoint
CREATE INDEX "jobs_search_idx" ON "jobs" USING gin ("search");--> statement-breakpoint
UPDATE "jobs" SET "budget_min" = round(("match_facts"->>'budgetMin')::numeric)::integer, "budget_max" = round(("match_facts"->>'budgetMax')::numeric)::integer, "budget_currency" = "match_facts"->>'currency' WHERE "match_facts" IS NOT NULL;
