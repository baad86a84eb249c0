CREATE TABLE "contract_disputes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"contract_id" uuid NOT NULL,
	"milestone_id" uuid NOT NULL,
	"opened_by" text NOT NULL,
	"reason" text NOT NULL,
	"from_status" text NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"outcome" text,
	"developer_amount" integer,
	"note" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"resolved_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "contract_milestones" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"contract_id" uuid NOT NULL,
	"position" integer NOT NULL,
	"title" text NOT NULL,
	"amount" integer NOT NULL,
	"due_date" date,
	"status" text DEFAULT 'pending' NOT NULL,
	"changes_note" text,
	"funded_at" timestamp with time zone,
	"submitted_at" timestamp with time zone,
	"approved_at" timestamp with time zone,
	"reminders_sent" integer DEFAULT 0 NOT NULL,
	"payment_date" date,
	"payment_method" text,
	"payment_reference" text,
	"payment_recorded_at" timestamp with time zone,
	"payment_confirmed_at" timestamp with time zone,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "contract_milestones_amount_positive" CHECK ("contract_milestones"."amount" > 0)
);
--> statement-breakpoint
CREATE TABLE "contracts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"application_id" uuid,
	"job_id" uuid,
	"job_title" text DEFAULT '' NOT NULL,
	"client_id" uuid,
	"developer_id" uuid,
	"developer_profile_id" uuid,
	"client_name" text NOT NULL,
	"developer_name" text NOT NULL,
	"title" text NOT NULL,
	"scope" text NOT NULL,
	"currency" text NOT NULL,
	"status" text DEFAULT 'proposed' NOT NULL,
	"decision_message" text,
	"accepted_at" timestamp with time zone,
	"completed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "milestone_deliveries" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"milestone_id" uuid NOT NULL,
	"note" text NOT NULL,
	"links" text[] DEFAULT '{}'::text[] NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "contract_reviews" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"contract_id" uuid NOT NULL,
	"author_id" uuid,
	"author_role" text NOT NULL,
	"subject_profile_id" uuid,
	"contract_title" text DEFAULT '' NOT NULL,
	"author_name" text NOT NULL,
	"rating" integer NOT NULL,
	"text" text NOT NULL,
	"visible_at" timestamp with time zone,
	"counted" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "contract_reviews_rating_range" CHECK ("contract_reviews"."rating" between 1 and 5)
);
--> statement-breakpoint
ALTER TABLE "opportunities" ADD COLUMN "currency" text;--> statement-breakpoint
ALTER TABLE "contract_disputes" ADD CONSTRAINT "contract_disputes_contract_id_contracts_id_fk" FOREIGN KEY ("contract_id") REFERENCES "public"."contracts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contract_disputes" ADD CONSTRAINT "contract_disputes_milestone_id_contract_milestones_id_fk" FOREIGN KEY ("milestone_id") REFERENCES "public"."contract_milestones"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contract_milestones" ADD CONSTRAINT "contract_milestones_contract_id_contracts_id_fk" FOREIGN KEY ("contract_id") REFERENCES "public"."contracts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contracts" ADD CONSTRAINT "contracts_application_id_job_applications_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."job_applications"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contracts" ADD CONSTRAINT "contracts_job_id_jobs_id_fk" FOREIGN KEY ("job_id") REFERENCES "public"."jobs"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contracts" ADD CONSTRAINT "contracts_client_id_users_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contracts" ADD CONSTRAINT "contracts_developer_id_users_id_fk" FOREIGN KEY ("developer_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contracts" ADD CONSTRAINT "contracts_developer_profile_id_developer_profiles_id_fk" FOREIGN KEY ("developer_profile_id") REFERENCES "public"."developer_profiles"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "milestone_deliveries" ADD CONSTRAINT "milestone_deliveries_milestone_id_contract_milestones_id_fk" FOREIGN KEY ("milestone_id") REFERENCES "public"."contract_milestones"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contract_reviews" ADD CONSTRAINT "contract_reviews_contract_id_contracts_id_fk" FOREIGN KEY ("contract_id") REFERENCES "public"."contracts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contract_reviews" ADD CONSTRAINT "contract_reviews_author_id_users_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contract_reviews" ADD CONSTRAINT "contract_reviews_subject_profile_id_developer_profiles_id_fk" FOREIGN KEY ("subject_profile_id") REFERENCES "public"."developer_profiles"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "contract_disputes_status_idx" ON "contract_disputes" USING btree ("status","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "contract_disputes_milestone_idx" ON "contract_disputes" USING btree ("milestone_id");--> statement-breakpoint
CREATE UNIQUE INDEX "contract_disputes_one_open_idx" ON "contract_disputes" USING btree ("milestone_id") WHERE status = 'open';--> statement-breakpoint
CREATE UNIQUE INDEX "contract_milestones_position_idx" ON "contract_milestones" USING btree ("contract_id","position");--> statement-breakpoint
CREATE INDEX "contract_milestones_submitted_idx" ON "contract_milestones" USING btree ("submitted_at") WHERE status = 'submitted';--> statement-breakpoint
CREATE UNIQUE INDEX "contracts_one_live_per_application_idx" ON "contracts" USING btree ("application_id") WHERE status in ('proposed', 'active', 'completed') and application_id is not null;--> statement-breakpoint
CREATE INDEX "contracts_client_idx" ON "contracts" USING btree ("client_id","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "contracts_developer_idx" ON "contracts" USING btree ("developer_id","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "contracts_profile_completed_idx" ON "contracts" USING btree ("developer_profile_id") WHERE status = 'completed';--> statement-breakpoint
CREATE INDEX "milestone_deliveries_milestone_idx" ON "milestone_deliveries" USING btree ("milestone_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "contract_reviews_one_per_side_idx" ON "contract_reviews" USING btree ("contract_id","author_role");--> statement-breakpoint
CREATE INDEX "contract_reviews_uncounted_idx" ON "contract_reviews" USING btree ("visible_at") WHERE not counted;--> statement-breakpoint
CREATE INDEX "contract_reviews_subject_idx" ON "contract_reviews" USING btree ("subject_profile_id","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST) WHERE author_role = 'client';