CREATE TABLE "employee_positions" (
	"organization_id" integer NOT NULL,
	"employee_id" integer NOT NULL,
	"position_id" integer NOT NULL,
	"hourly_rate" numeric(10, 2),
	CONSTRAINT "employee_positions_employee_id_position_id_pk" PRIMARY KEY("employee_id","position_id")
);
--> statement-breakpoint
CREATE TABLE "positions" (
	"id" serial PRIMARY KEY NOT NULL,
	"organization_id" integer NOT NULL,
	"name" text NOT NULL,
	"color" text DEFAULT 'teal' NOT NULL,
	"hourly_rate" numeric(10, 2),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "preferences" (
	"id" serial PRIMARY KEY NOT NULL,
	"organization_id" integer NOT NULL,
	"employee_id" integer NOT NULL,
	"day_of_week" integer NOT NULL,
	"start_time" time NOT NULL,
	"end_time" time NOT NULL,
	"kind" text NOT NULL,
	"effective_from" date,
	"effective_until" date,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "shifts" ADD COLUMN "position_id" integer;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "min_hours" numeric(5, 1);--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "target_hours" numeric(5, 1);--> statement-breakpoint
ALTER TABLE "employee_positions" ADD CONSTRAINT "employee_positions_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "employee_positions" ADD CONSTRAINT "employee_positions_employee_id_users_id_fk" FOREIGN KEY ("employee_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "employee_positions" ADD CONSTRAINT "employee_positions_position_id_positions_id_fk" FOREIGN KEY ("position_id") REFERENCES "public"."positions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "positions" ADD CONSTRAINT "positions_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "preferences" ADD CONSTRAINT "preferences_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "preferences" ADD CONSTRAINT "preferences_employee_id_users_id_fk" FOREIGN KEY ("employee_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "employee_positions_position_idx" ON "employee_positions" USING btree ("position_id");--> statement-breakpoint
CREATE INDEX "employee_positions_organization_idx" ON "employee_positions" USING btree ("organization_id");--> statement-breakpoint
CREATE UNIQUE INDEX "positions_organization_name_unique" ON "positions" USING btree ("organization_id",lower("name"));--> statement-breakpoint
CREATE INDEX "preferences_employee_idx" ON "preferences" USING btree ("employee_id","day_of_week");--> statement-breakpoint
CREATE INDEX "preferences_organization_idx" ON "preferences" USING btree ("organization_id");--> statement-breakpoint
ALTER TABLE "shifts" ADD CONSTRAINT "shifts_position_id_positions_id_fk" FOREIGN KEY ("position_id") REFERENCES "public"."positions"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "shifts_position_idx" ON "shifts" USING btree ("position_id");--> statement-breakpoint
-- Positions, qualifications and preferences feed the schedule reads (chips carry a position's
-- name and colour; the grid marks liked and avoided cells), so their writes raise the version.
CREATE CONSTRAINT TRIGGER positions_schedule_version AFTER INSERT OR UPDATE OR DELETE ON positions
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION bump_schedule_version();
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER employee_positions_schedule_version AFTER INSERT OR UPDATE OR DELETE ON employee_positions
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION bump_schedule_version();
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER preferences_schedule_version AFTER INSERT OR UPDATE OR DELETE ON preferences
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION bump_schedule_version();
