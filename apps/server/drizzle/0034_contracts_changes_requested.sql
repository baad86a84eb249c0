ALTER TABLE "contract_milestones" ADD COLUMN "cancel_reason" text;--> statement-breakpoint
ALTER TABLE "contract_milestones" ADD COLUMN "cancel_requested_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "contract_milestones" ADD COLUMN "cancel_answer" text;--> statement-breakpoint
ALTER TABLE "contract_milestones" ADD COLUMN "cancel_answered_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "contracts" ADD COLUMN "terms_version" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
-- Hand-written (issue 40 §2): a milestone sent back for changes used to return to 'funded', where the
-- client could cancel it alone for a full refund. Those that ever had a delivery are now 'changes_requested'.
UPDATE "contract_milestones" SET "status" = 'changes_requested'
WHERE "status" = 'funded' AND EXISTS (SELECT 1 FROM "milestone_deliveries" d WHERE d."milestone_id" = "contract_milestones"."id");
