ALTER TABLE "sessions" ADD COLUMN "last_active_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
-- Each process keeps the sessions it has checked in memory (decision 031). These triggers announce
-- every change that could make a kept answer wrong, with the person's id, on the channel
-- "session_changes"; every process LISTENs there and forgets that person's sessions. A NOTIFY is
-- delivered when its transaction commits, never before, and not at all if it rolls back.
CREATE FUNCTION "session_changes_announce"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'TRUNCATE' THEN
    -- Everyone's sessions at once: "*" tells every process to forget all it keeps.
    PERFORM pg_notify('session_changes', '*');
  ELSIF TG_TABLE_NAME = 'users' THEN
    PERFORM pg_notify('session_changes', OLD.id);
  ELSE
    PERFORM pg_notify('session_changes', OLD.user_id);
    IF TG_OP = 'UPDATE' AND NEW.user_id IS DISTINCT FROM OLD.user_id THEN
      PERFORM pg_notify('session_changes', NEW.user_id);
    END IF;
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "sessions_announce_delete" AFTER DELETE ON "sessions"
FOR EACH ROW EXECUTE FUNCTION "session_changes_announce"();--> statement-breakpoint
-- Better Auth extends expires_at when a session is refreshed; last_active_at, ip_address and
-- user_agent change nothing a process keeps, so writing them announces nothing.
CREATE TRIGGER "sessions_announce_update" AFTER UPDATE ON "sessions"
FOR EACH ROW WHEN (
  (OLD.user_id, OLD.token, OLD.expires_at) IS DISTINCT FROM (NEW.user_id, NEW.token, NEW.expires_at)
) EXECUTE FUNCTION "session_changes_announce"();--> statement-breakpoint
-- TRUNCATE users must truncate sessions too (their foreign key), which fires this one.
CREATE TRIGGER "sessions_announce_truncate" AFTER TRUNCATE ON "sessions"
FOR EACH STATEMENT EXECUTE FUNCTION "session_changes_announce"();--> statement-breakpoint
-- Any change to a person (name, email, roles, and whatever is added later) reaches their sessions.
CREATE TRIGGER "users_announce_update" AFTER UPDATE ON "users"
FOR EACH ROW WHEN (OLD.* IS DISTINCT FROM NEW.*) EXECUTE FUNCTION "session_changes_announce"();--> statement-breakpoint
CREATE TRIGGER "users_announce_delete" AFTER DELETE ON "users"
FOR EACH ROW EXECUTE FUNCTION "session_changes_announce"();
