-- Timesheets and clocks are live too, without touching the schedule version: a punch is no
-- schedule change, and bumping the version would make every schedule read load again at each
-- shift start. Every change to the rows a timesheet reads announces 't:<organization id>' (the
-- managers' timesheet screens) and, when it is one person's, 'c:<person id>' (that person's
-- clock card and own timesheet on their other devices). Identical announcements of one
-- transaction are delivered once, at commit.
CREATE OR REPLACE FUNCTION announce_timesheet_change() RETURNS trigger
LANGUAGE plpgsql AS $$
DECLARE
  changed record;
BEGIN
  IF TG_OP = 'DELETE' THEN
    changed := OLD;
  ELSE
    changed := NEW;
  END IF;
  PERFORM pg_notify('shynk_changes', 't:' || changed.organization_id);
  IF TG_TABLE_NAME <> 'pay_period_locks' THEN
    PERFORM pg_notify('shynk_changes', 'c:' || changed.employee_id);
  END IF;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER punches_changes AFTER INSERT OR UPDATE OR DELETE ON punches
  FOR EACH ROW EXECUTE FUNCTION announce_timesheet_change();
--> statement-breakpoint
CREATE TRIGGER punch_corrections_changes AFTER INSERT OR UPDATE OR DELETE ON punch_corrections
  FOR EACH ROW EXECUTE FUNCTION announce_timesheet_change();
--> statement-breakpoint
CREATE TRIGGER timesheet_approvals_changes AFTER INSERT OR UPDATE OR DELETE ON timesheet_approvals
  FOR EACH ROW EXECUTE FUNCTION announce_timesheet_change();
--> statement-breakpoint
CREATE TRIGGER pay_period_locks_changes AFTER INSERT OR UPDATE OR DELETE ON pay_period_locks
  FOR EACH ROW EXECUTE FUNCTION announce_timesheet_change();
