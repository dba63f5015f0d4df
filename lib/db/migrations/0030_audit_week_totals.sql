CREATE TABLE "audit_week_totals" (
	"workspace_id" text NOT NULL,
	"category" text NOT NULL,
	"week" timestamp with time zone NOT NULL,
	"n" bigint NOT NULL,
	CONSTRAINT "audit_week_totals_workspace_id_category_week_pk" PRIMARY KEY("workspace_id","category","week")
);
--> statement-breakpoint
-- Kept as booking_week_totals is (migration 0025), by the UTC week each event was made in: the audit log's deep
-- pages find their week from a few hundred rows and walk from it. One row a key, not shards: a row a week and
-- category, and events come from organizers' actions, seldom at once.
CREATE FUNCTION audit_week_totals_add() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO audit_week_totals AS t (workspace_id, category, week, n)
      SELECT workspace_id, category, date_trunc('week', created_at, 'UTC'), count(*) FROM new_rows GROUP BY 1, 2, 3
      ON CONFLICT (workspace_id, category, week) DO UPDATE SET n = t.n + excluded.n;
  ELSIF TG_OP = 'DELETE' THEN
    INSERT INTO audit_week_totals AS t (workspace_id, category, week, n)
      SELECT workspace_id, category, date_trunc('week', created_at, 'UTC'), -count(*) FROM old_rows GROUP BY 1, 2, 3
      ON CONFLICT (workspace_id, category, week) DO UPDATE SET n = t.n + excluded.n;
  ELSE
    INSERT INTO audit_week_totals AS t (workspace_id, category, week, n)
      SELECT workspace_id, category, date_trunc('week', created_at, 'UTC'), sum(d)
      FROM (
        SELECT workspace_id, category, created_at, -1 AS d FROM old_rows
        UNION ALL SELECT workspace_id, category, created_at, 1 FROM new_rows
      ) AS changes
      GROUP BY 1, 2, 3
      HAVING sum(d) <> 0
      ON CONFLICT (workspace_id, category, week) DO UPDATE SET n = t.n + excluded.n;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER audit_week_totals_insert AFTER INSERT ON audit_events REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION audit_week_totals_add();
--> statement-breakpoint
CREATE TRIGGER audit_week_totals_update AFTER UPDATE ON audit_events REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION audit_week_totals_add();
--> statement-breakpoint
CREATE TRIGGER audit_week_totals_delete AFTER DELETE ON audit_events REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION audit_week_totals_add();
--> statement-breakpoint
-- What is there already, under a lock that keeps writers out until the triggers count them.
LOCK TABLE audit_events IN SHARE ROW EXCLUSIVE MODE;
--> statement-breakpoint
INSERT INTO audit_week_totals (workspace_id, category, week, n)
  SELECT workspace_id, category, date_trunc('week', created_at, 'UTC'), count(*) FROM audit_events GROUP BY 1, 2, 3;
