CREATE TABLE "open_streams" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"lease" text NOT NULL,
	"visitor_id" text NOT NULL,
	"ip" text NOT NULL,
	"opened_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "open_streams_visitor_idx" ON "open_streams" USING btree ("visitor_id");--> statement-breakpoint
CREATE INDEX "open_streams_ip_idx" ON "open_streams" USING btree ("ip");--> statement-breakpoint
CREATE INDEX "open_streams_lease_idx" ON "open_streams" USING btree ("lease");--> statement-breakpoint
-- Hand-written: like rate_limit_buckets (0016), a count of what is open now is not worth a write-ahead log.
ALTER TABLE "open_streams" SET UNLOGGED;
