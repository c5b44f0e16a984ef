CREATE TABLE "org_units" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"kind" text NOT NULL,
	"name" text NOT NULL,
	"head_id" text,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "org_units_kind_known" CHECK ("org_units"."kind" in ('department', 'team'))
);
--> statement-breakpoint
ALTER TABLE "profiles" ADD COLUMN "department_id" uuid;--> statement-breakpoint
ALTER TABLE "profiles" ADD COLUMN "team_id" uuid;--> statement-breakpoint
ALTER TABLE "profiles" ADD COLUMN "manager_id" text;--> statement-breakpoint
ALTER TABLE "profiles" ADD COLUMN "start_date" date;--> statement-breakpoint
ALTER TABLE "profiles" ADD COLUMN "location" text;--> statement-breakpoint
ALTER TABLE "profiles" ADD COLUMN "work_phone" text;--> statement-breakpoint
ALTER TABLE "org_units" ADD CONSTRAINT "org_units_head_id_users_id_fk" FOREIGN KEY ("head_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "org_units_kind_name" ON "org_units" USING btree ("kind",lower("name"));--> statement-breakpoint
ALTER TABLE "profiles" ADD CONSTRAINT "profiles_department_id_org_units_id_fk" FOREIGN KEY ("department_id") REFERENCES "public"."org_units"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "profiles" ADD CONSTRAINT "profiles_team_id_org_units_id_fk" FOREIGN KEY ("team_id") REFERENCES "public"."org_units"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "profiles" ADD CONSTRAINT "profiles_manager_id_users_id_fk" FOREIGN KEY ("manager_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "profiles_by_manager" ON "profiles" USING btree ("manager_id");--> statement-breakpoint
CREATE INDEX "profiles_by_department" ON "profiles" USING btree ("department_id");--> statement-breakpoint
CREATE INDEX "profiles_by_team" ON "profiles" USING btree ("team_id");--> statement-breakpoint
ALTER TABLE "profiles" ADD CONSTRAINT "profiles_not_own_manager" CHECK ("profiles"."manager_id" <> "profiles"."user_id");--> statement-breakpoint
-- Every change of a reporting line takes this lock (the services take it first, before any row,
-- so that a transaction changing many lines cannot deadlock with another), then the loop check
-- reads the lines as the previous holder committed them: two changes at the same moment that
-- would close a loop together cannot both pass.
CREATE FUNCTION "profiles_check_placement"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW.department_id IS NOT NULL AND NOT EXISTS (
    SELECT 1 FROM org_units WHERE id = NEW.department_id AND kind = 'department'
  ) THEN
    RAISE EXCEPTION 'profiles.department_id must name a department'
      USING ERRCODE = 'foreign_key_violation', CONSTRAINT = 'profiles_department_is_department';
  END IF;
  IF NEW.team_id IS NOT NULL AND NOT EXISTS (
    SELECT 1 FROM org_units WHERE id = NEW.team_id AND kind = 'team'
  ) THEN
    RAISE EXCEPTION 'profiles.team_id must name a team'
      USING ERRCODE = 'foreign_key_violation', CONSTRAINT = 'profiles_team_is_team';
  END IF;
  IF NEW.manager_id IS NOT NULL AND (TG_OP = 'INSERT' OR NEW.manager_id IS DISTINCT FROM OLD.manager_id) THEN
    PERFORM pg_advisory_xact_lock(hashtext('reporting_lines'));
    IF EXISTS (
      WITH RECURSIVE chain(id) AS (
        SELECT NEW.manager_id
        UNION
        SELECT p.manager_id FROM profiles p JOIN chain ON p.user_id = chain.id WHERE p.manager_id IS NOT NULL
      )
      SELECT 1 FROM chain WHERE id = NEW.user_id
    ) THEN
      RAISE EXCEPTION 'a reporting line would close a loop'
        USING ERRCODE = 'check_violation', CONSTRAINT = 'profiles_no_reporting_loop';
    END IF;
  END IF;
  RETURN NEW;
END
$$;--> statement-breakpoint
CREATE TRIGGER "profiles_check_placement" BEFORE INSERT OR UPDATE OF "manager_id", "department_id", "team_id" ON "profiles"
FOR EACH ROW EXECUTE FUNCTION "profiles_check_placement"();
