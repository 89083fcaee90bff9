CREATE TABLE "resource_counts" (
	"category" text NOT NULL,
	"subcategory" text NOT NULL,
	"total" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "resource_counts_category_subcategory_pk" PRIMARY KEY("category","subcategory")
);
--> statement-breakpoint
DROP INDEX "resources_likes_idx";--> statement-breakpoint
DROP INDEX "resources_created_at_idx";--> statement-breakpoint
CREATE INDEX "resources_likes_created_at_id_idx" ON "resources" USING btree ("likes","created_at","id");--> statement-breakpoint
CREATE INDEX "resources_created_at_id_idx" ON "resources" USING btree ("created_at","id");--> statement-breakpoint
-- hand-written: resource_counts is kept by triggers (drizzle-kit cannot express them), filled once here.
INSERT INTO "resource_counts" ("category", "subcategory", "total")
SELECT "category", "subcategory", count(*)::integer FROM "resources" GROUP BY "category", "subcategory";
--> statement-breakpoint
CREATE FUNCTION "resource_counts_apply"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'TRUNCATE' THEN
    DELETE FROM "resource_counts";
    RETURN NULL;
  END IF;
  IF TG_OP IN ('UPDATE', 'DELETE') THEN
    UPDATE "resource_counts" SET "total" = "total" - 1
    WHERE "category" = OLD."category" AND "subcategory" = OLD."subcategory";
  END IF;
  IF TG_OP IN ('UPDATE', 'INSERT') THEN
    INSERT INTO "resource_counts" ("category", "subcategory", "total") VALUES (NEW."category", NEW."subcategory", 1)
    ON CONFLICT ("category", "subcategory") DO UPDATE SET "total" = "resource_counts"."total" + 1;
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "resources_count_insert_delete" AFTER INSERT OR DELETE ON "resources"
FOR EACH ROW EXECUTE FUNCTION "resource_counts_apply"();
--> statement-breakpoint
CREATE TRIGGER "resources_count_pair" AFTER UPDATE OF "category", "subcategory" ON "resources"
FOR EACH ROW WHEN (OLD."category" IS DISTINCT FROM NEW."category" OR OLD."subcategory" IS DISTINCT FROM NEW."subcategory")
EXECUTE FUNCTION "resource_counts_apply"();
--> statement-breakpoint
CREATE TRIGGER "resources_count_truncate" AFTER TRUNCATE ON "resources"
FOR EACH STATEMENT EXECUTE FUNCTION "resource_counts_apply"();
