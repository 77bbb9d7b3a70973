CREATE TABLE "employee_locations" (
	"organization_id" integer NOT NULL,
	"employee_id" integer NOT NULL,
	"location_id" integer NOT NULL,
	CONSTRAINT "employee_locations_employee_id_location_id_pk" PRIMARY KEY("employee_id","location_id")
);
--> statement-breakpoint
CREATE TABLE "locations" (
	"id" serial PRIMARY KEY NOT NULL,
	"organization_id" integer NOT NULL,
	"name" text NOT NULL,
	"address" text,
	"time_zone" text NOT NULL,
	"geofence_latitude" numeric(9, 6),
	"geofence_longitude" numeric(9, 6),
	"geofence_radius_meters" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "shifts" ADD COLUMN "location_id" integer;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "manages_all_locations" boolean DEFAULT true NOT NULL;--> statement-breakpoint
-- Every organization so far had one site: it becomes its first location, named after it and in its
-- time zone, and every shift and every person moves there.
INSERT INTO "locations" ("organization_id", "name", "time_zone")
  SELECT "id", "name", "time_zone" FROM "organizations";--> statement-breakpoint
UPDATE "shifts" SET "location_id" = "locations"."id"
  FROM "locations" WHERE "locations"."organization_id" = "shifts"."organization_id";--> statement-breakpoint
INSERT INTO "employee_locations" ("organization_id", "employee_id", "location_id")
  SELECT "users"."organization_id", "users"."id", "locations"."id"
  FROM "users" JOIN "locations" ON "locations"."organization_id" = "users"."organization_id";--> statement-breakpoint
-- The schedule-version triggers the update queued run now: a table with pending trigger events
-- cannot be altered in the same transaction.
SET CONSTRAINTS ALL IMMEDIATE;--> statement-breakpoint
ALTER TABLE "shifts" ALTER COLUMN "location_id" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "employee_locations" ADD CONSTRAINT "employee_locations_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "employee_locations" ADD CONSTRAINT "employee_locations_employee_id_users_id_fk" FOREIGN KEY ("employee_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "employee_locations" ADD CONSTRAINT "employee_locations_location_id_locations_id_fk" FOREIGN KEY ("location_id") REFERENCES "public"."locations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "locations" ADD CONSTRAINT "locations_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "employee_locations_location_idx" ON "employee_locations" USING btree ("location_id");--> statement-breakpoint
CREATE INDEX "employee_locations_organization_idx" ON "employee_locations" USING btree ("organization_id");--> statement-breakpoint
CREATE UNIQUE INDEX "locations_organization_name_unique" ON "locations" USING btree ("organization_id",lower("name"));--> statement-breakpoint
ALTER TABLE "shifts" ADD CONSTRAINT "shifts_location_id_locations_id_fk" FOREIGN KEY ("location_id") REFERENCES "public"."locations"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "shifts_organization_location_date_idx" ON "shifts" USING btree ("organization_id","location_id","date");--> statement-breakpoint
-- Shift reads carry their location's name and people lists their locations: writes to either
-- raise the schedule version, so cached reads notice them.
CREATE CONSTRAINT TRIGGER locations_schedule_version AFTER INSERT OR UPDATE OR DELETE ON locations
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION bump_schedule_version();
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER employee_locations_schedule_version AFTER INSERT OR UPDATE OR DELETE ON employee_locations
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION bump_schedule_version();
