CREATE TABLE "family_pairings" (
	"family_id" integer NOT NULL,
	"paired_family_id" integer NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "family_pairings_family_id_paired_family_id_pk" PRIMARY KEY("family_id","paired_family_id")
);
--> statement-breakpoint
CREATE TABLE "family_relations" (
	"family_id" integer NOT NULL,
	"related_family_id" integer NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "family_relations_family_id_related_family_id_pk" PRIMARY KEY("family_id","related_family_id")
);
--> statement-breakpoint
ALTER TABLE "families" ADD COLUMN "published" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "family_pairings" ADD CONSTRAINT "family_pairings_family_id_families_id_fk" FOREIGN KEY ("family_id") REFERENCES "public"."families"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "family_pairings" ADD CONSTRAINT "family_pairings_paired_family_id_families_id_fk" FOREIGN KEY ("paired_family_id") REFERENCES "public"."families"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "family_relations" ADD CONSTRAINT "family_relations_family_id_families_id_fk" FOREIGN KEY ("family_id") REFERENCES "public"."families"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "family_relations" ADD CONSTRAINT "family_relations_related_family_id_families_id_fk" FOREIGN KEY ("related_family_id") REFERENCES "public"."families"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "family_pairings_paired_idx" ON "family_pairings" USING btree ("paired_family_id");--> statement-breakpoint
CREATE INDEX "family_relations_related_idx" ON "family_relations" USING btree ("related_family_id");