CREATE TABLE "calendar_feeds" (
	"user_id" text PRIMARY KEY NOT NULL,
	"token_hash" text NOT NULL,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "calendar_feeds_token_hash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
CREATE TABLE "meeting_participants" (
	"series_id" uuid NOT NULL,
	"user_id" text NOT NULL,
	"email_reminders" boolean DEFAULT false NOT NULL,
	CONSTRAINT "meeting_participants_series_id_user_id_pk" PRIMARY KEY("series_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "meeting_points" (
	"id" uuid PRIMARY KEY NOT NULL,
	"series_id" uuid NOT NULL,
	"text" text NOT NULL,
	"author_id" text,
	"position" integer NOT NULL,
	"added_for" timestamp (3) with time zone NOT NULL,
	"done_for" timestamp (3) with time zone,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "meeting_private_notes" (
	"series_id" uuid NOT NULL,
	"occurs_at" timestamp (3) with time zone NOT NULL,
	"author_id" text NOT NULL,
	"text" text NOT NULL,
	CONSTRAINT "meeting_private_notes_series_id_occurs_at_author_id_pk" PRIMARY KEY("series_id","occurs_at","author_id")
);
--> statement-breakpoint
CREATE TABLE "meeting_reminders" (
	"series_id" uuid NOT NULL,
	"occurs_at" timestamp (3) with time zone NOT NULL,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "meeting_reminders_series_id_occurs_at_pk" PRIMARY KEY("series_id","occurs_at")
);
--> statement-breakpoint
CREATE TABLE "meeting_schedules" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"series_id" uuid NOT NULL,
	"uid" text NOT NULL,
	"starts_local" text NOT NULL,
	"time_zone" text NOT NULL,
	"duration_minutes" integer NOT NULL,
	"rrule" text,
	"first_at" timestamp (3) with time zone NOT NULL,
	"last_at" timestamp (3) with time zone,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "meeting_schedules_duration" CHECK ("meeting_schedules"."duration_minutes" between 5 and 480)
);
--> statement-breakpoint
CREATE TABLE "meeting_series" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"kind" text NOT NULL,
	"title" text NOT NULL,
	"organiser_id" text,
	"sequence" integer DEFAULT 0 NOT NULL,
	"cancelled_at" timestamp (3) with time zone,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "meeting_series_kind_known" CHECK ("meeting_series"."kind" in ('one-on-one', 'team'))
);
--> statement-breakpoint
CREATE TABLE "meeting_templates" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"owner_id" text,
	"name" text NOT NULL,
	"points" jsonb NOT NULL,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "meetings" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"series_id" uuid NOT NULL,
	"occurs_at" timestamp (3) with time zone NOT NULL,
	"starts_at" timestamp (3) with time zone,
	"skipped" boolean DEFAULT false NOT NULL,
	"notes" text DEFAULT '' NOT NULL,
	"notes_version" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "meetings_series_occurrence" UNIQUE("series_id","occurs_at")
);
--> statement-breakpoint
ALTER TABLE "tasks" ADD COLUMN "meeting_series_id" uuid;--> statement-breakpoint
ALTER TABLE "tasks" ADD COLUMN "meeting_occurs_at" timestamp (3) with time zone;--> statement-breakpoint
ALTER TABLE "calendar_feeds" ADD CONSTRAINT "calendar_feeds_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "meeting_participants" ADD CONSTRAINT "meeting_participants_series_id_meeting_series_id_fk" FOREIGN KEY ("series_id") REFERENCES "public"."meeting_series"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "meeting_participants" ADD CONSTRAINT "meeting_participants_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "meeting_points" ADD CONSTRAINT "meeting_points_series_id_meeting_series_id_fk" FOREIGN KEY ("series_id") REFERENCES "public"."meeting_series"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "meeting_points" ADD CONSTRAINT "meeting_points_author_id_users_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "meeting_private_notes" ADD CONSTRAINT "meeting_private_notes_series_id_meeting_series_id_fk" FOREIGN KEY ("series_id") REFERENCES "public"."meeting_series"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "meeting_private_notes" ADD CONSTRAINT "meeting_private_notes_author_id_users_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "meeting_reminders" ADD CONSTRAINT "meeting_reminders_series_id_meeting_series_id_fk" FOREIGN KEY ("series_id") REFERENCES "public"."meeting_series"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "meeting_schedules" ADD CONSTRAINT "meeting_schedules_series_id_meeting_series_id_fk" FOREIGN KEY ("series_id") REFERENCES "public"."meeting_series"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "meeting_series" ADD CONSTRAINT "meeting_series_organiser_id_users_id_fk" FOREIGN KEY ("organiser_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "meeting_templates" ADD CONSTRAINT "meeting_templates_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "meetings" ADD CONSTRAINT "meetings_series_id_meeting_series_id_fk" FOREIGN KEY ("series_id") REFERENCES "public"."meeting_series"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "meeting_participants_by_person" ON "meeting_participants" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "meeting_points_by_series" ON "meeting_points" USING btree ("series_id","added_for");--> statement-breakpoint
CREATE INDEX "meeting_schedules_by_series" ON "meeting_schedules" USING btree ("series_id","first_at");--> statement-breakpoint
CREATE INDEX "meeting_templates_by_owner" ON "meeting_templates" USING btree ("owner_id");--> statement-breakpoint
ALTER TABLE "tasks" ADD CONSTRAINT "tasks_meeting_series_id_meeting_series_id_fk" FOREIGN KEY ("meeting_series_id") REFERENCES "public"."meeting_series"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "tasks_by_meeting" ON "tasks" USING btree ("meeting_series_id","meeting_occurs_at") WHERE "tasks"."meeting_series_id" is not null;