ALTER TABLE "hire_inquiry_counts" ADD COLUMN "changes" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
-- hand-written: every change of a status's part of the queue stamps its row with the next number of this
-- sequence, so "changes" only grows (even across a TRUNCATE) and equal numbers mean an unchanged queue.
CREATE SEQUENCE "hire_inquiry_changes";
--> statement-breakpoint
CREATE OR REPLACE FUNCTION "hire_inquiry_counts_apply"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'TRUNCATE' THEN
    DELETE FROM "hire_inquiry_counts";
    RETURN NULL;
  END IF;
  IF TG_OP IN ('UPDATE', 'DELETE') THEN
    UPDATE "hire_inquiry_counts"
    SET "total" = "total" - 1, "changes" = nextval('hire_inquiry_changes')
    WHERE "status" = OLD."status";
  END IF;
  IF TG_OP IN ('UPDATE', 'INSERT') THEN
    INSERT INTO "hire_inquiry_counts" ("status", "total", "changes")
    VALUES (NEW."status", 1, nextval('hire_inquiry_changes'))
    ON CONFLICT ("status") DO UPDATE
    SET "total" = "hire_inquiry_counts"."total" + 1, "changes" = EXCLUDED."changes";
  END IF;
  RETURN NULL;
END
$$;
