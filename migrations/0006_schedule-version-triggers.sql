-- The schedule version of an organization rises once per transaction that writes any row a
-- schedule read depends on, whichever code path wrote it. Cached reads compare it in one indexed
-- lookup. The triggers are deferred to commit, so the organizations row is locked last, after
-- every row lock the transaction took: it cannot close a deadlock cycle with them. A
-- transaction-local setting remembers that this transaction already bumped the organization.
CREATE OR REPLACE FUNCTION bump_schedule_version() RETURNS trigger
LANGUAGE plpgsql AS $$
DECLARE
  affected integer[];
  org integer;
BEGIN
  IF TG_OP = 'INSERT' THEN
    affected := ARRAY[NEW.organization_id];
  ELSIF TG_OP = 'DELETE' THEN
    affected := ARRAY[OLD.organization_id];
  ELSE
    affected := ARRAY[NEW.organization_id, OLD.organization_id];
  END IF;
  FOREACH org IN ARRAY affected LOOP
    CONTINUE WHEN org IS NULL
      OR current_setting('shynk.schedule_bumped_' || org, true) = 'yes';
    PERFORM set_config('shynk.schedule_bumped_' || org, 'yes', true);
    UPDATE organizations SET schedule_version = schedule_version + 1 WHERE id = org;
  END LOOP;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER shifts_schedule_version AFTER INSERT OR UPDATE OR DELETE ON shifts
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION bump_schedule_version();
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER shift_assignments_schedule_version AFTER INSERT OR UPDATE OR DELETE ON shift_assignments
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION bump_schedule_version();
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER time_off_requests_schedule_version AFTER INSERT OR UPDATE OR DELETE ON time_off_requests
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION bump_schedule_version();
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER users_schedule_version AFTER INSERT OR UPDATE OR DELETE ON users
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION bump_schedule_version();
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER employee_preferences_schedule_version AFTER INSERT OR UPDATE OR DELETE ON employee_preferences
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION bump_schedule_version();
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER organization_settings_schedule_version AFTER INSERT OR UPDATE OR DELETE ON organization_settings
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION bump_schedule_version();
