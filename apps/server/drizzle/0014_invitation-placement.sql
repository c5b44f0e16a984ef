ALTER TABLE "profiles" ADD COLUMN "awaited_manager_email" text;--> statement-breakpoint
ALTER TABLE "invitations" ADD COLUMN "first_name" text;--> statement-breakpoint
ALTER TABLE "invitations" ADD COLUMN "last_name" text;--> statement-breakpoint
ALTER TABLE "invitations" ADD COLUMN "job_title" text;--> statement-breakpoint
ALTER TABLE "invitations" ADD COLUMN "department_id" uuid;--> statement-breakpoint
ALTER TABLE "invitations" ADD COLUMN "manager_email" text;--> statement-breakpoint
ALTER TABLE "invitations" ADD COLUMN "start_date" date;--> statement-breakpoint
ALTER TABLE "invitations" ADD CONSTRAINT "invitations_department_id_org_units_id_fk" FOREIGN KEY ("department_id") REFERENCES "public"."org_units"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "profiles_awaiting_manager" ON "profiles" USING btree ("awaited_manager_email") WHERE "profiles"."awaited_manager_email" is not null;