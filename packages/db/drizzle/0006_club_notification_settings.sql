ALTER TABLE "users" ADD COLUMN "club_notify_after_transaction" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "club_notify_new_rewards" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "club_notify_new_webinar" boolean DEFAULT true NOT NULL;