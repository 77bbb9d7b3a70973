CREATE TABLE "organization_settings" (
	"id" serial PRIMARY KEY NOT NULL,
	"organization_id" integer NOT NULL,
	"default_shift_duration" integer DEFAULT 90 NOT NULL,
	"default_weekly_hours" numeric(5, 1) DEFAULT 40 NOT NULL,
	"advance_scheduling_weeks" integer DEFAULT 4 NOT NULL,
	"auto_assign_employees" boolean DEFAULT true NOT NULL,
	"default_employee_type" "employee_type" DEFAULT 'hourly' NOT NULL,
	"require_approval_shift_swaps" boolean DEFAULT true NOT NULL,
	"allow_view_all_schedules" boolean DEFAULT false NOT NULL,
	"coverage_policy_mode" text DEFAULT 'unlimited' NOT NULL,
	"coverage_hourly_limit" integer DEFAULT 5 NOT NULL,
	"coverage_salaried_limit" integer DEFAULT 10 NOT NULL,
	"coverage_hourly_to_salaried_limit" integer DEFAULT 3 NOT NULL,
	"coverage_salaried_to_hourly_limit" integer DEFAULT 5 NOT NULL,
	"coverage_requests_per_interval" integer DEFAULT 3 NOT NULL,
	"coverage_reset_period" text DEFAULT 'month' NOT NULL,
	"coverage_interval" text DEFAULT 'week' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "organization_settings_organization_id_unique" UNIQUE("organization_id")
);
--> statement-breakpoint
ALTER TABLE "organization_settings" ADD CONSTRAINT "organization_settings_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;