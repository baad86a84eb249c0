ALTER TABLE "users" ADD COLUMN "name_chosen_at" timestamp with time zone;--> statement-breakpoint
-- Issue 41 §1: a member who already has a name other than the default chose it (seeded members,
-- PUT /api/users/:id); a member who still has the default but wrote a name on their developer
-- profile is known by that name from now on, as the directory already showed it.
UPDATE "users" SET "name_chosen_at" = "created_at"
  WHERE "deleted_at" IS NULL AND "name" <> 'Community Member';--> statement-breakpoint
UPDATE "users" u SET "name" = left(btrim(p."name"), 60), "name_chosen_at" = now()
  FROM "developer_profiles" p
  WHERE p."user_id" = u."id" AND u."deleted_at" IS NULL AND u."name_chosen_at" IS NULL
    AND btrim(p."name") <> '' AND lower(btrim(p."name")) <> 'deleted member';
