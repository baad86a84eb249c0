-- A keyed stake in three round trips instead of seven (issue 24, decision 010): post_operation can
-- mark the request's Idempotency-Key claim committed itself, so a ledger operation that is the
-- whole of a keyed request's write needs no transaction around it (begin, marker and commit were
-- three more round trips). One statement is atomic: the postings, the balances and the marker
-- commit together or not at all. When the claim is no longer the request's (a retry took it over),
-- it raises SQLSTATE 'IK409' and nothing is written.
-- It also answers the balances of the operation's accounts after it ({ key: balance }), so the
-- caller need not read them again.
DROP FUNCTION "post_operation"(text, text, uuid, int, text, text, timestamptz, jsonb, jsonb, int);
--> statement-breakpoint
CREATE FUNCTION "post_operation"(
  "p_key" text, "p_type" text, "p_user_id" uuid, "p_amount" int, "p_direction" text, "p_description" text,
  "p_at" timestamptz, "p_accounts" jsonb, "p_movements" jsonb, "p_mint_floor" int,
  "p_claim_user" uuid DEFAULT NULL, "p_claim_key" text DEFAULT NULL, "p_claim_id" uuid DEFAULT NULL
) RETURNS TABLE (
  "outcome" text, "t_id" uuid, "t_created_at" timestamptz, "t_type" text, "t_user_id" uuid, "t_amount" int,
  "t_direction" text, "t_description" text, "refused_key" text, "refused_balance" int, "balances" jsonb
)
LANGUAGE plpgsql AS $$
DECLARE
  v_id uuid;
  v_account record;
  v_refused_key text;
  v_refused_kind text;
  v_refused_balance int;
  v_balances jsonb := '{}'::jsonb;
BEGIN
  INSERT INTO "ledger_transactions" ("idempotency_key", "type", "user_id", "amount", "direction", "description", "created_at")
    VALUES (p_key, p_type, p_user_id, p_amount, p_direction, p_description, coalesce(p_at, now()))
    ON CONFLICT ("idempotency_key") DO NOTHING
    RETURNING "id" INTO v_id;
  IF v_id IS NULL THEN
    IF p_claim_id IS NOT NULL THEN
      PERFORM "mark_claim_committed"(p_claim_user, p_claim_key, p_claim_id);
    END IF;
    SELECT coalesce(jsonb_object_agg(l."key", l."balance"), '{}'::jsonb) INTO v_balances
      FROM "ledger_accounts" l
      JOIN jsonb_to_recordset(p_accounts) AS a("key" text) ON a."key" = l."key";
    RETURN QUERY SELECT 'replayed'::text, t."id", t."created_at", t."type", t."user_id", t."amount", t."direction",
        t."description", NULL::text, NULL::int, v_balances
      FROM "ledger_transactions" t WHERE t."idempotency_key" = p_key;
    RETURN;
  END IF;

  INSERT INTO "ledger_accounts" ("key", "kind", "user_id", "bounty_id")
    SELECT a."key", a."kind", a."userId", a."bountyId"
      FROM jsonb_to_recordset(p_accounts) AS a("key" text, "kind" text, "userId" uuid, "bountyId" uuid)
    ON CONFLICT ("key") DO NOTHING;

  FOR v_account IN
    SELECT l."key", l."kind", l."balance", a."delta"
      FROM "ledger_accounts" l
      JOIN jsonb_to_recordset(p_accounts) AS a("key" text, "delta" int) ON a."key" = l."key"
      ORDER BY l."key"
      FOR UPDATE OF l
  LOOP
    IF v_refused_key IS NULL AND (
      (v_account."kind" <> 'mint' AND v_account."balance" + v_account."delta" < 0)
      OR (v_account."kind" = 'mint' AND v_account."balance" + v_account."delta" < p_mint_floor)
    ) THEN
      v_refused_key := v_account."key";
      v_refused_kind := v_account."kind";
      v_refused_balance := v_account."balance";
    END IF;
    v_balances := v_balances || jsonb_build_object(v_account."key", v_account."balance" + v_account."delta");
  END LOOP;
  IF v_refused_key IS NOT NULL THEN
    DELETE FROM "ledger_transactions" WHERE "id" = v_id;
    RETURN QUERY SELECT (CASE WHEN v_refused_kind = 'mint' THEN 'supply' ELSE 'insufficient' END)::text,
      NULL::uuid, NULL::timestamptz, NULL::text, NULL::uuid, NULL::int, NULL::text, NULL::text,
      v_refused_key, v_refused_balance, NULL::jsonb;
    RETURN;
  END IF;

  INSERT INTO "ledger_postings" ("transaction_id", "account_id", "amount")
    SELECT v_id, l."id", side."sign" * m."amount"
      FROM jsonb_to_recordset(p_movements) AS m("from" text, "to" text, "amount" int)
      CROSS JOIN LATERAL (VALUES (m."from", -1), (m."to", 1)) AS side("key", "sign")
      JOIN "ledger_accounts" l ON l."key" = side."key";
  UPDATE "ledger_accounts" l SET "balance" = l."balance" + a."delta"
    FROM jsonb_to_recordset(p_accounts) AS a("key" text, "delta" int)
    WHERE l."key" = a."key" AND a."delta" <> 0;
  IF p_claim_id IS NOT NULL THEN
    PERFORM "mark_claim_committed"(p_claim_user, p_claim_key, p_claim_id);
  END IF;

  RETURN QUERY SELECT 'posted'::text, t."id", t."created_at", t."type", t."user_id", t."amount", t."direction",
      t."description", NULL::text, NULL::int, v_balances
    FROM "ledger_transactions" t WHERE t."id" = v_id;
END
$$;
--> statement-breakpoint
-- What withCommitMarker (modules/idempotency/commit-marker.ts) does before a keyed transaction
-- commits, for a write that is one statement: marks the claim committed, or raises 'IK409' when
-- the claim is no longer this request's, which undoes the whole statement.
CREATE FUNCTION "mark_claim_committed"("p_user" uuid, "p_key" text, "p_claim_id" uuid) RETURNS void
LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "idempotency_keys" SET "committed_at" = coalesce("committed_at", now())
    WHERE "user_id" = p_user AND "key" = p_key AND "claim_id" = p_claim_id;
  IF NOT FOUND THEN
    RAISE EXCEPTION 'The Idempotency-Key claim was taken over by a retry' USING ERRCODE = 'IK409';
  END IF;
END
$$;
