ALTER TABLE "developer_profiles" ADD COLUMN "rating_rank" integer DEFAULT 3500 NOT NULL;--> statement-breakpoint
ALTER TABLE "developer_profiles" ADD COLUMN "rating_clients" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "developer_profiles" ADD COLUMN "client_rating_milli" integer;--> statement-breakpoint
ALTER TABLE "contract_reviews" ADD COLUMN "payment_verified" boolean DEFAULT false NOT NULL;--> statement-breakpoint
-- Hand-written (issue 40 §3, decision 017): the reviews written before this migration are verified
-- from the ledger's own postings, as writeReview now does: the contract's escrow paid its developer
-- (a posting out of escrow:contract:<id> in a transaction that credits available:<developer>), and
-- the client and the developer are different accounts.
UPDATE "contract_reviews" r SET "payment_verified" = true
FROM "contracts" c
WHERE c."id" = r."contract_id" AND c."client_id" IS NOT NULL AND c."developer_id" IS NOT NULL
  AND c."client_id" <> c."developer_id"
  AND EXISTS (
    SELECT 1 FROM "ledger_accounts" e
    JOIN "ledger_postings" p ON p."account_id" = e."id" AND p."amount" < 0
    JOIN "ledger_postings" q ON q."transaction_id" = p."transaction_id" AND q."amount" > 0
    JOIN "ledger_accounts" d ON d."id" = q."account_id"
    WHERE e."key" = 'escrow:contract:' || c."id" AND d."key" = 'available:' || c."developer_id");--> statement-breakpoint
-- Every profile's cached numbers recomputed from what now counts (the rule of review-standing.service.ts;
-- the prior 3.5 with weight 5 is RATING_PRIOR of packages/shared/src/reviews/review-rating.ts).
UPDATE "developer_profiles" SET "rating_tenths" = NULL, "rating_count" = 0, "rating_rank" = 3500,
  "rating_clients" = 0, "client_rating_milli" = NULL, "completed_projects" = 0, "completed_categories" = '{}'::jsonb;--> statement-breakpoint
UPDATE "developer_profiles" d SET
  "rating_tenths" = s."tenths", "rating_count" = s."reviews", "rating_clients" = s."clients",
  "client_rating_milli" = s."client_milli", "rating_rank" = round((5 * 3.5 + s."stars") * 1000 / (5 + s."reviews"))
FROM (
  SELECT "pid", sum("n")::int AS "reviews", sum("stars")::int AS "stars", count(*)::int AS "clients",
    round(sum("stars")::numeric * 10 / sum("n"))::int AS "tenths",
    round(avg("stars"::numeric / "n") * 1000)::int AS "client_milli"
  FROM (
    SELECT "subject_profile_id" AS "pid", coalesce("author_id", "id") AS "who", count(*) AS "n", sum("rating") AS "stars"
    FROM "contract_reviews"
    WHERE "author_role" = 'client' AND "payment_verified" AND "visible_at" <= now() AND "subject_profile_id" IS NOT NULL
    GROUP BY 1, 2
  ) per_client GROUP BY "pid"
) s WHERE s."pid" = d."id";--> statement-breakpoint
UPDATE "developer_profiles" d SET "completed_projects" = s."total", "completed_categories" = s."categories"
FROM (
  SELECT "pid", sum("n")::int AS "total",
    coalesce(jsonb_object_agg("category", "n") FILTER (WHERE "category" IS NOT NULL), '{}'::jsonb) AS "categories"
  FROM (
    SELECT c."developer_profile_id" AS "pid", j."category", count(*)::int AS "n"
    FROM "contracts" c LEFT JOIN "jobs" j ON j."id" = c."job_id"
    WHERE c."status" = 'completed' AND c."developer_profile_id" IS NOT NULL
      AND c."client_id" IS NOT NULL AND c."developer_id" IS NOT NULL AND c."client_id" <> c."developer_id"
      AND EXISTS (
        SELECT 1 FROM "ledger_accounts" e
        JOIN "ledger_postings" p ON p."account_id" = e."id" AND p."amount" < 0
        JOIN "ledger_postings" q ON q."transaction_id" = p."transaction_id" AND q."amount" > 0
        JOIN "ledger_accounts" a ON a."id" = q."account_id"
        WHERE e."key" = 'escrow:contract:' || c."id" AND a."key" = 'available:' || c."developer_id")
    GROUP BY 1, 2
  ) per_category GROUP BY "pid"
) s WHERE s."pid" = d."id";
