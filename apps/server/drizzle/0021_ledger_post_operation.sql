-- A ledger operation in one round trip (issue 24): what postOperation (modules/ledger/ledger.service.ts)
-- did in five statements, as one function call, in the caller's transaction. It claims the
-- operation's idempotency key (a key already used answers 'replayed' with the earlier transaction and
-- moves nothing), creates missing accounts, locks every account of the operation in key order (one
-- fixed order everywhere, so two operations never deadlock), refuses to take an account but the mint
-- below zero ('insufficient', with the first such account in key order and its balance) or the mint
-- below p_mint_floor ('supply'), and only then writes one posting per side and moves the cached
-- balances. A refusal deletes the transaction row it claimed, so the caller's transaction may go on.
-- p_accounts: [{ key, kind, userId, bountyId, delta }] (the operation's net change per account);
-- p_movements: [{ from, to, amount }] (account keys). The service builds both and checks the amounts.
CREATE FUNCTION "post_operation"(
  "p_key" text, "p_type" text, "p_user_id" uuid, "p_amount" int, "p_direction" text, "p_description" text,
  "p_at" timestamptz, "p_accounts" jsonb, "p_movements" jsonb, "p_mint_floor" int
) RETURNS TABLE (
  "outcome" text, "t_id" uuid, "t_created_at" timestamptz, "t_type" text, "t_user_id" uuid, "t_amount" int,
  "t_direction" text, "t_description" text, "refused_key" text, "refused_balance" int
)
LANGUAGE plpgsql AS $$
DECLARE
  v_id uuid;
  v_account record;
  v_refused_key text;
  v_refused_kind text;
  v_refused_balance int;
BEGIN
  INSERT INTO "ledger_transactions" ("idempotency_key", "type", "user_id", "amount", "direction", "description", "created_at")
    VALUES (p_key, p_type, p_user_id, p_amount, p_direction, p_description, coalesce(p_at, now()))
    ON CONFLICT ("idempotency_key") DO NOTHING
    RETURNING "id" INTO v_id;
  IF v_id IS NULL THEN
    RETURN QUERY SELECT 'replayed'::text, t."id", t."created_at", t."type", t."user_id", t."amount", t."direction",
        t."description", NULL::text, NULL::int
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
  END LOOP;
  IF v_refused_key IS NOT NULL THEN
    DELETE FROM "ledger_transactions" WHERE "id" = v_id;
    RETURN QUERY SELECT (CASE WHEN v_refused_kind = 'mint' THEN 'supply' ELSE 'insufficient' END)::text,
      NULL::uuid, NULL::timestamptz, NULL::text, NULL::uuid, NULL::int, NULL::text, NULL::text,
      v_refused_key, v_refused_balance;
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

  RETURN QUERY SELECT 'posted'::text, t."id", t."created_at", t."type", t."user_id", t."amount", t."direction",
      t."description", NULL::text, NULL::int
    FROM "ledger_transactions" t WHERE t."id" = v_id;
END
$$;
