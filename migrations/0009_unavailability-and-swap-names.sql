ALTER TYPE "public"."switch_request_type" RENAME TO "swap_request_type";--> statement-breakpoint
ALTER TYPE "public"."switch_status" RENAME TO "swap_status";--> statement-breakpoint
ALTER TABLE "schedule_switch_requests" RENAME TO "swap_requests";--> statement-breakpoint
ALTER TABLE "employee_preferences" RENAME TO "unavailability";--> statement-breakpoint
ALTER TABLE "unavailability" DROP CONSTRAINT "employee_preferences_organization_id_organizations_id_fk";
--> statement-breakpoint
ALTER TABLE "unavailability" DROP CONSTRAINT "employee_preferences_employee_id_users_id_fk";
--> statement-breakpoint
ALTER TABLE "swap_requests" DROP CONSTRAINT "schedule_switch_requests_organization_id_organizations_id_fk";
--> statement-breakpoint
ALTER TABLE "swap_requests" DROP CONSTRAINT "schedule_switch_requests_requesting_employee_id_users_id_fk";
--> statement-breakpoint
ALTER TABLE "swap_requests" DROP CONSTRAINT "schedule_switch_requests_target_employee_id_users_id_fk";
--> statement-breakpoint
ALTER TABLE "swap_requests" DROP CONSTRAINT "schedule_switch_requests_requesting_shift_id_shifts_id_fk";
--> statement-breakpoint
ALTER TABLE "swap_requests" DROP CONSTRAINT "schedule_switch_requests_target_shift_id_shifts_id_fk";
--> statement-breakpoint
ALTER TABLE "swap_requests" DROP CONSTRAINT "schedule_switch_requests_reviewed_by_users_id_fk";
--> statement-breakpoint
DROP INDEX "employee_preferences_employee_idx";--> statement-breakpoint
DROP INDEX "switch_requesting_status_idx";--> statement-breakpoint
DROP INDEX "switch_target_status_idx";--> statement-breakpoint
ALTER TABLE "unavailability" ADD CONSTRAINT "unavailability_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "unavailability" ADD CONSTRAINT "unavailability_employee_id_users_id_fk" FOREIGN KEY ("employee_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "swap_requests" ADD CONSTRAINT "swap_requests_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "swap_requests" ADD CONSTRAINT "swap_requests_requesting_employee_id_users_id_fk" FOREIGN KEY ("requesting_employee_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "swap_requests" ADD CONSTRAINT "swap_requests_target_employee_id_users_id_fk" FOREIGN KEY ("target_employee_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "swap_requests" ADD CONSTRAINT "swap_requests_requesting_shift_id_shifts_id_fk" FOREIGN KEY ("requesting_shift_id") REFERENCES "public"."shifts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "swap_requests" ADD CONSTRAINT "swap_requests_target_shift_id_shifts_id_fk" FOREIGN KEY ("target_shift_id") REFERENCES "public"."shifts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "swap_requests" ADD CONSTRAINT "swap_requests_reviewed_by_users_id_fk" FOREIGN KEY ("reviewed_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "unavailability_employee_idx" ON "unavailability" USING btree ("employee_id","day_of_week");--> statement-breakpoint
CREATE INDEX "swap_requesting_status_idx" ON "swap_requests" USING btree ("requesting_employee_id","status");--> statement-breakpoint
CREATE INDEX "swap_target_status_idx" ON "swap_requests" USING btree ("target_employee_id","status");--> statement-breakpoint
ALTER TRIGGER "employee_preferences_schedule_version" ON "unavailability" RENAME TO "unavailability_schedule_version";
