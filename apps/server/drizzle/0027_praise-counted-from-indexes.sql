DROP INDEX "praise_by_time";--> statement-breakpoint
DROP INDEX "praise_recipients_by_time";--> statement-breakpoint
CREATE INDEX "praise_by_time" ON "praise" USING btree ("created_at","value_id");--> statement-breakpoint
CREATE INDEX "praise_recipients_by_time" ON "praise_recipients" USING btree ("created_at","user_id");