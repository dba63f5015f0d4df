-- A host's calendar events overlapping the span, found as their holds are (0023): through a GiST index on
-- (user, time range). The (user, start) index bounds only the start, so every event of the host that starts before
-- the span's end was read: a year of a busy calendar's history for each month of slots.
-- It serves every read of busy_times by user (busy_time, and the user's foreign key), so the btree goes.
CREATE INDEX IF NOT EXISTS "busy_times_user_during_idx" ON "busy_times" USING gist ("user_id", tstzrange("start_at", "end_at", '[)'));
--> statement-breakpoint
DROP INDEX IF EXISTS "busy_times_user_start_idx";
--> statement-breakpoint
CREATE OR REPLACE FUNCTION "busy_time"(
  lock_keys bigint[],
  lock_exclusive boolean[],
  host_ids text[],
  span_start timestamptz,
  span_end timestamptz,
  at timestamptz,
  own_reservation text
) RETURNS TABLE (kind text, user_id text, calendar_id text, start_at timestamptz, end_at timestamptz, expires_at timestamptz)
LANGUAGE plpgsql VOLATILE AS $$
BEGIN
  -- The caller sorts the keys: every transaction takes them in the same order.
  FOR i IN 1 .. coalesce(array_length(lock_keys, 1), 0) LOOP
    IF lock_exclusive[i] THEN
      PERFORM pg_advisory_xact_lock(lock_keys[i]);
    ELSE
      PERFORM pg_advisory_xact_lock_shared(lock_keys[i]);
    END IF;
  END LOOP;
  RETURN QUERY
    SELECT 'hold'::text, h.user_id, NULL::text, h.start_at, h.end_at, NULL::timestamptz
      FROM booking_holds h
      WHERE h.active AND h.user_id = ANY (host_ids) AND h.start_at < span_end AND h.end_at > span_start
        AND tstzrange(h.start_at, h.end_at, '[)') && tstzrange(least(span_start, span_end), span_end, '[]')
    UNION ALL
    SELECT 'event'::text, b.user_id, b.calendar_id, b.start_at, b.end_at, NULL::timestamptz
      FROM busy_times b
      WHERE b.user_id = ANY (host_ids) AND b.start_at < span_end AND b.end_at > span_start
        AND tstzrange(b.start_at, b.end_at, '[)') && tstzrange(least(span_start, span_end), span_end, '[]')
    UNION ALL
    SELECT 'reservation'::text, r.user_id, NULL::text, r.start_at, r.end_at, r.expires_at
      FROM slot_reservations r
      WHERE r.user_id = ANY (host_ids) AND r.start_at < span_end AND r.end_at > span_start AND r.expires_at > at
        AND r.id IS DISTINCT FROM own_reservation
    UNION ALL
    SELECT 'own'::text, r.user_id, NULL::text, r.start_at, r.end_at, r.expires_at
      FROM slot_reservations r
      WHERE r.id = own_reservation;
END
$$;
