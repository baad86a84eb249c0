-- A vote in one round trip (issue 24): the lock, the checks and the writes of pressing up or down
-- on a question or an answer, as one function call. Each statement in it sees every vote committed
-- before the target's row lock was granted (PL/pgSQL takes a fresh snapshot per statement under
-- READ COMMITTED), so the counter, moved by each vote's difference, always equals the sum of the
-- rows. The rules (the same again removes a vote, the opposite switches it; what a vote is worth)
-- come from modules/community/reputation.ts through the arguments and votes.rules.test.ts checks
-- them; the outcome is 'cast', 'not_found' or 'own' (the voter wrote it), answered by the service,
-- with the author and whether their reputation moved (the service tells the session caches).
CREATE FUNCTION "press_vote"(
  "p_target" text, "p_question_id" uuid, "p_answer_id" uuid, "p_voter_id" uuid, "p_pressed" int,
  "p_upvote_worth" int, "p_downvote_worth" int
) RETURNS TABLE ("outcome" text, "before" int, "after" int, "votes" int, "author_id" uuid, "rewarded" boolean)
LANGUAGE plpgsql AS $$
DECLARE
  v_author uuid;
  v_author_is_ai boolean;
  v_before int;
  v_after int;
  v_votes int;
  v_delta int;
BEGIN
  SELECT q."author_id", u."is_ai" INTO v_author, v_author_is_ai
    FROM "questions" q JOIN "users" u ON u."id" = q."author_id"
    WHERE q."id" = p_question_id AND q."removed_at" IS NULL
    FOR UPDATE OF q;
  IF NOT FOUND THEN
    RETURN QUERY SELECT 'not_found'::text, 0, 0, 0, NULL::uuid, false;
    RETURN;
  END IF;
  IF p_target = 'answer' THEN
    SELECT a."author_id", u."is_ai" INTO v_author, v_author_is_ai
      FROM "answers" a JOIN "users" u ON u."id" = a."author_id"
      WHERE a."id" = p_answer_id AND a."question_id" = p_question_id AND a."removed_at" IS NULL
      FOR UPDATE OF a;
    IF NOT FOUND THEN
      RETURN QUERY SELECT 'not_found'::text, 0, 0, 0, NULL::uuid, false;
      RETURN;
    END IF;
  END IF;
  IF v_author = p_voter_id THEN
    RETURN QUERY SELECT 'own'::text, 0, 0, 0, v_author, false;
    RETURN;
  END IF;

  IF p_target = 'answer' THEN
    SELECT v."value" INTO v_before FROM "answer_votes" v WHERE v."answer_id" = p_answer_id AND v."user_id" = p_voter_id;
  ELSE
    SELECT v."value" INTO v_before FROM "question_votes" v WHERE v."question_id" = p_question_id AND v."user_id" = p_voter_id;
  END IF;
  v_before := coalesce(v_before, 0);
  v_after := CASE WHEN v_before = p_pressed THEN 0 ELSE p_pressed END;

  IF p_target = 'answer' THEN
    IF v_after = 0 THEN
      DELETE FROM "answer_votes" WHERE "answer_id" = p_answer_id AND "user_id" = p_voter_id;
    ELSE
      INSERT INTO "answer_votes" ("answer_id", "user_id", "value") VALUES (p_answer_id, p_voter_id, v_after)
        ON CONFLICT ("answer_id", "user_id") DO UPDATE SET "value" = excluded."value";
    END IF;
    UPDATE "answers" SET "votes" = "answers"."votes" + (v_after - v_before) WHERE "id" = p_answer_id
      RETURNING "answers"."votes" INTO v_votes;
  ELSE
    IF v_after = 0 THEN
      DELETE FROM "question_votes" WHERE "question_id" = p_question_id AND "user_id" = p_voter_id;
    ELSE
      INSERT INTO "question_votes" ("question_id", "user_id", "value") VALUES (p_question_id, p_voter_id, v_after)
        ON CONFLICT ("question_id", "user_id") DO UPDATE SET "value" = excluded."value";
    END IF;
    UPDATE "questions" SET "votes" = "questions"."votes" + (v_after - v_before) WHERE "id" = p_question_id
      RETURNING "questions"."votes" INTO v_votes;
  END IF;

  v_delta := (CASE v_after WHEN 1 THEN p_upvote_worth WHEN -1 THEN p_downvote_worth ELSE 0 END)
    - (CASE v_before WHEN 1 THEN p_upvote_worth WHEN -1 THEN p_downvote_worth ELSE 0 END);
  IF NOT v_author_is_ai AND v_delta <> 0 THEN
    UPDATE "users" SET "reputation" = "users"."reputation" + v_delta WHERE "id" = v_author;
  END IF;
  RETURN QUERY SELECT 'cast'::text, v_before, v_after, v_votes, v_author, (NOT v_author_is_ai AND v_delta <> 0);
END
$$;
