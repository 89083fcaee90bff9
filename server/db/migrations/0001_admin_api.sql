DROP INDEX "hire_inquiries_created_at_idx";--> statement-breakpoint
ALTER TABLE "tasks" ADD COLUMN "done" boolean DEFAULT false NOT NULL;--> statement-breakpoint
CREATE INDEX "hire_inquiries_created_at_id_idx" ON "hire_inquiries" USING btree ("created_at","id");--> statement-breakpoint
UPDATE "tasks" SET "done" = ("status" = 'done');--> statement-breakpoint
ALTER TABLE "tasks" DROP COLUMN "status";
