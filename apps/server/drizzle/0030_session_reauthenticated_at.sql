-- "Sudo mode" (issue 35): when a session last proved possession of a passkey or a recovery code
-- (a sign-in or a re-authentication). Adding a passkey to a saved account, new recovery codes,
-- removing a passkey and deleting a saved account need it within the last 10 minutes.
ALTER TABLE "sessions" ADD COLUMN "reauthenticated_at" timestamp with time zone;
