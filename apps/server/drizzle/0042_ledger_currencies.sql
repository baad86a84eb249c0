ALTER TABLE "ledger_accounts" DROP CONSTRAINT "ledger_accounts_non_negative";--> statement-breakpoint
ALTER TABLE "ledger_accounts" ADD COLUMN "currency" text DEFAULT 'TOKENS' NOT NULL;--> statement-breakpoint
ALTER TABLE "ledger_transactions" ADD COLUMN "currency" text DEFAULT 'TOKENS' NOT NULL;--> statement-breakpoint
ALTER TABLE "ledger_accounts" ADD CONSTRAINT "ledger_accounts_currency_kind" CHECK (("ledger_accounts"."kind" in ('mint', 'pool', 'available', 'staked') and "ledger_accounts"."currency" = 'TOKENS')
        or ("ledger_accounts"."kind" in ('bank', 'owed', 'revenue', 'suspense') and "ledger_accounts"."currency" <> 'TOKENS')
        or "ledger_accounts"."kind" = 'escrow');--> statement-breakpoint
ALTER TABLE "ledger_accounts" ADD CONSTRAINT "ledger_accounts_non_negative" CHECK ("ledger_accounts"."kind" in ('mint', 'bank') or "ledger_accounts"."balance" >= 0);
--> statement-breakpoint
-- hand-written (issue 42, decision 022)
-- post_operation of migration 0041 with one more argument, p_currency: the transaction stores it,
-- the accounts it creates hold it, and an account in another currency fails the whole operation
-- (SQLSTATE 'LC409'; the service never asks it, so it is a bug, not a refusal). The bank, like the
-- mint, may go below zero: its negative balance is what the platform's bank account holds.
DROP FUNCTION "post_operation"(text, text, uuid, int, text, text, timestamptz, jsonb, jsonb, int, uuid, text, uuid, boolean);
--> statement-breakpoint
CREATE FUNCTION "post_operation"(
  "p_key" text, "p_type" text, "p_user_id" uuid, "p_amount" int, "p_direction" text, "p_description" text,
  "p_at" timestamptz, "p_accounts" jsonb, "p_movements" jsonb, "p_mint_floor" int,
  "p_claim_user" uuid DEFAULT NULL, "p_claim_key" text DEFAULT NULL, "p_claim_id" uuid DEFAULT NULL,
  "p_earned" boolean DEFAULT false, "p_currency" text DEFAULT 'TOKENS'
) RETURNS TABLE (
  "outcome" text, "t_id" uuid, "t_created_at" timestamptz, "t_type" text, "t_user_id" uuid, "t_amount" int,
  "t_direction" text, "t_description" text, "refused_key" text, "refused_balance" int, "balances" jsonb
)
LANGUAGE plpgsql AS $$
DECLARE
  v_id uuid;
  v_created_at timestamptz;
  v_account record;
  v_refused_key text;
  v_refused_kind text;
  v_refused_balance int;
  v_balances jsonb := '{}'::jsonb;
  v_account_ids jsonb := '{}'::jsonb;
  v_keys text[];
  v_key_deltas int[];
  v_delta int;
  v_ids uuid[] := '{}';
  v_deltas int[] := '{}';
