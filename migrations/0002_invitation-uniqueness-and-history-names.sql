ALTER TABLE "schedule_switch_requests" ADD COLUMN "requesting_employee_name" text;--> statement-breakpoint
ALTER TABLE "schedule_switch_requests" ADD COLUMN "target_employee_name" text;--> statement-breakpoint
CREATE UNIQUE INDEX "invitations_pending_email_unique" ON "employee_invitations" USING btree ("organization_id",lower("email")) WHERE "employee_invitations"."status" = 'pending';