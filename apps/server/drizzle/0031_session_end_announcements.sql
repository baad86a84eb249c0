-- A session's end (issue 35 §1): every server process ends the live notification streams opened
-- with that session within a second. Sessions only ever end by DELETE (sign-out, "sign out" of one
-- device or of every other one, the sweep of expired ones at sign-in, account deletion); each
-- deleted row is announced on the `session_ended` channel as `<session id>:<reason>`, delivered at
-- commit to every listening process (never for a rolled-back end).
-- The trigger is deferred to the commit so it sees the whole transaction: an account deletion ends
-- the sessions before it marks the user deleted. The reason is `deleted` when the user is gone or
-- marked deleted, `expired` for a session past its end, else what the ending transaction set in
-- `app.session_end_reason` (sessions.repository.ts: `signed_out`), `revoked` when it set nothing.
CREATE FUNCTION "announce_session_end"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  reason text;
BEGIN
  IF NOT EXISTS (SELECT 1 FROM "users" WHERE "id" = OLD."user_id" AND "deleted_at" IS NULL) THEN
    reason := 'deleted';
  ELSIF OLD."expires_at" IS NOT NULL AND OLD."expires_at" <= now() THEN
    reason := 'expired';
  ELSE
    reason := coalesce(nullif(current_setting('app.session_end_reason', true), ''), 'revoked');
  END IF;
  PERFORM pg_notify('session_ended', OLD."id"::text || ':' || reason);
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "sessions_announce_end" AFTER DELETE ON "sessions" DEFERRABLE INITIALLY DEFERRED
  FOR EACH ROW EXECUTE FUNCTION "announce_session_end"();
