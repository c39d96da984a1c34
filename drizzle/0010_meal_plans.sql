CREATE TABLE "folders" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"kind" text,
	"client" text NOT NULL,
	"email" text DEFAULT '' NOT NULL,
	"promo" text DEFAULT '' NOT NULL,
	"main_meals" text[] DEFAULT '{breakfast,lunch,dinner}'::text[] NOT NULL,
	"snacks" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "folders_snacks_range" CHECK ("folders"."snacks" between 0 and 4)
);
--> statement-breakpoint
CREATE TABLE "goals" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"goal" text NOT NULL,
	"weight_kg" double precision NOT NULL,
	"height_cm" double precision NOT NULL,
	"gender" text NOT NULL,
	"age" integer NOT NULL,
	"physical_activity_level" double precision NOT NULL,
	"main_meals" text[] DEFAULT '{breakfast,lunch,dinner}'::text[] NOT NULL,
	"snacks" integer DEFAULT 0 NOT NULL,
	"custom_target_kj" double precision,
	"custom_main_kj" double precision,
	"custom_snack_kj" double precision,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "goals_snacks_range" CHECK ("goals"."snacks" between 0 and 4)
);
--> statement-breakpoint
CREATE TABLE "meal_plans" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"folder_id" uuid NOT NULL,
	"name" text NOT NULL,
	"recipe_plan" boolean DEFAULT false NOT NULL,
	"request_status" text DEFAULT 'empty' NOT NULL,
	"promo" text DEFAULT '' NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"no_meals" boolean DEFAULT false NOT NULL,
	"servings" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"energy_target_kj" double precision,
	"main_meals" text[] DEFAULT '{breakfast,lunch,dinner}'::text[] NOT NULL,
	"snacks" integer DEFAULT 0 NOT NULL,
	"dessert" boolean DEFAULT false NOT NULL,
	"meal_tags" text[] DEFAULT '{}'::text[] NOT NULL,
	"nutrition_tags" text[] DEFAULT '{}'::text[] NOT NULL,
	"avoid_tags" text[] DEFAULT '{}'::text[] NOT NULL,
	"ingredient_tags" text[] DEFAULT '{}'::text[] NOT NULL,
	"downloads" integer DEFAULT 0 NOT NULL,
	"has_downloaded" boolean DEFAULT false NOT NULL,
	"has_taken_credit" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "meal_plans_snacks_range" CHECK ("meal_plans"."snacks" between 0 and 4)
);
--> statement-breakpoint
CREATE TABLE "meals" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"plan_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"day" smallint NOT NULL,
	"meal_type" text NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"recipe_id" uuid,
	"no_meal" boolean DEFAULT false NOT NULL,
	"serves" double precision DEFAULT 1 NOT NULL,
	"locked" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "meals_day_range" CHECK ("meals"."day" between 0 and 7),
	CONSTRAINT "meals_serves_positive" CHECK ("meals"."serves" > 0),
	CONSTRAINT "meals_recipe_or_no_meal" CHECK (("meals"."no_meal" and "meals"."recipe_id" is null) or (not "meals"."no_meal" and "meals"."recipe_id" is not null))
);
--> statement-breakpoint
ALTER TABLE "folders" ADD CONSTRAINT "folders_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "goals" ADD CONSTRAINT "goals_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "meal_plans" ADD CONSTRAINT "meal_plans_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "meal_plans" ADD CONSTRAINT "meal_plans_folder_id_folders_id_fk" FOREIGN KEY ("folder_id") REFERENCES "public"."folders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "meals" ADD CONSTRAINT "meals_plan_id_meal_plans_id_fk" FOREIGN KEY ("plan_id") REFERENCES "public"."meal_plans"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "meals" ADD CONSTRAINT "meals_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "meals" ADD CONSTRAINT "meals_recipe_id_recipes_id_fk" FOREIGN KEY ("recipe_id") REFERENCES "public"."recipes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "folders_user_client_idx" ON "folders" USING btree ("user_id",lower("client"));--> statement-breakpoint
CREATE UNIQUE INDEX "folders_user_kind_key" ON "folders" USING btree ("user_id","kind") WHERE "folders"."kind" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "goals_user_key" ON "goals" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "meal_plans_folder_idx" ON "meal_plans" USING btree ("folder_id","created_at");--> statement-breakpoint
CREATE INDEX "meal_plans_user_idx" ON "meal_plans" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "meals_slot_key" ON "meals" USING btree ("plan_id","day","meal_type","position");--> statement-breakpoint
CREATE INDEX "meals_recipe_idx" ON "meals" USING btree ("recipe_id");