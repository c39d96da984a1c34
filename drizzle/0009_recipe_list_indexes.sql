DROP INDEX "recipes_catalogue_idx";--> statement-breakpoint
DROP INDEX "recipes_status_created_idx";--> statement-breakpoint
CREATE INDEX "recipes_catalogue_idx" ON "recipes" USING btree ("status","is_private","updated_at","id");--> statement-breakpoint
CREATE INDEX "recipes_status_created_idx" ON "recipes" USING btree ("status","created_at","id");