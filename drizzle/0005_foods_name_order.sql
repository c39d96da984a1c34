DROP INDEX "foods_status_name_idx";--> statement-breakpoint
CREATE INDEX "foods_status_name_idx" ON "foods" USING btree ("status",lower("name"));