ALTER TYPE "public"."notification_type" ADD VALUE 'time_clock_alert';--> statement-breakpoint
CREATE TABLE "time_clock_alerts" (
	"key" text PRIMARY KEY NOT NULL,
	"organization_id" integer NOT NULL,
	"employee_id" integer NOT NULL,
	"sent_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "time_clock_alerts" ADD CONSTRAINT "time_clock_alerts_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "time_clock_alerts" ADD CONSTRAINT "time_clock_alerts_employee_id_users_id_fk" FOREIGN KEY ("employee_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;