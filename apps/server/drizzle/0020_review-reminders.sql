CREATE TABLE "review_reminders" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"cycle_id" uuid NOT NULL,
	"user_id" text NOT NULL,
	"phase" text NOT NULL,
	"occasion" text NOT NULL,
	"sent_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "review_reminders_phase_known" CHECK ("review_reminders"."phase" in ('nominations', 'writing', 'sharing')),
	CONSTRAINT "review_reminders_occasion_known" CHECK ("review_reminders"."occasion" in ('opened', 'due-soon', 'overdue', 'manual'))
);
--> statement-breakpoint
ALTER TABLE "review_reminders" ADD CONSTRAINT "review_reminders_cycle_fk" FOREIGN KEY ("cycle_id") REFERENCES "public"."review_cycles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "review_reminders" ADD CONSTRAINT "review_reminders_user_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "review_reminders_once" ON "review_reminders" USING btree ("cycle_id","user_id","phase","occasion") WHERE "review_reminders"."occasion" <> 'manual';--> statement-breakpoint
CREATE INDEX "review_reminders_by_user" ON "review_reminders" USING btree ("user_id");