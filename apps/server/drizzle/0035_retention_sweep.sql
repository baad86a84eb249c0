CREATE TABLE "analytics_daily_counts" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "analytics_daily_counts_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"day" date NOT NULL,
	"name" text NOT NULL,
	"path" text,
	"events" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "analytics_daily_visits" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "analytics_daily_visits_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"day" date NOT NULL,
	"session_id" text,
	"user_id" uuid
);
--> statement-breakpoint
CREATE TABLE "analytics_rollup_state" (
	"name" text PRIMARY KEY NOT NULL,
	"summarised_before" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "retention_sweeps" (
	"name" text PRIMARY KEY NOT NULL,
	"last_started_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "analytics_daily_visits" ADD CONSTRAINT "analytics_daily_visits_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "analytics_daily_counts_day_idx" ON "analytics_daily_counts" USING btree ("day");--> statement-breakpoint
CREATE INDEX "analytics_daily_visits_day_idx" ON "analytics_daily_visits" USING btree ("day");--> statement-breakpoint
CREATE INDEX "analytics_daily_visits_user_id_fk_idx" ON "analytics_daily_visits" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "outbox_sent_at_idx" ON "outbox" USING btree ("sent_at") WHERE status = 'sent';--> statement-breakpoint
CREATE INDEX "outbox_failed_created_at_idx" ON "outbox" USING btree ("created_at") WHERE status = 'failed';--> statement-breakpoint
CREATE INDEX "idempotency_keys_created_at_idx" ON "idempotency_keys" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "notifications_read_at_idx" ON "notifications" USING btree ("read_at") WHERE read_at is not null;--> statement-breakpoint
CREATE INDEX "sessions_expires_at_idx" ON "sessions" USING btree ("expires_at") WHERE expires_at is not null;