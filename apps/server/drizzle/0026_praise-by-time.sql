CREATE INDEX "praise_by_time" ON "praise" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "praise_recipients_by_time" ON "praise_recipients" USING btree ("created_at");