CREATE TABLE "events" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"title" text NOT NULL,
	"location" text NOT NULL,
	"start" timestamp with time zone NOT NULL,
	"end" timestamp with time zone NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"image" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "members" ADD COLUMN "account_id" uuid;--> statement-breakpoint
ALTER TABLE "projects" ADD COLUMN "search" "tsvector" GENERATED ALWAYS AS (to_tsvector('simple', regexp_replace("projects"."title" || ' ' || "projects"."owner" || ' ' || "projects"."description", '[[:punct:]]+', ' ', 'g'))) STORED NOT NULL;--> statement-breakpoint
ALTER TABLE "resources" ADD COLUMN "search" "tsvector" GENERATED ALWAYS AS (to_tsvector('simple', regexp_replace("resources"."title" || ' ' || "resources"."subcategory" || ' ' || "resources"."category", '[[:punct:]]+', ' ', 'g'))) STORED NOT NULL;--> statement-breakpoint
ALTER TABLE "notifications" ADD COLUMN "link" text DEFAULT '' NOT NULL;--> statement-breakpoint
CREATE INDEX "events_end_idx" ON "events" USING btree ("end");--> statement-breakpoint
CREATE INDEX "events_start_idx" ON "events" USING btree ("start");--> statement-breakpoint
ALTER TABLE "members" ADD CONSTRAINT "members_account_id_users_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "projects_search_idx" ON "projects" USING gin ("search");--> statement-breakpoint
CREATE INDEX "resources_search_idx" ON "resources" USING gin ("search");--> statement-breakpoint
ALTER TABLE "members" ADD CONSTRAINT "members_account_id_unique" UNIQUE("account_id");