CREATE TABLE "booking_week_totals" (
	"workspace_id" text NOT NULL,
	"status" text NOT NULL,
	"week" timestamp with time zone NOT NULL,
	"shard" smallint NOT NULL,
	"n" bigint NOT NULL,
	CONSTRAINT "booking_week_totals_workspace_id_status_week_shard_pk" PRIMARY KEY("workspace_id","status","week","shard")
);
--> statement-breakpoint
-- Kept as booking_totals is (migration 0019), by the UTC week each booking starts in, 4 shards a key: the whole
-- team's bookings (by status or not) find the week of any position from a few hundred rows.
CREATE FUNCTION booking_week_totals_add() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO booking_week_totals AS t (workspace_id, status, week, shard, n)
      SELECT workspace_id, status, date_trunc('week', start_at, 'UTC'), floor(random() * 4)::smallint, count(*)
      FROM new_rows GROUP BY 1, 2, 3
      ON CONFLICT (workspace_id, status, week, shard) DO UPDATE SET n = t.n + excluded.n;
  ELSIF TG_OP = 'DELETE' THEN
    INSERT INTO booking_week_totals AS t (workspace_id, status, week, shard, n)
      SELECT workspace_id, status, date_trunc('week', start_at, 'UTC'), floor(random() * 4)::smallint, -count(*)
      FROM old_rows GROUP BY 1, 2, 3
      ON CONFLICT (workspace_id, status, week, shard) DO UPDATE SET n = t.n + excluded.n;
  ELSE
    INSERT INTO booking_week_totals AS t (workspace_id, status, week, shard, n)
      SELECT workspace_id, status, date_trunc('week', start_at, 'UTC'), floor(random() * 4)::smallint, sum(d)
      FROM (
        SELECT workspace_id, status, start_at, -1 AS d FROM old_rows
        UNION ALL SELECT workspace_id, status, start_at, 1 FROM new_rows
      ) AS changes
      GROUP BY 1, 2, 3
      HAVING sum(d) <> 0
      ON CONFLICT (workspace_id, status, week, shard) DO UPDATE SET n = t.n + excluded.n;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER booking_week_totals_insert AFTER INSERT ON bookings REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION booking_week_totals_add();
--> statement-breakpoint
CREATE TRIGGER booking_week_totals_update AFTER UPDATE ON bookings REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION booking_week_totals_add();
--> statement-breakpoint
CREATE TRIGGER booking_week_totals_delete AFTER DELETE ON bookings REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION booking_week_totals_add();
--> statement-breakpoint
-- What is there already, under a lock that keeps writers out until the triggers count them.
LOCK TABLE bookings IN SHARE ROW EXCLUSIVE MODE;
--> statement-breakpoint
INSERT INTO booking_week_totals (workspace_id, status, week, shard, n)
  SELECT workspace_id, status, date_trunc('week', start_at, 'UTC'), 0, count(*) FROM bookings GROUP BY 1, 2, 3;
