-- Hand-written: a session that ends (sign-out, a password reset or change, a role change, an
-- account handed to its address's owner, expiry, the account deleted) tells every instance when
-- its transaction commits, on the live channel (features/live), so that the streams it opened
-- close at once (security.md, issue 36 item 7). One statement-level trigger catches every path
-- that deletes sessions. A NOTIFY payload stays under 8,000 bytes: at most 150 ids each.
CREATE OR REPLACE FUNCTION sessions_ended_notify() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  part text;
BEGIN
  FOR part IN
    SELECT json_build_object('endedSessions', json_agg(id))::text
    FROM (SELECT id, (row_number() OVER ()) / 150 AS chunk FROM gone) AS ended
    GROUP BY chunk
  LOOP
    PERFORM pg_notify('resale_zone_live', part);
  END LOOP;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER sessions_ended_notify AFTER DELETE ON sessions
  REFERENCING OLD TABLE AS gone FOR EACH STATEMENT EXECUTE FUNCTION sessions_ended_notify();
