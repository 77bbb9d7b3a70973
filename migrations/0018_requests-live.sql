-- The requests screens (a manager's review, a person's own requests) read swap requests: a
-- request made, answered or cancelled is a change those screens hear live, like a claim's.
CREATE CONSTRAINT TRIGGER swap_requests_schedule_version AFTER INSERT OR UPDATE OR DELETE ON swap_requests
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION bump_schedule_version();
