CREATE TABLE "job_match_dismissals" (
	"job_id" uuid NOT NULL,
	"developer_profile_id" uuid NOT NULL,
	"dismissed_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "job_match_dismissals_job_id_developer_profile_id_pk" PRIMARY KEY("job_id","developer_profile_id")
);
--> statement-breakpoint
ALTER TABLE "developer_profiles" ADD COLUMN "rating_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "developer_profiles" ADD COLUMN "completed_categories" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "developer_profiles" ADD COLUMN "match_facts" jsonb;--> statement-breakpoint
ALTER TABLE "developer_profiles" ADD COLUMN "match_skills" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "jobs" ADD COLUMN "match_facts" jsonb;--> statement-breakpoint
ALTER TABLE "jobs" ADD COLUMN "match_skills" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "job_match_dismissals" ADD CONSTRAINT "job_match_dismissals_job_id_jobs_id_fk" FOREIGN KEY ("job_id") REFERENCES "public"."jobs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "job_match_dismissals" ADD CONSTRAINT "job_match_dismissals_developer_profile_id_developer_profiles_id_fk" FOREIGN KEY ("developer_profile_id") REFERENCES "public"."developer_profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "job_match_dismissals" ADD CONSTRAINT "job_match_dismissals_dismissed_by_users_id_fk" FOREIGN KEY ("dismissed_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "job_match_dismissals_developer_idx" ON "job_match_dismissals" USING btree ("developer_profile_id");--> statement-breakpoint
CREATE INDEX "developer_profiles_match_skills_idx" ON "developer_profiles" USING gin ("match_skills");--> statement-breakpoint
CREATE INDEX "jobs_open_match_skills_idx" ON "jobs" USING gin ("match_skills") WHERE status = 'published' and removed_at is null;--> statement-breakpoint
-- The counts the profile caches from rows (issue 33): visible client reviews, and completed contracts by category.
UPDATE "developer_profiles" p SET "rating_count" = r.count FROM (
  SELECT "subject_profile_id" AS id, count(*)::int AS count FROM "contract_reviews"
  WHERE "author_role" = 'client' AND "visible_at" <= now() GROUP BY "subject_profile_id"
) r WHERE p.id = r.id;--> statement-breakpoint
UPDATE "developer_profiles" p SET "completed_categories" = c.categories FROM (
  SELECT per.id, jsonb_object_agg(per.category, per.count) AS categories FROM (
    SELECT ct."developer_profile_id" AS id, j."category", count(*)::int AS count
    FROM "contracts" ct JOIN "jobs" j ON j.id = ct."job_id"
    WHERE ct."status" = 'completed' AND ct."developer_profile_id" IS NOT NULL
    GROUP BY ct."developer_profile_id", j."category"
  ) per GROUP BY per.id
) c WHERE p.id = c.id;
