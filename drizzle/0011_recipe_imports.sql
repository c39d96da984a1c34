CREATE TABLE "recipe_import_lines" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"import_id" uuid NOT NULL,
	"recipe_number" integer NOT NULL,
	"line_number" integer NOT NULL,
	"recipe_name" text NOT NULL,
	"recipe_id" uuid,
	"line" text NOT NULL,
	"outcome" text NOT NULL,
	"reason" text,
	"message" text DEFAULT '' NOT NULL,
	"food_id" uuid,
	"food_name" text,
	"quantity" double precision,
	"measure" text,
	"grams" double precision
);
--> statement-breakpoint
CREATE TABLE "recipe_imports" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"upload_id" uuid,
	"kind" text NOT NULL,
	"status" text DEFAULT 'queued' NOT NULL,
	"processed" integer DEFAULT 0 NOT NULL,
	"total" integer DEFAULT 0 NOT NULL,
	"recipes_created" integer DEFAULT 0 NOT NULL,
	"recipes_published" integer DEFAULT 0 NOT NULL,
	"recipes_in_error" integer DEFAULT 0 NOT NULL,
	"lines_matched" integer DEFAULT 0 NOT NULL,
	"lines_unmatched" integer DEFAULT 0 NOT NULL,
	"section_headers" integer DEFAULT 0 NOT NULL,
	"notes" integer DEFAULT 0 NOT NULL,
	"error" text,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"started_at" timestamp with time zone,
	"finished_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "recipe_import_lines" ADD CONSTRAINT "recipe_import_lines_import_id_recipe_imports_id_fk" FOREIGN KEY ("import_id") REFERENCES "public"."recipe_imports"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recipe_import_lines" ADD CONSTRAINT "recipe_import_lines_recipe_id_recipes_id_fk" FOREIGN KEY ("recipe_id") REFERENCES "public"."recipes"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recipe_import_lines" ADD CONSTRAINT "recipe_import_lines_food_id_foods_id_fk" FOREIGN KEY ("food_id") REFERENCES "public"."foods"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recipe_imports" ADD CONSTRAINT "recipe_imports_upload_id_uploads_id_fk" FOREIGN KEY ("upload_id") REFERENCES "public"."uploads"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recipe_imports" ADD CONSTRAINT "recipe_imports_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "recipe_import_lines_report_idx" ON "recipe_import_lines" USING btree ("import_id","outcome","recipe_number","line_number");--> statement-breakpoint
CREATE INDEX "recipe_import_lines_recipe_idx" ON "recipe_import_lines" USING btree ("recipe_id");--> statement-breakpoint
CREATE INDEX "recipe_imports_upload_idx" ON "recipe_imports" USING btree ("upload_id","created_at");