CREATE TABLE "review_nominations" (
	"cycle_id" uuid NOT NULL,
	"subject_id" text NOT NULL,
	"peer_id" text NOT NULL,
	"status" text NOT NULL,
	"added_by" text NOT NULL,
	"decline_reason" text,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "review_nominations_cycle_id_subject_id_peer_id_pk" PRIMARY KEY("cycle_id","subject_id","peer_id"),
	CONSTRAINT "review_nominations_not_oneself" CHECK ("review_nominations"."subject_id" <> "review_nominations"."peer_id"),
	CONSTRAINT "review_nominations_status_known" CHECK ("review_nominations"."status" in ('proposed', 'approved', 'declined')),
	CONSTRAINT "review_nominations_added_by_known" CHECK ("review_nominations"."added_by" in ('self', 'manager'))
);
--> statement-breakpoint
ALTER TABLE "review_nominations" ADD CONSTRAINT "review_nominations_peer_id_users_id_fk" FOREIGN KEY ("peer_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "review_nominations" ADD CONSTRAINT "review_nominations_participant_fk" FOREIGN KEY ("cycle_id","subject_id") REFERENCES "public"."review_participants"("cycle_id","person_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "review_nominations_by_peer" ON "review_nominations" USING btree ("cycle_id","peer_id");