CREATE TABLE "praise" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"author_id" text NOT NULL,
	"message" text NOT NULL,
	"value_id" uuid,
	"visibility" text NOT NULL,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "praise_visibility_known" CHECK ("praise"."visibility" in ('public', 'private'))
);
--> statement-breakpoint
CREATE TABLE "praise_recipients" (
	"praise_id" uuid NOT NULL,
	"user_id" text NOT NULL,
	"created_at" timestamp (3) with time zone NOT NULL,
	CONSTRAINT "praise_recipients_pkey" PRIMARY KEY("praise_id","user_id")
);
--> statement-breakpoint
ALTER TABLE "praise" ADD CONSTRAINT "praise_author_id_users_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "praise" ADD CONSTRAINT "praise_value_id_company_values_id_fk" FOREIGN KEY ("value_id") REFERENCES "public"."company_values"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "praise_recipients" ADD CONSTRAINT "praise_recipients_praise_id_praise_id_fk" FOREIGN KEY ("praise_id") REFERENCES "public"."praise"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "praise_recipients" ADD CONSTRAINT "praise_recipients_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "praise_recipients_newest_first" ON "praise_recipients" USING btree ("user_id","created_at" DESC NULLS LAST,"praise_id" DESC NULLS LAST);