CREATE TABLE "search_changes" (
	"id" boolean PRIMARY KEY DEFAULT true NOT NULL,
	"changes" bigint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
-- hand-written: every statement that adds, removes or changes what the header search matches, shows or
-- filters by stamps the one row with the next number of this sequence, so "changes" only grows (even
-- across a TRUNCATE) and an equal number means nothing the search reads has changed. Likes, views and a
-- project's progress do not stamp it.
CREATE SEQUENCE "search_changes_seq";
--> statement-breakpoint
INSERT INTO "search_changes" ("id", "changes") VALUES (true, nextval('search_changes_seq'));
--> statement-breakpoint
CREATE OR REPLACE FUNCTION "search_changes_stamp"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "search_changes" SET "changes" = nextval('search_changes_seq');
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "projects_search_changes"
AFTER INSERT OR DELETE OR TRUNCATE OR UPDATE OF "title", "owner", "description", "status", "owner_id", "created_at"
ON "projects" FOR EACH STATEMENT EXECUTE FUNCTION "search_changes_stamp"();
--> statement-breakpoint
CREATE TRIGGER "resources_search_changes"
AFTER INSERT OR DELETE OR TRUNCATE OR UPDATE OF "title", "category", "subcategory", "url", "created_at"
ON "resources" FOR EACH STATEMENT EXECUTE FUNCTION "search_changes_stamp"();
