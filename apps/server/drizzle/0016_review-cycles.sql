CREATE TABLE "review_cycles" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"template_id" uuid,
	"template" jsonb,
	"period_start" date NOT NULL,
	"period_end" date NOT NULL,
	"reviews" text[] NOT NULL,
	"peers_min" smallint NOT NULL,
	"peers_max" smallint NOT NULL,
	"anonymity_threshold" smallint NOT NULL,
	"nominations_due" date,
	"writing_due" date NOT NULL,
	"calibration_due" date NOT NULL,
	"sharing_due" date NOT NULL,
	"department_ids" uuid[] NOT NULL,
	"manager_ids" text[] NOT NULL,
	"started_by" date,
	"phase" text DEFAULT 'draft' NOT NULL,
	"launched_at" timestamp (3) with time zone,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "review_cycles_phase_known" CHECK ("review_cycles"."phase" in ('draft', 'nominations', 'writing', 'calibration', 'sharing', 'closed')),
	CONSTRAINT "review_cycles_threshold" CHECK ("review_cycles"."anonymity_threshold" between 3 and 10),
	CONSTRAINT "review_cycles_peer_limits" CHECK ("review_cycles"."peers_min" between 1 and "review_cycles"."peers_max"),
	CONSTRAINT "review_cycles_launched_with_template" CHECK (("review_cycles"."phase" = 'draft') = ("review_cycles"."template" is null))
);
--> statement-breakpoint
CREATE TABLE "review_participants" (
	"cycle_id" uuid NOT NULL,
	"person_id" text NOT NULL,
	"manager_id" text,
	"department_id" uuid,
	CONSTRAINT "review_participants_cycle_id_person_id_pk" PRIMARY KEY("cycle_id","person_id")
);
--> statement-breakpoint
ALTER TABLE "review_cycles" ADD CONSTRAINT "review_cycles_template_id_review_templates_id_fk" FOREIGN KEY ("template_id") REFERENCES "public"."review_templates"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "review_participants" ADD CONSTRAINT "review_participants_cycle_id_review_cycles_id_fk" FOREIGN KEY ("cycle_id") REFERENCES "public"."review_cycles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "review_participants" ADD CONSTRAINT "review_participants_person_id_users_id_fk" FOREIGN KEY ("person_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "review_participants" ADD CONSTRAINT "review_participants_manager_id_users_id_fk" FOREIGN KEY ("manager_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "review_participants" ADD CONSTRAINT "review_participants_department_id_org_units_id_fk" FOREIGN KEY ("department_id") REFERENCES "public"."org_units"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "review_cycles_by_template" ON "review_cycles" USING btree ("template_id");--> statement-breakpoint
CREATE INDEX "review_participants_by_manager" ON "review_participants" USING btree ("cycle_id","manager_id");