CREATE TABLE "notification_counters" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"unread" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "notification_unread_changes" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "notification_unread_changes_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"user_id" uuid NOT NULL,
	"delta" integer NOT NULL
);
--> statement-breakpoint
ALTER TABLE "notification_counters" ADD CONSTRAINT "notification_counters_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notification_unread_changes" ADD CONSTRAINT "notification_unread_changes_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "notification_unread_changes_user_idx" ON "notification_unread_changes" USING btree ("user_id");--> statement-breakpoint
-- Each visitor's unread count (issue 24): GET /api/notifications counted every unread row, which
-- grew with them. Now every statement on notifications records what it changed per visitor in
-- notification_unread_changes, in its own transaction, so the counter row plus the pending changes
-- always equals the count of unread rows; a compaction folds the changes into the counter
-- (notification-counters.repository.ts). The changes are only inserted: two writers notifying the
-- same visitor never wait for each other, nor does a long transaction hold anyone up. Statement
-- triggers see a statement's rows together ("mark all read" is one change per visitor).
CREATE FUNCTION "record_unread_changes"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO "notification_unread_changes" ("user_id", "delta")
      SELECT n."user_id", count(*)::int FROM new_rows n WHERE n."read_at" IS NULL GROUP BY n."user_id";
  ELSIF TG_OP = 'UPDATE' THEN
    INSERT INTO "notification_unread_changes" ("user_id", "delta")
      SELECT moved."user_id", sum(moved."delta")::int FROM (
        SELECT n."user_id", 1 AS "delta" FROM new_rows n WHERE n."read_at" IS NULL
        UNION ALL
        SELECT o."user_id", -1 FROM old_rows o WHERE o."read_at" IS NULL
      ) moved
      GROUP BY moved."user_id" HAVING sum(moved."delta") <> 0;
  ELSE
    -- Rows deleted with their visitor need nothing: the visitor's changes and counter go too.
    INSERT INTO "notification_unread_changes" ("user_id", "delta")
      SELECT o."user_id", -count(*)::int FROM old_rows o
      WHERE o."read_at" IS NULL AND EXISTS (SELECT 1 FROM "users" u WHERE u."id" = o."user_id")
      GROUP BY o."user_id";
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "notifications_unread_inserted" AFTER INSERT ON "notifications"
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "record_unread_changes"();
--> statement-breakpoint
CREATE TRIGGER "notifications_unread_updated" AFTER UPDATE ON "notifications"
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "record_unread_changes"();
--> statement-breakpoint
CREATE TRIGGER "notifications_unread_deleted" AFTER DELETE ON "notifications"
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION "record_unread_changes"();
--> statement-breakpoint
-- After the triggers: CREATE TRIGGER keeps writers out until this commits, so none is missed.
INSERT INTO "notification_counters" ("user_id", "unread")
  SELECT "user_id", count(*)::int FROM "notifications" WHERE "read_at" IS NULL GROUP BY "user_id";
