-- The totals of GET /v1/bookings and GET /v1/audit-logs without counting rows (lib/db/schema.ts, bookingTotals and
-- auditTotals): statement triggers add each statement's rows, by key, to one of 16 shards drawn at random, in the
-- writing transaction, so a total read is exact and concurrent writers seldom wait on one row. A shard may go
-- below zero (a booking counted in one shard, its status change in another); only the sum of a key means anything.
CREATE FUNCTION booking_totals_add() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO booking_totals AS t (workspace_id, status, shard, n)
      SELECT workspace_id, status, floor(random() * 16)::smallint, count(*) FROM new_rows GROUP BY workspace_id, status
      ON CONFLICT (workspace_id, status, shard) DO UPDATE SET n = t.n + excluded.n;
  ELSIF TG_OP = 'DELETE' THEN
    INSERT INTO booking_totals AS t (workspace_id, status, shard, n)
      SELECT workspace_id, status, floor(random() * 16)::smallint, -count(*) FROM old_rows GROUP BY workspace_id, status
      ON CONFLICT (workspace_id, status, shard) DO UPDATE SET n = t.n + excluded.n;
  ELSE
    INSERT INTO booking_totals AS t (workspace_id, status, shard, n)
      SELECT workspace_id, status, floor(random() * 16)::smallint, sum(d)
      FROM (SELECT workspace_id, status, -1 AS d FROM old_rows UNION ALL SELECT workspace_id, status, 1 FROM new_rows) AS changes
      GROUP BY workspace_id, status
      HAVING sum(d) <> 0
      ON CONFLICT (workspace_id, status, shard) DO UPDATE SET n = t.n + excluded.n;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER booking_totals_insert AFTER INSERT ON bookings REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION booking_totals_add();
--> statement-breakpoint
CREATE TRIGGER booking_totals_update AFTER UPDATE ON bookings REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION booking_totals_add();
--> statement-breakpoint
CREATE TRIGGER booking_totals_delete AFTER DELETE ON bookings REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION booking_totals_add();
--> statement-breakpoint
CREATE FUNCTION audit_totals_add() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO audit_totals AS t (workspace_id, category, shard, n)
      SELECT workspace_id, category, floor(random() * 16)::smallint, count(*) FROM new_rows GROUP BY workspace_id, category
      ON CONFLICT (workspace_id, category, shard) DO UPDATE SET n = t.n + excluded.n;
  ELSIF TG_OP = 'DELETE' THEN
    INSERT INTO audit_totals AS t (workspace_id, category, shard, n)
      SELECT workspace_id, category, floor(random() * 16)::smallint, -count(*) FROM old_rows GROUP BY workspace_id, category
      ON CONFLICT (workspace_id, category, shard) DO UPDATE SET n = t.n + excluded.n;
  ELSE
    INSERT INTO audit_totals AS t (workspace_id, category, shard, n)
      SELECT workspace_id, category, floor(random() * 16)::smallint, sum(d)
      FROM (SELECT workspace_id, category, -1 AS d FROM old_rows UNION ALL SELECT workspace_id, category, 1 FROM new_rows) AS changes
      GROUP BY workspace_id, category
      HAVING sum(d) <> 0
      ON CONFLICT (workspace_id, category, shard) DO UPDATE SET n = t.n + excluded.n;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER audit_totals_insert AFTER INSERT ON audit_events REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION audit_totals_add();
--> statement-breakpoint
CREATE TRIGGER audit_totals_update AFTER UPDATE ON audit_events REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION audit_totals_add();
--> statement-breakpoint
CREATE TRIGGER audit_totals_delete AFTER DELETE ON audit_events REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION audit_totals_add();
--> statement-breakpoint
-- What is there already, under a lock that keeps writers out until the triggers count them.
LOCK TABLE bookings, audit_events IN SHARE ROW EXCLUSIVE MODE;
--> statement-breakpoint
INSERT INTO booking_totals (workspace_id, status, shard, n) SELECT workspace_id, status, 0, count(*) FROM bookings GROUP BY workspace_id, status;
--> statement-breakpoint
INSERT INTO audit_totals (workspace_id, category, shard, n) SELECT workspace_id, category, 0, count(*) FROM audit_events GROUP BY workspace_id, category;
