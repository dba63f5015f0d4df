-- Busy time of some hosts over a span, optionally after taking advisory locks
-- (lib/bookings/slot-locks.ts): the one definition of busy time the service
-- reads, and, for a booking, its locks and its re-check in one round trip.
-- In a plpgsql function each statement reads with a snapshot of its own, so
-- the rows are read after the locks are held and include every booking
-- committed before they were granted.
CREATE FUNCTION "busy_time"(
  lock_keys bigint[],
  lock_exclusive boolean[],
  host_ids text[],
  span_start timestamptz,
  span_end timestamptz
) RETURNS TABLE (is_hold boolean, user_id text, calendar_id text, start_at timestamptz, end_at timestamptz)
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
    SELECT true, h.user_id, NULL::text, h.start_at, h.end_at
      FROM booking_holds h
      WHERE h.active AND h.user_id = ANY (host_ids) AND h.start_at < span_end AND h.end_at > span_start
    UNION ALL
    SELECT false, b.user_id, b.calendar_id, b.start_at, b.end_at
      FROM busy_times b
      WHERE b.user_id = ANY (host_ids) AND b.start_at < span_end AND b.end_at > span_start;
END
$$;
