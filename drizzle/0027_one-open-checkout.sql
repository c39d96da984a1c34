CREATE TABLE "billing_checkouts" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"attempt_key" text NOT NULL,
	"stripe_price_id" text NOT NULL,
	"trial" boolean NOT NULL,
	"session_id" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "billing_checkouts" ADD CONSTRAINT "billing_checkouts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;