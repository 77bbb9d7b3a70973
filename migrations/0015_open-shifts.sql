ALTER TYPE "public"."notification_type" ADD VALUE 'open_shift_offered';--> statement-breakpoint
ALTER TYPE "public"."notification_type" ADD VALUE 'open_shift_claim';--> statement-breakpoint
ALTER TYPE "public"."notification_type" ADD VALUE 'open_shift_decision';--> statement-breakpoint
ALTER TYPE "public"."notification_type" ADD VALUE 'open_shift_unclaimed';--> statement-breakpoint
CREATE TABLE "bid_awards" (
	"id" serial PRIMARY KEY NOT NULL,
	"organization_id" integer NOT NULL,
	"picks" jsonb NOT NULL,
	"shift_ids" integer[] NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"applied_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "open_shift_alerts" (
	"shift_id" integer PRIMARY KEY NOT NULL,
	"organization_id" integer NOT NULL,
	"sent_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "shift_claims" (
	"id" serial PRIMARY KEY NOT NULL,
	"organization_id" integer NOT NULL,
	"shift_id" integer NOT NULL,
	"employee_id" integer NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"decision_reason" text,
	"decided_by" integer,
	"decided_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "organization_settings" ADD COLUMN "open_shift_claim_mode" text DEFAULT 'first_come' NOT NULL;--> statement-breakpoint
ALTER TABLE "organization_settings" ADD COLUMN "offer_on_publish" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "organization_settings" ADD COLUMN "bid_window_hours" integer DEFAULT 24 NOT NULL;--> statement-breakpoint
ALTER TABLE "organization_settings" ADD COLUMN "review_bid_awards" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "organization_settings" ADD COLUMN "unclaimed_alert_hours" integer DEFAULT 24 NOT NULL;--> statement-breakpoint
ALTER TABLE "shifts" ADD COLUMN "offered_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "shifts" ADD COLUMN "claim_mode" text;--> statement-breakpoint
ALTER TABLE "shifts" ADD COLUMN "bid_deadline" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "bid_awards" ADD CONSTRAINT "bid_awards_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "open_shift_alerts" ADD CONSTRAINT "open_shift_alerts_shift_id_shifts_id_fk" FOREIGN KEY ("shift_id") REFERENCES "public"."shifts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "open_shift_alerts" ADD CONSTRAINT "open_shift_alerts_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shift_claims" ADD CONSTRAINT "shift_claims_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shift_claims" ADD CONSTRAINT "shift_claims_shift_id_shifts_id_fk" FOREIGN KEY ("shift_id") REFERENCES "public"."shifts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shift_claims" ADD CONSTRAINT "shift_claims_employee_id_users_id_fk" FOREIGN KEY ("employee_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shift_claims" ADD CONSTRAINT "shift_claims_decided_by_users_id_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "bid_awards_organization_idx" ON "bid_awards" USING btree ("organization_id","status");--> statement-breakpoint
CREATE UNIQUE INDEX "shift_claims_pending_unique" ON "shift_claims" USING btree ("shift_id","employee_id") WHERE "shift_claims"."status" = 'pending';--> statement-breakpoint
CREATE INDEX "shift_claims_organization_status_idx" ON "shift_claims" USING btree ("organization_id","status");--> statement-breakpoint
CREATE INDEX "shift_claims_employee_idx" ON "shift_claims" USING btree ("employee_id","created_at");--> statement-breakpoint
CREATE INDEX "shift_claims_shift_idx" ON "shift_claims" USING btree ("shift_id");--> statement-breakpoint
-- A shift's read counts its pending claims, so a claim's change is a change of the schedule reads.
CREATE CONSTRAINT TRIGGER shift_claims_schedule_version AFTER INSERT OR UPDATE OR DELETE ON shift_claims
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION bump_schedule_version();
