ALTER TABLE "uploads" ADD COLUMN "kind" text;--> statement-breakpoint
ALTER TABLE "uploads" ADD COLUMN "size" integer;--> statement-breakpoint
-- hand-written: the uploads stored before these columns get their size and what they were sent for. An image
-- a project, a blog post or a resource shows is theirs; any other (attached to a message, or shown by
-- nothing, which only an image uploaded for a message and never sent can be) is a message image, so the
-- cleanup removes it once it has waited a day unattached.
UPDATE "uploads" SET
  "size" = octet_length("bytes"),
  "kind" = CASE
    WHEN EXISTS (SELECT 1 FROM "projects" WHERE '/api/uploads/' || "uploads"."id" IN ("projects"."image", "projects"."owner_image")) THEN 'project'
    WHEN EXISTS (SELECT 1 FROM "blogs" WHERE "blogs"."image" = '/api/uploads/' || "uploads"."id") THEN 'blog'
    WHEN EXISTS (SELECT 1 FROM "resources" WHERE "resources"."icon" = '/api/uploads/' || "uploads"."id") THEN 'resource'
    ELSE 'message'
  END;--> statement-breakpoint
ALTER TABLE "uploads" ALTER COLUMN "kind" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "uploads" ALTER COLUMN "size" SET NOT NULL;--> statement-breakpoint
CREATE INDEX "messages_image_url_idx" ON "messages" USING btree ("image_url") WHERE "messages"."image_url" is not null;--> statement-breakpoint
CREATE INDEX "uploads_owner_size_idx" ON "uploads" USING btree ("owner_id","size");
