ALTER TABLE "users" ADD COLUMN "form_handle" text;--> statement-breakpoint
ALTER TABLE "meal_plans" ADD COLUMN "public_link" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "meal_plans" ADD COLUMN "from_form" boolean DEFAULT false NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "users_form_handle_unique" ON "users" USING btree ("form_handle");