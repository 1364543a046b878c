CREATE TABLE "club_reward_shipments" (
	"claim_id" integer PRIMARY KEY NOT NULL,
	"tracking_number" text NOT NULL,
	"carrier" text,
	"track_url" text,
	"shipped_at" timestamp with time zone DEFAULT now() NOT NULL,
	"staff_id" integer
);
--> statement-breakpoint
ALTER TABLE "affiliate_payouts" ADD COLUMN "reference" text;--> statement-breakpoint
ALTER TABLE "affiliate_payouts" ADD COLUMN "staff_id" integer;--> statement-breakpoint
ALTER TABLE "club_reward_shipments" ADD CONSTRAINT "club_reward_shipments_claim_id_club_reward_claims_id_fk" FOREIGN KEY ("claim_id") REFERENCES "public"."club_reward_claims"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "club_reward_shipments" ADD CONSTRAINT "club_reward_shipments_staff_id_staff_members_id_fk" FOREIGN KEY ("staff_id") REFERENCES "public"."staff_members"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "affiliate_payouts" ADD CONSTRAINT "affiliate_payouts_staff_id_staff_members_id_fk" FOREIGN KEY ("staff_id") REFERENCES "public"."staff_members"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "club_reward_claims_status_idx" ON "club_reward_claims" USING btree ("status","created_at");