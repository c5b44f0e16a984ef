-- Trigram indexes back the admin's search of users by any part of a name or an email.
CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
CREATE TABLE "media_files" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"uploaded_by" text,
	"file_name" text NOT NULL,
	"content_type" text NOT NULL,
	"size" bigint NOT NULL,
	"storage_key" text NOT NULL,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "media_files_storage_key_unique" UNIQUE("storage_key")
);
--> statement-breakpoint
CREATE TABLE "audit_log" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"actor_id" text,
	"actor_name" text NOT NULL,
	"action" text NOT NULL,
	"subject_id" text,
	"summary" text NOT NULL,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "employees" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"role" text NOT NULL,
	"image" text NOT NULL,
	"address" text NOT NULL,
	"email" text NOT NULL,
	"phone" text NOT NULL,
	"added_by" text,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "task_counts" (
	"user_id" text NOT NULL,
	"status" text NOT NULL,
	"count" integer NOT NULL,
	CONSTRAINT "task_counts_pkey" PRIMARY KEY("user_id","status")
);
--> statement-breakpoint
ALTER TABLE "demo_bookings" DROP CONSTRAINT "demo_bookings_one_per_slot";--> statement-breakpoint
ALTER TABLE "profiles" ADD COLUMN "company" text;--> statement-breakpoint
ALTER TABLE "demo_bookings" ADD COLUMN "starts_at" timestamp (3) with time zone;--> statement-breakpoint
-- Existing bookings: the slot's wall-clock time on the date, in the booker's offset.
UPDATE "demo_bookings" SET "starts_at" = ("demo_bookings"."date"::text || ' ' || "time_slots"."time" || ':00' || "demo_bookings"."time_zone")::timestamptz
FROM "time_slots" WHERE "time_slots"."id" = "demo_bookings"."time_slot_id";--> statement-breakpoint
ALTER TABLE "demo_bookings" ALTER COLUMN "starts_at" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "demo_bookings" ADD COLUMN "cancelled_at" timestamp (3) with time zone;--> statement-breakpoint
ALTER TABLE "media_files" ADD CONSTRAINT "media_files_uploaded_by_users_id_fk" FOREIGN KEY ("uploaded_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "audit_log" ADD CONSTRAINT "audit_log_actor_id_users_id_fk" FOREIGN KEY ("actor_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "employees" ADD CONSTRAINT "employees_added_by_users_id_fk" FOREIGN KEY ("added_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "task_counts" ADD CONSTRAINT "task_counts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "audit_log_newest_first" ON "audit_log" USING btree ("created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "audit_log_actor_newest_first" ON "audit_log" USING btree ("actor_id","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "employees_by_name" ON "employees" USING btree ("name","id");--> statement-breakpoint
CREATE INDEX "users_by_name" ON "users" USING btree ("name","id");--> statement-breakpoint
CREATE INDEX "users_search" ON "users" USING gin (("name" || ' ' || "email") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "leave_requests_newest_first" ON "leave_requests" USING btree ("created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "leave_requests_status_newest_first" ON "leave_requests" USING btree ("status","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "leave_requests_by_dates" ON "leave_requests" USING btree ("from_date","to_date");--> statement-breakpoint
CREATE UNIQUE INDEX "demo_bookings_one_live_per_slot" ON "demo_bookings" USING btree ("date","time_slot_id") WHERE "demo_bookings"."cancelled_at" is null;--> statement-breakpoint
CREATE INDEX "demo_bookings_by_start" ON "demo_bookings" USING btree ("starts_at","id") WHERE "demo_bookings"."cancelled_at" is null;--> statement-breakpoint
CREATE INDEX "goals_newest_first" ON "goals" USING btree ("created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "emergency_contacts_newest_first" ON "emergency_contacts" USING btree ("created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
-- task_counts follows every insert, delete and change of column or owner on tasks, a statement at a
-- time, so a bulk insert costs one upsert per person and column rather than one per task.
INSERT INTO "task_counts" ("user_id", "status", "count")
SELECT "user_id", "status", count(*) FROM "tasks" GROUP BY "user_id", "status";--> statement-breakpoint
CREATE FUNCTION "task_counts_add"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO task_counts (user_id, status, count)
  SELECT user_id, status, count(*) FROM added_tasks GROUP BY user_id, status
  ON CONFLICT (user_id, status) DO UPDATE SET count = task_counts.count + excluded.count;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE FUNCTION "task_counts_remove"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE task_counts SET count = task_counts.count - removed.n
  FROM (SELECT user_id, status, count(*) AS n FROM removed_tasks GROUP BY user_id, status) AS removed
  WHERE task_counts.user_id = removed.user_id AND task_counts.status = removed.status;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE FUNCTION "task_counts_change"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO task_counts (user_id, status, count)
  SELECT user_id, status, sum(n)::integer FROM (
    SELECT user_id, status, -count(*) AS n FROM removed_tasks GROUP BY user_id, status
    UNION ALL
    SELECT user_id, status, count(*) AS n FROM added_tasks GROUP BY user_id, status
  ) AS changes
  GROUP BY user_id, status
  HAVING sum(n) <> 0
  ON CONFLICT (user_id, status) DO UPDATE SET count = task_counts.count + excluded.count;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "tasks_counted_on_insert" AFTER INSERT ON "tasks"
REFERENCING NEW TABLE AS added_tasks FOR EACH STATEMENT EXECUTE FUNCTION "task_counts_add"();--> statement-breakpoint
CREATE TRIGGER "tasks_counted_on_delete" AFTER DELETE ON "tasks"
REFERENCING OLD TABLE AS removed_tasks FOR EACH STATEMENT EXECUTE FUNCTION "task_counts_remove"();--> statement-breakpoint
CREATE TRIGGER "tasks_counted_on_update" AFTER UPDATE ON "tasks"
REFERENCING OLD TABLE AS removed_tasks NEW TABLE AS added_tasks FOR EACH STATEMENT EXECUTE FUNCTION "task_counts_change"();
