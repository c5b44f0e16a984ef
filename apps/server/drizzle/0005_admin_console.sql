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
CREATE TABLE "goal_status_counts" (
	"status" text PRIMARY KEY NOT NULL,
	"goals" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "leave_days_by_month" (
	"month" date NOT NULL,
	"type" text NOT NULL,
	"days" integer NOT NULL,
	CONSTRAINT "leave_days_by_month_pkey" PRIMARY KEY("month","type")
);
--> statement-breakpoint
CREATE TABLE "task_counts" (
	"shard" smallint NOT NULL,
	"status" text NOT NULL,
	"count" integer NOT NULL,
	CONSTRAINT "task_counts_pkey" PRIMARY KEY("shard","status")
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
ALTER TABLE "goals" ADD COLUMN "latest_status" text;--> statement-breakpoint
ALTER TABLE "media_files" ADD CONSTRAINT "media_files_uploaded_by_users_id_fk" FOREIGN KEY ("uploaded_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "audit_log" ADD CONSTRAINT "audit_log_actor_id_users_id_fk" FOREIGN KEY ("actor_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "employees" ADD CONSTRAINT "employees_added_by_users_id_fk" FOREIGN KEY ("added_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
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
-- The overview's counts (decision 017). Each follows its table a statement at a time, through the
-- statement's transition tables, so a bulk change costs one upsert per group, not one per row.
--
-- Tasks per column, in 16 shards by owner: task_counts_shard names an owner's shard.
CREATE FUNCTION "task_counts_shard"(user_id text) RETURNS smallint LANGUAGE sql IMMUTABLE AS $$
  SELECT (abs(hashtext(user_id)) % 16)::smallint
$$;--> statement-breakpoint
INSERT INTO "task_counts" ("shard", "status", "count")
SELECT task_counts_shard("user_id"), "status", count(*) FROM "tasks" GROUP BY 1, 2;--> statement-breakpoint
CREATE FUNCTION "task_counts_follow"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO task_counts (shard, status, count)
    SELECT task_counts_shard(user_id), status, count(*) FROM added_tasks GROUP BY 1, 2
    ON CONFLICT (shard, status) DO UPDATE SET count = task_counts.count + excluded.count;
  ELSIF TG_OP = 'DELETE' THEN
    UPDATE task_counts SET count = task_counts.count - removed.n
    FROM (SELECT task_counts_shard(user_id) AS shard, status, count(*) AS n FROM removed_tasks GROUP BY 1, 2) AS removed
    WHERE task_counts.shard = removed.shard AND task_counts.status = removed.status;
  ELSE
    INSERT INTO task_counts (shard, status, count)
    SELECT shard, status, sum(n)::integer FROM (
      SELECT task_counts_shard(user_id) AS shard, status, -count(*) AS n FROM removed_tasks GROUP BY 1, 2
      UNION ALL
      SELECT task_counts_shard(user_id) AS shard, status, count(*) AS n FROM added_tasks GROUP BY 1, 2
    ) AS changes
    GROUP BY shard, status HAVING sum(n) <> 0
    ON CONFLICT (shard, status) DO UPDATE SET count = task_counts.count + excluded.count;
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "tasks_counted_on_insert" AFTER INSERT ON "tasks"
REFERENCING NEW TABLE AS added_tasks FOR EACH STATEMENT EXECUTE FUNCTION "task_counts_follow"();--> statement-breakpoint
CREATE TRIGGER "tasks_counted_on_delete" AFTER DELETE ON "tasks"
REFERENCING OLD TABLE AS removed_tasks FOR EACH STATEMENT EXECUTE FUNCTION "task_counts_follow"();--> statement-breakpoint
CREATE TRIGGER "tasks_counted_on_update" AFTER UPDATE ON "tasks"
REFERENCING OLD TABLE AS removed_tasks NEW TABLE AS added_tasks FOR EACH STATEMENT EXECUTE FUNCTION "task_counts_follow"();--> statement-breakpoint
--
-- A goal's latest check-in status. Check-ins are never edited and go only with their goal, so a
-- new one is the latest unless an older-dated one is inserted after it (data loaded in bulk).
UPDATE "goals" SET "latest_status" = latest."status"
FROM (
  SELECT DISTINCT ON ("goal_id") "goal_id", "status" FROM "goal_check_ins" ORDER BY "goal_id", "created_at" DESC, "id" DESC
) AS latest
WHERE latest."goal_id" = "goals"."id";--> statement-breakpoint
CREATE FUNCTION "goals_take_latest_status"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE goals SET latest_status = NEW.status
  WHERE id = NEW.goal_id AND NOT EXISTS (
    SELECT 1 FROM goal_check_ins later
    WHERE later.goal_id = NEW.goal_id AND (later.created_at, later.id) > (NEW.created_at, NEW.id)
  );
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "goal_check_ins_set_latest_status" AFTER INSERT ON "goal_check_ins"
FOR EACH ROW EXECUTE FUNCTION "goals_take_latest_status"();--> statement-breakpoint
-- Goals per latest status.
INSERT INTO "goal_status_counts" ("status", "goals")
SELECT coalesce("latest_status", 'not-checked-in'), count(*) FROM "goals" GROUP BY 1;--> statement-breakpoint
CREATE FUNCTION "goal_status_counts_follow"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO goal_status_counts (status, goals)
    SELECT coalesce(latest_status, 'not-checked-in'), count(*) FROM added_goals GROUP BY 1
    ON CONFLICT (status) DO UPDATE SET goals = goal_status_counts.goals + excluded.goals;
  ELSIF TG_OP = 'DELETE' THEN
    UPDATE goal_status_counts SET goals = goal_status_counts.goals - removed.n
    FROM (SELECT coalesce(latest_status, 'not-checked-in') AS status, count(*) AS n FROM removed_goals GROUP BY 1) AS removed
    WHERE goal_status_counts.status = removed.status;
  ELSE
    INSERT INTO goal_status_counts (status, goals)
    SELECT status, sum(n)::integer FROM (
      SELECT coalesce(latest_status, 'not-checked-in') AS status, -count(*) AS n FROM removed_goals GROUP BY 1
      UNION ALL
      SELECT coalesce(latest_status, 'not-checked-in') AS status, count(*) AS n FROM added_goals GROUP BY 1
    ) AS changes
    GROUP BY status HAVING sum(n) <> 0
    ON CONFLICT (status) DO UPDATE SET goals = goal_status_counts.goals + excluded.goals;
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "goals_counted_on_insert" AFTER INSERT ON "goals"
REFERENCING NEW TABLE AS added_goals FOR EACH STATEMENT EXECUTE FUNCTION "goal_status_counts_follow"();--> statement-breakpoint
CREATE TRIGGER "goals_counted_on_delete" AFTER DELETE ON "goals"
REFERENCING OLD TABLE AS removed_goals FOR EACH STATEMENT EXECUTE FUNCTION "goal_status_counts_follow"();--> statement-breakpoint
CREATE TRIGGER "goals_counted_on_update" AFTER UPDATE ON "goals"
REFERENCING OLD TABLE AS removed_goals NEW TABLE AS added_goals FOR EACH STATEMENT EXECUTE FUNCTION "goal_status_counts_follow"();--> statement-breakpoint
--
-- Approved days off per month and type: the days [from, to) of a record in each month they fall in.
CREATE FUNCTION "leave_days_in_months"(from_date date, to_date date)
RETURNS TABLE (month date, days integer) LANGUAGE sql IMMUTABLE AS $$
  SELECT month::date, (least(to_date, (month + interval '1 month')::date) - greatest(from_date, month::date))::integer
  FROM generate_series(date_trunc('month', from_date), to_date - 1, interval '1 month') AS month
$$;--> statement-breakpoint
INSERT INTO "leave_days_by_month" ("month", "type", "days")
SELECT split.month, r."type", sum(split.days)::integer
FROM "leave_requests" r CROSS JOIN LATERAL leave_days_in_months(r."from_date", r."to_date") AS split
WHERE r."status" = 'approved'
GROUP BY split.month, r."type";--> statement-breakpoint
CREATE FUNCTION "leave_days_by_month_follow"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO leave_days_by_month (month, type, days)
    SELECT split.month, r.type, sum(split.days)::integer
    FROM added_requests r CROSS JOIN LATERAL leave_days_in_months(r.from_date, r.to_date) AS split
    WHERE r.status = 'approved' GROUP BY split.month, r.type
    ON CONFLICT (month, type) DO UPDATE SET days = leave_days_by_month.days + excluded.days;
  ELSIF TG_OP = 'DELETE' THEN
    UPDATE leave_days_by_month SET days = leave_days_by_month.days - removed.days
    FROM (
      SELECT split.month, r.type, sum(split.days)::integer AS days
      FROM removed_requests r CROSS JOIN LATERAL leave_days_in_months(r.from_date, r.to_date) AS split
      WHERE r.status = 'approved' GROUP BY split.month, r.type
    ) AS removed
    WHERE leave_days_by_month.month = removed.month AND leave_days_by_month.type = removed.type;
  ELSE
    INSERT INTO leave_days_by_month (month, type, days)
    SELECT month, type, sum(days)::integer FROM (
      SELECT split.month, r.type, -split.days AS days
      FROM removed_requests r CROSS JOIN LATERAL leave_days_in_months(r.from_date, r.to_date) AS split
      WHERE r.status = 'approved'
      UNION ALL
      SELECT split.month, r.type, split.days
      FROM added_requests r CROSS JOIN LATERAL leave_days_in_months(r.from_date, r.to_date) AS split
      WHERE r.status = 'approved'
    ) AS changes
    GROUP BY month, type HAVING sum(days) <> 0
    ON CONFLICT (month, type) DO UPDATE SET days = leave_days_by_month.days + excluded.days;
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "leave_requests_counted_on_insert" AFTER INSERT ON "leave_requests"
REFERENCING NEW TABLE AS added_requests FOR EACH STATEMENT EXECUTE FUNCTION "leave_days_by_month_follow"();--> statement-breakpoint
CREATE TRIGGER "leave_requests_counted_on_delete" AFTER DELETE ON "leave_requests"
REFERENCING OLD TABLE AS removed_requests FOR EACH STATEMENT EXECUTE FUNCTION "leave_days_by_month_follow"();--> statement-breakpoint
CREATE TRIGGER "leave_requests_counted_on_update" AFTER UPDATE ON "leave_requests"
REFERENCING OLD TABLE AS removed_requests NEW TABLE AS added_requests FOR EACH STATEMENT EXECUTE FUNCTION "leave_days_by_month_follow"();
