CREATE TABLE "auto_schedule_previews" (
	"id" text PRIMARY KEY NOT NULL,
	"organization_id" integer NOT NULL,
	"created_by" integer,
	"start_date" date NOT NULL,
	"end_date" date NOT NULL,
	"rebalance" boolean DEFAULT false NOT NULL,
	"status" text DEFAULT 'previewed' NOT NULL,
	"result" jsonb NOT NULL,
	"applied" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"applied_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "organization_settings" ADD COLUMN "min_rest_hours" integer DEFAULT 8 NOT NULL;--> statement-breakpoint
ALTER TABLE "organization_settings" ADD COLUMN "build_as_drafts" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "organization_settings" ADD COLUMN "currency" text DEFAULT 'USD' NOT NULL;--> statement-breakpoint
ALTER TABLE "organizations" ADD COLUMN "schedule_version" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "shift_assignments" ADD COLUMN "published" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "shifts" ADD COLUMN "published" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "shifts" ADD COLUMN "sequence" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "hourly_rate" numeric(10, 2);--> statement-breakpoint
ALTER TABLE "auto_schedule_previews" ADD CONSTRAINT "auto_schedule_previews_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "auto_schedule_previews" ADD CONSTRAINT "auto_schedule_previews_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "auto_schedule_previews_organization_idx" ON "auto_schedule_previews" USING btree ("organization_id","created_at");