CREATE TABLE "developer_profiles" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid,
	"name" text NOT NULL,
	"title" text DEFAULT '' NOT NULL,
	"avatar_seed" text NOT NULL,
	"location" text DEFAULT '' NOT NULL,
	"hourly_rate" text DEFAULT '' NOT NULL,
	"hourly_rate_min" integer,
	"hourly_rate_max" integer,
	"skills" text[] DEFAULT '{}'::text[] NOT NULL,
	"experience" text DEFAULT '' NOT NULL,
	"bio" text DEFAULT '' NOT NULL,
	"portfolio" text,
	"github" text,
	"linkedin" text,
	"rating_tenths" integer,
	"completed_projects" integer DEFAULT 0 NOT NULL,
	"availability" text DEFAULT 'Available' NOT NULL,
	"languages" text[] DEFAULT '{}'::text[] NOT NULL,
	"timezone" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"skills_lower" text[] DEFAULT '{}'::text[] NOT NULL,
	"languages_lower" text[] DEFAULT '{}'::text[] NOT NULL,
	"search" "tsvector"
);
--> statement-breakpoint
CREATE TABLE "job_applications" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"job_id" uuid,
	"job_title" text DEFAULT '' NOT NULL,
	"company_name" text DEFAULT '' NOT NULL,
	"job_description" text DEFAULT '' NOT NULL,
	"relevant_skills" text[] DEFAULT '{}'::text[] NOT NULL,
	"relevant_experience" text[] DEFAULT '{}'::text[] NOT NULL,
	"cover_letter" text DEFAULT '' NOT NULL,
	"resume_highlights" text[] DEFAULT '{}'::text[] NOT NULL,
	"interview_prep" text[] DEFAULT '{}'::text[] NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "developer_profiles" ADD CONSTRAINT "developer_profiles_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "job_applications" ADD CONSTRAINT "job_applications_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "job_applications" ADD CONSTRAINT "job_applications_job_id_jobs_id_fk" FOREIGN KEY ("job_id") REFERENCES "public"."jobs"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "developer_profiles_user_idx" ON "developer_profiles" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "developer_profiles_skills_idx" ON "developer_profiles" USING gin ("skills_lower");--> statement-breakpoint
CREATE INDEX "developer_profiles_languages_idx" ON "developer_profiles" USING gin ("languages_lower");--> statement-breakpoint
CREATE INDEX "developer_profiles_search_idx" ON "developer_profiles" USING gin ("search");--> statement-breakpoint
CREATE INDEX "developer_profiles_created_idx" ON "developer_profiles" USING btree ("created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE UNIQUE INDEX "job_applications_one_per_job_idx" ON "job_applications" USING btree ("user_id","job_id") WHERE job_id is not null;--> statement-breakpoint
CREATE INDEX "job_applications_user_idx" ON "job_applications" USING btree ("user_id","created_at" DESC NULLS LAST);