CREATE TABLE "review_requests" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"cycle_id" uuid NOT NULL,
	"subject_id" text NOT NULL,
	"reviewer_id" text NOT NULL,
	"relation" text NOT NULL,
	"answers" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"submitted_at" timestamp (3) with time zone,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "review_requests_relation_known" CHECK ("review_requests"."relation" in ('self', 'manager', 'peer', 'upward')),
	CONSTRAINT "review_requests_self_is_oneself" CHECK (("review_requests"."relation" = 'self') = ("review_requests"."subject_id" = "review_requests"."reviewer_id"))
);
--> statement-breakpoint
ALTER TABLE "review_requests" ADD CONSTRAINT "review_requests_reviewer_id_users_id_fk" FOREIGN KEY ("reviewer_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "review_requests" ADD CONSTRAINT "review_requests_subject_fk" FOREIGN KEY ("cycle_id","subject_id") REFERENCES "public"."review_participants"("cycle_id","person_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "review_requests_once" ON "review_requests" USING btree ("cycle_id","subject_id","reviewer_id","relation");--> statement-breakpoint
CREATE INDEX "review_requests_by_reviewer" ON "review_requests" USING btree ("reviewer_id","cycle_id");