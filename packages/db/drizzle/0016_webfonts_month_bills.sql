CREATE TABLE "webfonts_month_bills" (
	"project_id" integer NOT NULL,
	"month" date NOT NULL,
	"order_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "webfonts_month_bills_project_id_month_pk" PRIMARY KEY("project_id","month")
);
--> statement-breakpoint
ALTER TABLE "webfonts_month_bills" ADD CONSTRAINT "webfonts_month_bills_project_id_webfonts_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."webfonts_projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "webfonts_month_bills" ADD CONSTRAINT "webfonts_month_bills_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "webfonts_month_bills_order_unique" ON "webfonts_month_bills" USING btree ("order_id");