CREATE INDEX "webauthn_challenges_user_id_fk_idx" ON "webauthn_challenges" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "analytics_events_user_id_fk_idx" ON "analytics_events" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "job_invitations_invited_by_fk_idx" ON "job_invitations" USING btree ("invited_by");--> statement-breakpoint
CREATE INDEX "answer_votes_user_id_fk_idx" ON "answer_votes" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "question_votes_user_id_fk_idx" ON "question_votes" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "contract_disputes_contract_id_fk_idx" ON "contract_disputes" USING btree ("contract_id");--> statement-breakpoint
CREATE INDEX "contracts_job_id_fk_idx" ON "contracts" USING btree ("job_id");--> statement-breakpoint
CREATE INDEX "feedback_points_feedback_id_fk_idx" ON "feedback_points" USING btree ("feedback_id");--> statement-breakpoint
CREATE INDEX "feedback_points_user_id_fk_idx" ON "feedback_points" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "ledger_accounts_user_id_fk_idx" ON "ledger_accounts" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "job_match_dismissals_dismissed_by_fk_idx" ON "job_match_dismissals" USING btree ("dismissed_by");--> statement-breakpoint
CREATE INDEX "application_messages_author_id_fk_idx" ON "application_messages" USING btree ("author_id");--> statement-breakpoint
CREATE INDEX "prototype_likes_user_id_fk_idx" ON "prototype_likes" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "contract_reviews_author_id_fk_idx" ON "contract_reviews" USING btree ("author_id");--> statement-breakpoint
CREATE INDEX "tasks_created_by_fk_idx" ON "tasks" USING btree ("created_by");--> statement-breakpoint
CREATE INDEX "tasks_opportunity_id_fk_idx" ON "tasks" USING btree ("opportunity_id");