ALTER TABLE "folders" ADD COLUMN "age_on" date;--> statement-breakpoint
ALTER TABLE "folders" ADD COLUMN "record_last_change" jsonb;