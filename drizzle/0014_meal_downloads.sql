CREATE TABLE "meal_downloads" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"creator_id" uuid NOT NULL,
	"plan_id" uuid,
	"plan_name" text NOT NULL,
	"main_meals" text[] DEFAULT '{}'::text[] NOT NULL,
	"snacks" integer DEFAULT 0 NOT NULL,
	"recipes" uuid[] DEFAULT '{}'::uuid[] NOT NULL,
	"subscription" text,
	"took_credit" boolean DEFAULT false NOT NULL,
	"date_downloaded" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "meal_downloads" ADD CONSTRAINT "meal_downloads_creator_id_users_id_fk" FOREIGN KEY ("creator_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "meal_downloads" ADD CONSTRAINT "meal_downloads_plan_id_meal_plans_id_fk" FOREIGN KEY ("plan_id") REFERENCES "public"."meal_plans"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "meal_downloads_creator_idx" ON "meal_downloads" USING btree ("creator_id","date_downloaded");--> statement-breakpoint
CREATE INDEX "meal_downloads_plan_idx" ON "meal_downloads" USING btree ("plan_id");