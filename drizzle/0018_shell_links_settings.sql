ALTER TABLE "settings" ADD COLUMN "welcome_video_member" text DEFAULT 'https://www.youtube-nocookie.com/embed/jNQXAC9IVRw' NOT NULL;--> statement-breakpoint
ALTER TABLE "settings" ADD COLUMN "welcome_video_trainer" text DEFAULT 'https://www.youtube-nocookie.com/embed/jNQXAC9IVRw' NOT NULL;--> statement-breakpoint
ALTER TABLE "settings" ADD COLUMN "welcome_video_dietitian" text DEFAULT 'https://www.youtube-nocookie.com/embed/jNQXAC9IVRw' NOT NULL;--> statement-breakpoint
ALTER TABLE "settings" ADD COLUMN "book_demo_url" text DEFAULT 'https://calendly.com/' NOT NULL;