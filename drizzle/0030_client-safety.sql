ALTER TABLE "foods" ADD COLUMN "diet_flags" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "foods" ADD COLUMN "tags_set_by" text DEFAULT 'rules' NOT NULL;--> statement-breakpoint
ALTER TABLE "recipes" ADD COLUMN "derived_tags" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "folders" ADD COLUMN "weight_kg" double precision;--> statement-breakpoint
ALTER TABLE "folders" ADD COLUMN "height_cm" double precision;--> statement-breakpoint
ALTER TABLE "folders" ADD COLUMN "birth_date" date;--> statement-breakpoint
ALTER TABLE "folders" ADD COLUMN "age" smallint;--> statement-breakpoint
ALTER TABLE "folders" ADD COLUMN "gender" text;--> statement-breakpoint
ALTER TABLE "folders" ADD COLUMN "activity" text;--> statement-breakpoint
ALTER TABLE "folders" ADD COLUMN "goal" text;--> statement-breakpoint
ALTER TABLE "folders" ADD COLUMN "allergies" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "folders" ADD COLUMN "intolerances" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "folders" ADD COLUMN "avoid_words" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "folders" ADD COLUMN "preferences" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "folders" ADD COLUMN "notes" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "folders" ADD COLUMN "record_updated_at" timestamp with time zone;--> statement-breakpoint
-- Peanuts and Sesame join the "contains" tags (issue 29): the AU/NZ, EU and US allergen lists all name them.
INSERT INTO "tags" ("kind", "name", "roles", "nutrition_group", "switch_to_bool") VALUES
  ('nutrition', 'Peanuts', '{member,dietitian,personal_trainer,nutritionist,naturopath}'::text[], 'contains', true),
  ('nutrition', 'Sesame', '{member,dietitian,personal_trainer,nutritionist,naturopath}'::text[], 'contains', true)
ON CONFLICT DO NOTHING;--> statement-breakpoint
-- Tags a person gave a food of their own stay theirs; every other food's are the rule table's, applied at
-- the next start (src/server/modules/foods/food-safety-upkeep.ts).
UPDATE "foods" SET "tags_set_by" = 'person' WHERE "src" = 'Custom' AND cardinality("tags") > 0;
