CREATE TABLE "bank_statement_entries" (
	"entry_id" text PRIMARY KEY NOT NULL,
	"direction" text NOT NULL,
	"amount" integer NOT NULL,
	"currency" text NOT NULL,
	"booked_on" date NOT NULL,
	"reference" text,
	"remittance" text DEFAULT '' NOT NULL,
	"counterparty_name" text DEFAULT '' NOT NULL,
	"counterparty_iban" text,
	"end_to_end_id" text,
	"return_reason" text,
	"status" text DEFAULT 'unmatched' NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	"statement_name" text DEFAULT '' NOT NULL,
	"imported_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "bank_statement_entries_amount_positive" CHECK ("bank_statement_entries"."amount" > 0)
);
--> statement-breakpoint
CREATE INDEX "bank_statement_entries_unmatched_idx" ON "bank_statement_entries" USING btree ("booked_on","entry_id") WHERE status = 'unmatched';