CREATE INDEX "meeting_reminders_by_time" ON "meeting_reminders" USING btree ("occurs_at");--> statement-breakpoint
CREATE INDEX "meetings_exceptions_of_series" ON "meetings" USING btree ("series_id","occurs_at") WHERE "meetings"."skipped" or "meetings"."starts_at" is not null;--> statement-breakpoint
CREATE INDEX "meetings_exceptions_by_time" ON "meetings" USING btree ("occurs_at") WHERE "meetings"."skipped" or "meetings"."starts_at" is not null;--> statement-breakpoint
CREATE INDEX "meetings_moved_by_start" ON "meetings" USING btree ("starts_at") WHERE "meetings"."starts_at" is not null;