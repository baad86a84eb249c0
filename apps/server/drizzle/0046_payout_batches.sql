CREATE TABLE "payout_batches" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"code" text NOT NULL,
	"currency" text NOT NULL,
	"status" text DEFAULT 'created' NOT NULL,
	"total" integer NOT NULL,
	"item_count" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"sent_at" timestamp with time zone,
	CONSTRAINT "payout_batches_code_unique" UNIQUE("code")
);
--> statement-breakpoint
CREATE TABLE "payout_items" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"batch_id" uuid NOT NULL,
	"position" integer NOT NULL,
	"end_to_end_id" text NOT NULL,
	"user_id" uuid,
	"entry_id" text,
	"payee_name" text NOT NULL,
	"iban" text NOT NULL,
	"bic" text,
	"amount" integer NOT NULL,
	"currency" text NOT NULL,
	"remittance" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"return_entry_id" text,
	"return_reason" text,
	"returned_at" timestamp with time zone,
	CONSTRAINT "payout_items_end_to_end_id_unique" UNIQUE("end_to_end_id"),
	CONSTRAINT "payout_items_amount_positive" CHECK ("payout_items"."amount" > 0),
	CONSTRAINT "payout_items_one_payee" CHECK (("payout_items"."user_id" is null) <> ("payout_items"."entry_id" is null))
);
--> statement-breakpoint
ALTER TABLE "payout_items" ADD CONSTRAINT "payout_items_batch_id_payout_batches_id_fk" FOREIGN KEY ("batch_id") REFERENCES "public"."payout_batches"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payout_items" ADD CONSTRAINT "payout_items_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payout_items" ADD CONSTRAINT "payout_items_entry_id_bank_statement_entries_entry_id_fk" FOREIGN KEY ("entry_id") REFERENCES "public"."bank_statement_entries"("entry_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "payout_batches_one_unsent_idx" ON "payout_batches" USING btree ("currency") WHERE status = 'created';--> statement-breakpoint
CREATE INDEX "payout_batches_created_at_idx" ON "payout_batches" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "payout_items_batch_idx" ON "payout_items" USING btree ("batch_id","position");--> statement-breakpoint
CREATE INDEX "payout_items_user_idx" ON "payout_items" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "payout_items_entry_idx" ON "payout_items" USING btree ("entry_id");--> statement-breakpoint
-- Payouts are told with the contracts' group (delivery.constants.ts notificationGroupOf), as 0029 first mirrored it.
CREATE OR REPLACE FUNCTION "notification_group"("kind" text) RETURNS text LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT CASE
    WHEN kind = 'message.new' THEN 'messages'
    WHEN kind LIKE 'contract.%' OR kind LIKE 'milestone.%' OR kind LIKE 'payout.%' OR kind = 'review.received' THEN 'contracts'
    WHEN kind LIKE 'answer.%' THEN 'community'
    WHEN kind LIKE 'bounty.%' THEN 'bounties'
    ELSE 'applications'
  END
$$;
