ALTER TABLE "news_posts" ADD COLUMN "praise_id" uuid;--> statement-breakpoint
ALTER TABLE "news_posts" ADD CONSTRAINT "news_posts_praise_id_praise_id_fk" FOREIGN KEY ("praise_id") REFERENCES "public"."praise"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "news_posts" ADD CONSTRAINT "news_posts_praise_once" UNIQUE("praise_id");