CREATE TABLE "slot_reservations" (
	"id" text NOT NULL,
	"user_id" text NOT NULL,
	"workspace_id" text NOT NULL,
	"booking_link_id" text NOT NULL,
	"api_key_id" text NOT NULL,
	"holder" text NOT NULL,
	"start_at" timestamp with time zone NOT NULL,
	"end_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "slot_reservations_id_user_id_pk" PRIMARY KEY("id","user_id")
);
--> statement-breakpoint
ALTER TABLE "slot_reservations" ADD CONSTRAINT "slot_reservations_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "slot_reservations" ADD CONSTRAINT "slot_reservations_workspace_id_workspaces_id_fk" FOREIGN KEY ("workspace_id") REFERENCES "public"."workspaces"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "slot_reservations" ADD CONSTRAINT "slot_reservations_booking_link_id_booking_links_id_fk" FOREIGN KEY ("booking_link_id") REFERENCES "public"."booking_links"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "slot_reservations" ADD CONSTRAINT "slot_reservations_api_key_id_api_keys_id_fk" FOREIGN KEY ("api_key_id") REFERENCES "public"."api_keys"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "slot_reservations_user_start_idx" ON "slot_reservations" USING btree ("user_id","start_at");--> statement-breakpoint
CREATE INDEX "slot_reservations_holder_idx" ON "slot_reservations" USING btree ("api_key_id","holder");--> statement-breakpoint
CREATE INDEX "slot_reservations_link_expires_idx" ON "slot_reservations" USING btree ("booking_link_id","expires_at");--> statement-breakpoint
CREATE INDEX "slot_reservations_expires_idx" ON "slot_reservations" USING btree ("expires_at");--> statement-breakpoint
-- busy_time (0003) with slot reservations: the same locks first, then every
-- kind of busy time in one read. `at` is the service's clock: reservations
-- expired by then count for nothing. `own_reservation` is the caller's
-- reservation (or null): its rows come back as 'own', wherever they lie, so a
-- booking knows whose time it frees, and they do not count as busy.
-- The 0003 signature stays, so that instances still running the previous
-- release keep working during a rolling deploy; nothing of this release calls it.
CREATE FUNCTION "busy_time"(
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
