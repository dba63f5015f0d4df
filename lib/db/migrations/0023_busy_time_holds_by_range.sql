-- A host's holds overlapping the span, found through the no-overlap constraint's GiST index (user, time range):
-- `start_at < span_end AND end_at > span_start` alone bounds only the start, so PostgreSQL read every hold of the
-- host that starts before the span's end, their whole history (27 ms for 9,000 holds, under the slot's locks).
-- The closed range (a point when the span is reversed) keeps every row the two comparisons keep, which still decide.
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
