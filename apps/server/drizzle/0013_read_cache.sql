-- The read cache's generations (plugins/read-cache.ts): one counter per cached read, bumped by
-- the tables behind it, at commit, inside the writing transaction. Deferred so the counter row is
-- locked only while the writer commits (no lock-order deadlocks with the writer's own rows), and
-- once per scope per transaction however many rows change. Each bump is also sent on the
-- `read_cache` channel, delivered at commit.
CREATE TABLE "read_cache_generations" (
	"scope" text PRIMARY KEY NOT NULL,
	"generation" bigint DEFAULT 0 NOT NULL
);--> statement-breakpoint
INSERT INTO "read_cache_generations" ("scope") VALUES ('questions'), ('prototypes'), ('pipeline'), ('tasks'), ('feedback');--> statement-breakpoint
CREATE FUNCTION "bump_read_cache"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  changed_scope text;
  new_generation bigint;
BEGIN
  FOREACH changed_scope IN ARRAY TG_ARGV LOOP
    IF current_setting('read_cache.bumped_' || changed_scope, true) IS DISTINCT FROM txid_current()::text THEN
      PERFORM set_config('read_cache.bumped_' || changed_scope, txid_current()::text, true);
      UPDATE "read_cache_generations" SET "generation" = "generation" + 1 WHERE "scope" = changed_scope
        RETURNING "generation" INTO new_generation;
      -- Heard by the embedded database's own process (PostgreSQL servers read the table instead).
      PERFORM pg_notify('read_cache', changed_scope || ':' || new_generation);
    END IF;
  END LOOP;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "read_cache_questions" AFTER INSERT OR UPDATE OR DELETE ON "questions" DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "bump_read_cache"('questions');--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "read_cache_users" AFTER INSERT OR UPDATE OR DELETE ON "users" DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "bump_read_cache"('questions', 'prototypes');--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "read_cache_prototypes" AFTER INSERT OR UPDATE OR DELETE ON "prototypes" DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "bump_read_cache"('prototypes');--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "read_cache_opportunities" AFTER INSERT OR UPDATE OR DELETE ON "opportunities" DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "bump_read_cache"('pipeline', 'tasks');--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "read_cache_opportunity_stage_history" AFTER INSERT OR UPDATE OR DELETE ON "opportunity_stage_history" DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "bump_read_cache"('pipeline');--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "read_cache_tasks" AFTER INSERT OR UPDATE OR DELETE ON "tasks" DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "bump_read_cache"('tasks');--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "read_cache_feedback" AFTER INSERT OR UPDATE OR DELETE ON "feedback" DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "bump_read_cache"('feedback');
