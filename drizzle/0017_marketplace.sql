CREATE TABLE "marketplace_listings" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"source_plan_id" uuid,
	"status" text DEFAULT 'listed' NOT NULL,
	"name" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"energy_target_kj" double precision,
	"main_meals" text[] DEFAULT '{breakfast,lunch,dinner}'::text[] NOT NULL,
	"snacks" integer DEFAULT 0 NOT NULL,
	"dessert" boolean DEFAULT false NOT NULL,
	"servings" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"meal_tags" text[] DEFAULT '{}'::text[] NOT NULL,
	"nutrition_tags" text[] DEFAULT '{}'::text[] NOT NULL,
	"energy_kj_per_day" double precision DEFAULT 0 NOT NULL,
	"days" smallint DEFAULT 0 NOT NULL,
	"search_text" text DEFAULT '' NOT NULL,
	"search" "tsvector" GENERATED ALWAYS AS (to_tsvector('english', "marketplace_listings"."search_text")) STORED,
	"rating_count" integer DEFAULT 0 NOT NULL,
	"rating_sum" integer DEFAULT 0 NOT NULL,
	"rating_average" double precision DEFAULT 3.5 NOT NULL,
	"copies" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"removed_at" timestamp with time zone,
	"removed_by_id" uuid,
	CONSTRAINT "marketplace_listings_rating_range" CHECK ("marketplace_listings"."rating_average" between 1 and 5)
);
--> statement-breakpoint
CREATE TABLE "marketplace_meals" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"listing_id" uuid NOT NULL,
	"day" smallint NOT NULL,
	"meal_type" text NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"recipe_id" uuid,
	"no_meal" boolean DEFAULT false NOT NULL,
	"serves" double precision DEFAULT 1 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "marketplace_ratings" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"listing_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"rating" smallint NOT NULL,
	"comment" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "marketplace_ratings_range" CHECK ("marketplace_ratings"."rating" between 1 and 5)
);
--> statement-breakpoint
CREATE TABLE "marketplace_words" (
	"word" text PRIMARY KEY NOT NULL
);
--> statement-breakpoint
ALTER TABLE "meal_plans" ADD COLUMN "copied_from_listing_id" uuid;--> statement-breakpoint
ALTER TABLE "meal_plans" ADD COLUMN "request_brief" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "marketplace_listings" ADD CONSTRAINT "marketplace_listings_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "marketplace_listings" ADD CONSTRAINT "marketplace_listings_source_plan_id_meal_plans_id_fk" FOREIGN KEY ("source_plan_id") REFERENCES "public"."meal_plans"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "marketplace_listings" ADD CONSTRAINT "marketplace_listings_removed_by_id_users_id_fk" FOREIGN KEY ("removed_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "marketplace_meals" ADD CONSTRAINT "marketplace_meals_listing_id_marketplace_listings_id_fk" FOREIGN KEY ("listing_id") REFERENCES "public"."marketplace_listings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "marketplace_meals" ADD CONSTRAINT "marketplace_meals_recipe_id_recipes_id_fk" FOREIGN KEY ("recipe_id") REFERENCES "public"."recipes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "marketplace_ratings" ADD CONSTRAINT "marketplace_ratings_listing_id_marketplace_listings_id_fk" FOREIGN KEY ("listing_id") REFERENCES "public"."marketplace_listings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "marketplace_ratings" ADD CONSTRAINT "marketplace_ratings_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "marketplace_listings_search_idx" ON "marketplace_listings" USING gin ("search");--> statement-breakpoint
CREATE INDEX "marketplace_listings_meal_tags_idx" ON "marketplace_listings" USING gin ("meal_tags");--> statement-breakpoint
CREATE INDEX "marketplace_listings_nutrition_tags_idx" ON "marketplace_listings" USING gin ("nutrition_tags");--> statement-breakpoint
CREATE INDEX "marketplace_listings_newest_idx" ON "marketplace_listings" USING btree ("created_at","id") WHERE "marketplace_listings"."status" = 'listed';--> statement-breakpoint
CREATE INDEX "marketplace_listings_rated_idx" ON "marketplace_listings" USING btree ("rating_average","created_at","id") WHERE "marketplace_listings"."status" = 'listed';--> statement-breakpoint
CREATE INDEX "marketplace_listings_copied_idx" ON "marketplace_listings" USING btree ("copies","created_at","id") WHERE "marketplace_listings"."status" = 'listed';--> statement-breakpoint
CREATE INDEX "marketplace_listings_user_idx" ON "marketplace_listings" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "marketplace_listings_source_listed_key" ON "marketplace_listings" USING btree ("source_plan_id") WHERE "marketplace_listings"."status" = 'listed';--> statement-breakpoint
CREATE INDEX "marketplace_meals_listing_idx" ON "marketplace_meals" USING btree ("listing_id","day");--> statement-breakpoint
CREATE INDEX "marketplace_meals_recipe_idx" ON "marketplace_meals" USING btree ("recipe_id");--> statement-breakpoint
CREATE UNIQUE INDEX "marketplace_ratings_listing_user_key" ON "marketplace_ratings" USING btree ("listing_id","user_id");--> statement-breakpoint
CREATE INDEX "marketplace_ratings_user_idx" ON "marketplace_ratings" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "marketplace_words_trgm_idx" ON "marketplace_words" USING gin ("word" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "meal_plans_request_status_idx" ON "meal_plans" USING btree ("request_status","updated_at") WHERE "meal_plans"."request_status" <> 'empty';--> statement-breakpoint
-- The words of listings, for correcting a misspelt search word (as recipe_words, migration 0012): one
-- statement per write of listings, however many rows.
ALTER TABLE "marketplace_words" ALTER COLUMN "word" SET DATA TYPE text COLLATE "C";--> statement-breakpoint
CREATE FUNCTION marketplace_words_collect() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO marketplace_words (word)
  SELECT DISTINCT w
  FROM changed, regexp_split_to_table(lower(changed.search_text), '[^[:alpha:]]+') AS w
  WHERE length(w) BETWEEN 3 AND 40
  ON CONFLICT DO NOTHING;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER marketplace_words_on_insert AFTER INSERT ON marketplace_listings
  REFERENCING NEW TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION marketplace_words_collect();
