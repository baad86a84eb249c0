-- Identity changes (issue 24): every server process keeps a short-lived cache of the sessions it
-- has resolved (modules/users/session-cache.ts). Any change to a session or to its user (sign-out,
-- revocation, a saved account's expiry, a profile or reputation change, a deletion) is announced
-- on the `identity` channel with the user's id, delivered at commit to every process, which then
-- forgets that user's cached sessions. A new session or user changes nothing cached: not announced.
-- Identical announcements within one transaction are delivered once (PostgreSQL folds them).
CREATE FUNCTION "announce_identity_change"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_TABLE_NAME = 'sessions' THEN
    PERFORM pg_notify('identity', OLD."user_id"::text);
    IF TG_OP = 'UPDATE' AND NEW."user_id" IS DISTINCT FROM OLD."user_id" THEN
      PERFORM pg_notify('identity', NEW."user_id"::text);
    END IF;
  ELSE
    PERFORM pg_notify('identity', OLD."id"::text);
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "identity_sessions" AFTER UPDATE OR DELETE ON "sessions" FOR EACH ROW EXECUTE FUNCTION "announce_identity_change"();--> statement-breakpoint
CREATE TRIGGER "identity_users" AFTER UPDATE OR DELETE ON "users" FOR EACH ROW EXECUTE FUNCTION "announce_identity_change"();
