ALTER TABLE "review_participants" ADD COLUMN "final_rating" smallint;--> statement-breakpoint
ALTER TABLE "review_participants" ADD COLUMN "final_rating_reason" text;--> statement-breakpoint
ALTER TABLE "review_participants" ADD COLUMN "shared_at" timestamp (3) with time zone;--> statement-breakpoint
ALTER TABLE "review_participants" ADD COLUMN "shared_by" text;--> statement-breakpoint
ALTER TABLE "review_participants" ADD COLUMN "acknowledged_at" timestamp (3) with time zone;--> statement-breakpoint
ALTER TABLE "review_participants" ADD COLUMN "acknowledgement_comment" text;--> statement-breakpoint
ALTER TABLE "review_participants" ADD CONSTRAINT "review_participants_shared_by_users_id_fk" FOREIGN KEY ("shared_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "review_participants" ADD CONSTRAINT "review_participants_rating_positive" CHECK ("review_participants"."final_rating" is null or "review_participants"."final_rating" >= 1);--> statement-breakpoint
ALTER TABLE "review_participants" ADD CONSTRAINT "review_participants_acknowledged_once_shared" CHECK ("review_participants"."acknowledged_at" is null or "review_participants"."shared_at" is not null);