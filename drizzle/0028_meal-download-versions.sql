ALTER TABLE "meal_downloads" ADD COLUMN "version" text;--> statement-breakpoint
ALTER TABLE "meal_downloads" ADD COLUMN "guest" text;--> statement-breakpoint
CREATE UNIQUE INDEX "meal_downloads_guest_day_idx" ON "meal_downloads" USING btree ("plan_id","guest",(("date_downloaded" at time zone 'UTC')::date)) WHERE "meal_downloads"."guest" is not null;