CREATE TABLE "meal_custom_ingredients" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"meal_id" uuid NOT NULL,
	"food_id" uuid NOT NULL,
	"portion_id" uuid,
	"measure" text DEFAULT 'gram' NOT NULL,
	"quantity" double precision NOT NULL,
	"grams" double precision NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "meal_custom_ingredients_quantity" CHECK ("meal_custom_ingredients"."quantity" >= 0 and "meal_custom_ingredients"."grams" >= 0)
);
--> statement-breakpoint
CREATE TABLE "meal_customisations" (
	"meal_id" uuid PRIMARY KEY NOT NULL,
	"number_of_serves" double precision NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	"serving_values" jsonb NOT NULL,
	"energy_kj_per_serve" double precision NOT NULL,
	"total_grams" double precision NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "meal_customisations_serves_positive" CHECK ("meal_customisations"."number_of_serves" > 0)
);
--> statement-breakpoint
ALTER TABLE "meal_custom_ingredients" ADD CONSTRAINT "meal_custom_ingredients_meal_id_meal_customisations_meal_id_fk" FOREIGN KEY ("meal_id") REFERENCES "public"."meal_customisations"("meal_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "meal_custom_ingredients" ADD CONSTRAINT "meal_custom_ingredients_food_id_foods_id_fk" FOREIGN KEY ("food_id") REFERENCES "public"."foods"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "meal_custom_ingredients" ADD CONSTRAINT "meal_custom_ingredients_portion_id_food_portions_id_fk" FOREIGN KEY ("portion_id") REFERENCES "public"."food_portions"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "meal_customisations" ADD CONSTRAINT "meal_customisations_meal_id_meals_id_fk" FOREIGN KEY ("meal_id") REFERENCES "public"."meals"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "meal_custom_ingredients_meal_food_key" ON "meal_custom_ingredients" USING btree ("meal_id","food_id");--> statement-breakpoint
CREATE INDEX "meal_custom_ingredients_food_idx" ON "meal_custom_ingredients" USING btree ("food_id");