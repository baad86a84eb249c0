-- A keyed write marks its claim inside its own transaction (committed_at), and each claim names its
-- holder (claim_id): a retry after a lost answer never runs the write again.
ALTER TABLE "idempotency_keys" ADD COLUMN "claim_id" uuid DEFAULT gen_random_uuid() NOT NULL;--> statement-breakpoint
ALTER TABLE "idempotency_keys" ADD COLUMN "committed_at" timestamp with time zone;