CREATE TABLE "hire_inquiry_counts" (
	"status" text PRIMARY KEY NOT NULL,
	"total" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE INDEX "hire_inquiries_status_created_at_id_idx" ON "hire_inquiries" USING btree ("status","created_at","id");--> statement-breakpoint
-- hand-written: hire_inquiry_counts is kept by triggers (drizzle-kit cannot express them), filled once here.
INSERT INTO "hire_inquiry_counts" ("status", "total")
SELECT "status", count(*)::integer FROM "hire_inquiries" GROUP BY "status";
--> statement-breakpoint
CREATE FUNCTION "hire_inquiry_counts_apply"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'TRUNCATE' THEN
    DELETE FROM "hire_inquiry_counts";
    RETURN NULL;
  END IF;
  IF TG_OP IN ('UPDATE', 'DELETE') THEN
    UPDATE "hire_inquiry_counts" SET "total" = "total" - 1 WHERE "status" = OLD."status";
  END IF;
  IF TG_OP IN ('UPDATE', 'INSERT') THEN
    INSERT INTO "hire_inquiry_counts" ("status", "total") VALUES (NEW."status", 1)
    ON CONFLICT ("status") DO UPDATE SET "total" = "hire_inquiry_counts"."total" + 1;
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "hire_inquiries_count_insert_delete" AFTER INSERT OR DELETE ON "hire_inquiries"
FOR EACH ROW EXECUTE FUNCTION "hire_inquiry_counts_apply"();
--> statement-breakpoint
CREATE TRIGGER "hire_inquiries_count_status" AFTER UPDATE OF "status" ON "hire_inquiries"
FOR EACH ROW WHEN (OLD."status" IS DISTINCT FROM NEW."status") EXECUTE FUNCTION "hire_inquiry_counts_apply"();
--> statement-breakpoint
CREATE TRIGGER "hire_inquiries_count_truncate" AFTER TRUNCATE ON "hire_inquiries"
FOR EACH STATEMENT EXECUTE FUNCTION "hire_inquiry_counts_apply"();