BEGIN
  INSERT INTO "ledger_transactions" ("idempotency_key", "type", "user_id", "amount", "currency", "direction", "description", "earned", "created_at")
    VALUES (p_key, p_type, p_user_id, p_amount, p_currency, p_direction, p_description, coalesce(p_earned, false), coalesce(p_at, now()))
    ON CONFLICT ("idempotency_key") DO NOTHING
    RETURNING "id", "created_at" INTO v_id, v_created_at;
  IF v_id IS NULL THEN
    IF p_claim_id IS NOT NULL THEN
      PERFORM "mark_claim_committed"(p_claim_user, p_claim_key, p_claim_id);
    END IF;
    SELECT coalesce(jsonb_object_agg(l."key", l."balance"), '{}'::jsonb) INTO v_balances
      FROM "ledger_accounts" l
      WHERE l."key" IN (SELECT a."key" FROM jsonb_to_recordset(p_accounts) AS a("key" text));
    RETURN QUERY SELECT 'replayed'::text, t."id", t."created_at", t."type", t."user_id", t."amount", t."direction",
        t."description", NULL::text, NULL::int, v_balances
      FROM "ledger_transactions" t WHERE t."idempotency_key" = p_key;
    RETURN;
  END IF;

  INSERT INTO "ledger_accounts" ("key", "kind", "currency", "user_id", "bounty_id")
    SELECT a."key", a."kind", p_currency, a."userId", a."bountyId"
      FROM jsonb_to_recordset(p_accounts) AS a("key" text, "kind" text, "userId" uuid, "bountyId" uuid)
    ON CONFLICT ("key") DO NOTHING;

  -- The keys as an array, so that the lock below is an index scan of ledger_accounts_key_unique
  -- whatever the planner guesses of a JSON document's length (it guesses 100 rows, and joined them
  -- by hash with a sequential scan of the whole table).
  SELECT array_agg(a."key"), array_agg(a."delta") INTO v_keys, v_key_deltas
    FROM jsonb_to_recordset(p_accounts) AS a("key" text, "delta" int);
  FOR v_account IN
    SELECT l."id", l."key", l."kind", l."currency", l."balance"
      FROM "ledger_accounts" l
      WHERE l."key" = ANY (v_keys)
      ORDER BY l."key"
      FOR UPDATE
  LOOP
    IF v_account."currency" <> p_currency THEN
      RAISE EXCEPTION 'A ledger operation in % cannot move the % account %', p_currency, v_account."currency", v_account."key"
        USING ERRCODE = 'LC409';
    END IF;
    v_delta := v_key_deltas[array_position(v_keys, v_account."key")];
    IF v_refused_key IS NULL AND (
      (v_account."kind" NOT IN ('mint', 'bank') AND v_account."balance" + v_delta < 0)
      OR (v_account."kind" = 'mint' AND v_account."balance" + v_delta < p_mint_floor)
    ) THEN
      v_refused_key := v_account."key";
      v_refused_kind := v_account."kind";
      v_refused_balance := v_account."balance";
    END IF;
    v_balances := v_balances || jsonb_build_object(v_account."key", v_account."balance" + v_delta);
    v_account_ids := v_account_ids || jsonb_build_object(v_account."key", v_account."id");
    IF v_delta <> 0 THEN
      v_ids := v_ids || v_account."id";
      v_deltas := v_deltas || v_delta;
    END IF;
  END LOOP;
  IF v_refused_key IS NOT NULL THEN
    DELETE FROM "ledger_transactions" WHERE "id" = v_id;
    RETURN QUERY SELECT (CASE WHEN v_refused_kind = 'mint' THEN 'supply' ELSE 'insufficient' END)::text,
      NULL::uuid, NULL::timestamptz, NULL::text, NULL::uuid, NULL::int, NULL::text, NULL::text,
      v_refused_key, v_refused_balance, NULL::jsonb;
    RETURN;
  END IF;

  INSERT INTO "ledger_postings" ("transaction_id", "account_id", "amount")
    SELECT v_id, (v_account_ids ->> side."key")::uuid, side."sign" * m."amount"
      FROM jsonb_to_recordset(p_movements) AS m("from" text, "to" text, "amount" int)
      CROSS JOIN LATERAL (VALUES (m."from", -1), (m."to", 1)) AS side("key", "sign");
  UPDATE "ledger_accounts" SET "balance" = "balance" + v_deltas[array_position(v_ids, "id")]
    WHERE "id" = ANY (v_ids);
  IF p_claim_id IS NOT NULL THEN
    UPDATE "idempotency_keys" SET "committed_at" = coalesce("committed_at", now())
      WHERE "user_id" = p_claim_user AND "key" = p_claim_key AND "claim_id" = p_claim_id;
    IF NOT FOUND THEN
      RAISE EXCEPTION 'The Idempotency-Key claim was taken over by a retry' USING ERRCODE = 'IK409';
    END IF;
  END IF;

  outcome := 'posted';
  t_id := v_id;
  t_created_at := v_created_at;
  t_type := p_type;
  t_user_id := p_user_id;
  t_amount := p_amount;
  t_direction := p_direction;
  t_description := p_description;
  balances := v_balances;
  RETURN NEXT;
END
$$;
