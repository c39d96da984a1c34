ALTER TABLE "meal_plans" ADD COLUMN "promo_form" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "meal_plans" ADD COLUMN "promo_recipe_count" smallint DEFAULT 0 NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "meal_plans_one_promo_key" ON "meal_plans" USING btree ("user_id") WHERE "meal_plans"."promo" <> '';