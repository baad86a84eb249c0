CREATE TABLE "funding_intents" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"category" text NOT NULL,
	"amount" double precision NOT NULL,
	"input" jsonb NOT NULL,
	"result" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "course_waitlist" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"email" text NOT NULL,
	"experience" text NOT NULL,
	"goals" text DEFAULT '' NOT NULL,
	"availability" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "course_waitlist_email_unique" UNIQUE("email")
);
--> statement-breakpoint
CREATE TABLE "service_waitlist" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"phone" text NOT NULL,
	"email" text NOT NULL,
	"project_summary" text NOT NULL,
	"month" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "service_waitlist_email_unique" UNIQUE("email")
);
--> statement-breakpoint
ALTER TABLE "funding_intents" ADD CONSTRAINT "funding_intents_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "funding_intents_user_idx" ON "funding_intents" USING btree ("user_id","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "funding_intents_kind_idx" ON "funding_intents" USING btree ("kind","category");--> statement-breakpoint
CREATE INDEX "course_waitlist_created_idx" ON "course_waitlist" USING btree ("created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "service_waitlist_month_idx" ON "service_waitlist" USING btree ("month");--> statement-breakpoint
CREATE INDEX "service_waitlist_created_idx" ON "service_waitlist" USING btree ("created_at" DESC NULLS LAST,"id" DESC NULLS LAST);