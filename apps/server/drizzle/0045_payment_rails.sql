CREATE TABLE "payment_instructions" (
	"milestone_id" uuid PRIMARY KEY NOT NULL,
	"contract_id" uuid NOT NULL,
	"reference" text NOT NULL,
	"amount" integer NOT NULL,
	"currency" text NOT NULL,
	"account_name" text NOT NULL,
	"iban" text NOT NULL,
	"bic" text NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"entry_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"paid_at" timestamp with time zone,
	CONSTRAINT "payment_instructions_reference_unique" UNIQUE("reference"),
	CONSTRAINT "payment_instructions_amount_positive" CHECK ("payment_instructions"."amount" > 0)
);
--> statement-breakpoint
ALTER TABLE "contracts" ADD COLUMN "payment_rail" text DEFAULT 'direct' NOT NULL;--> statement-breakpoint
ALTER TABLE "contracts" ADD COLUMN "fee_basis_points" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "bank_statement_entries" ADD COLUMN "milestone_id" uuid;--> statement-breakpoint
ALTER TABLE "bank_statement_entries" ADD COLUMN "contract_id" uuid;--> statement-breakpoint
ALTER TABLE "bank_statement_entries" ADD COLUMN "settled_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "payment_instructions" ADD CONSTRAINT "payment_instructions_milestone_id_contract_milestones_id_fk" FOREIGN KEY ("milestone_id") REFERENCES "public"."contract_milestones"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_instructions" ADD CONSTRAINT "payment_instructions_contract_id_contracts_id_fk" FOREIGN KEY ("contract_id") REFERENCES "public"."contracts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "payment_instructions_contract_idx" ON "payment_instructions" USING btree ("contract_id");--> statement-breakpoint
ALTER TABLE "contracts" ADD CONSTRAINT "contracts_fee_basis_points_range" CHECK ("contracts"."fee_basis_points" between 0 and 10000);--> statement-breakpoint
-- Every TOKENS contract already moved its money through the ledger's escrow: its rail says so.
UPDATE "contracts" SET "payment_rail" = 'tokens' WHERE "currency" = 'TOKENS';
