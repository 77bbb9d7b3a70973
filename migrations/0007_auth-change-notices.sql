-- App processes keep signed-in sessions with their users, and unread counts, in memory
-- (server/db/kept-copies.ts) and drop them when told here: every change that could make a kept
-- copy wrong announces itself on the channel shynk_changes at commit, whichever code path or tool
-- made it. 's:<sid>' for a session whose data changed, whose expiry was brought forward, or that
-- was deleted before it expired (an expired one is refused from memory anyway); 'u:<id>' for any
-- change to a user; 'n:<user id>' for any change to that person's notifications; 'o:<id>' for
-- any change to an organization (its schedule version, its time zone).
-- Extending an expiry (the rolling touch) announces nothing: a kept copy with the earlier expiry
-- is only ever refused too soon.
CREATE OR REPLACE FUNCTION announce_session_change() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('shynk_changes', 's:' || OLD.sid);
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER session_changes AFTER UPDATE ON session FOR EACH ROW
  WHEN (OLD.sess::text IS DISTINCT FROM NEW.sess::text OR NEW.expire < OLD.expire
    OR NEW.sid IS DISTINCT FROM OLD.sid)
  EXECUTE FUNCTION announce_session_change();
--> statement-breakpoint
CREATE TRIGGER session_deletions AFTER DELETE ON session FOR EACH ROW
  WHEN (OLD.expire >= now())
  EXECUTE FUNCTION announce_session_change();
--> statement-breakpoint
CREATE OR REPLACE FUNCTION announce_user_change() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('shynk_changes', 'u:' || OLD.id);
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER users_changes AFTER UPDATE OR DELETE ON users FOR EACH ROW
  EXECUTE FUNCTION announce_user_change();
--> statement-breakpoint
CREATE OR REPLACE FUNCTION announce_notification_change() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP <> 'INSERT' THEN
    PERFORM pg_notify('shynk_changes', 'n:' || OLD.user_id);
  END IF;
  IF TG_OP <> 'DELETE' THEN
    PERFORM pg_notify('shynk_changes', 'n:' || NEW.user_id);
  END IF;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER notifications_changes AFTER INSERT OR UPDATE OR DELETE ON notifications
  FOR EACH ROW EXECUTE FUNCTION announce_notification_change();
--> statement-breakpoint
CREATE OR REPLACE FUNCTION announce_organization_change() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('shynk_changes', 'o:' || OLD.id);
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER organizations_changes AFTER UPDATE OR DELETE ON organizations FOR EACH ROW
  EXECUTE FUNCTION announce_organization_change();
