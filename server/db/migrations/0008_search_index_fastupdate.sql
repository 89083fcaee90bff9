DROP INDEX "projects_search_idx";--> statement-breakpoint
DROP INDEX "resources_search_idx";--> statement-breakpoint
CREATE INDEX "projects_search_idx" ON "projects" USING gin ("search") WITH (fastupdate=false);--> statement-breakpoint
CREATE INDEX "resources_search_idx" ON "resources" USING gin ("search") WITH (fastupdate=false);