-- Mail and push for a notification (issue 34 §3-4) are queued in the outbox by the statement that
-- inserts the notification, in its transaction: every path that tells a member something (the
-- services' notifyUsers, and the one-statement message send of messages.repository.ts) gets its
-- mail and push without knowing about them, and a notification that rolls back queues nothing.
-- One INSERT ... SELECT per statement: an email row for each recipient whose group's email is
-- `instant` and who has a verified address, one push row per push subscription of recipients with
-- push on for that group. A mail is rendered by the sender (delivery/notification-mail.ts) from
-- the copy of the notification kept in the payload; a push payload is complete here.
-- These two functions mirror notificationGroupOf and DEFAULT_GROUP_SETTINGS of
-- packages/shared/src/delivery/delivery.constants.ts; delivery-sql-mirror.test.ts holds them equal.
CREATE FUNCTION "notification_group"("kind" text) RETURNS text LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT CASE
    WHEN kind = 'message.new' THEN 'messages'
    WHEN kind LIKE 'contract.%' OR kind LIKE 'milestone.%' OR kind = 'review.received' THEN 'contracts'
    WHEN kind LIKE 'answer.%' THEN 'community'
    WHEN kind LIKE 'bounty.%' THEN 'bounties'
    ELSE 'applications'
  END
$$;
--> statement-breakpoint
CREATE FUNCTION "default_group_setting"("group_name" text) RETURNS jsonb LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT CASE WHEN group_name IN ('messages', 'contracts') THEN '{"email":"instant","push":true}'::jsonb
    ELSE '{"email":"digest","push":true}'::jsonb END
$$;
--> statement-breakpoint
CREATE FUNCTION "queue_notification_delivery"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  WITH told AS (
    SELECT n."id", n."user_id", n."kind", n."title", n."body", n."link", g."group_name",
      coalesce(s."groups" -> g."group_name", "default_group_setting"(g."group_name")) AS "setting"
    FROM new_rows n
    CROSS JOIN LATERAL (SELECT "notification_group"(n."kind") AS "group_name") g
    LEFT JOIN "notification_settings" s ON s."user_id" = n."user_id"
  )
  INSERT INTO "outbox" ("user_id", "channel", "kind", "recipient", "payload")
  SELECT t."user_id", 'email', t."kind", e."email",
    jsonb_build_object('notificationId', t."id"::text, 'group', t."group_name", 'title', t."title",
      'body', t."body", 'link', t."link")
  FROM told t JOIN "account_emails" e ON e."user_id" = t."user_id"
  WHERE e."verified_at" IS NOT NULL AND e."email" IS NOT NULL AND t."setting" ->> 'email' = 'instant'
  UNION ALL
  SELECT t."user_id", 'push', t."kind", p."id"::text,
    jsonb_build_object('title', t."title", 'body', t."body", 'link', t."link", 'tag', t."kind" || ':' || t."link")
  FROM told t JOIN "push_subscriptions" p ON p."user_id" = t."user_id"
  WHERE (t."setting" ->> 'push')::boolean IS NOT FALSE;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "notifications_queue_delivery" AFTER INSERT ON "notifications"
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "queue_notification_delivery"();
