CREATE TABLE "invite_totals" (
	"workspace_id" text NOT NULL,
	"status" text NOT NULL,
	"n" bigint NOT NULL,
	CONSTRAINT "invite_totals_workspace_id_status_pk" PRIMARY KEY("workspace_id","status")
);
--> statement-breakpoint
DROP INDEX "invites_workspace_created_idx";--> statement-breakpoint
CREATE INDEX "invites_workspace_status_created_idx" ON "invites" USING btree ("workspace_id","status","created_at","id");--> statement-breakpoint
CREATE INDEX "invites_workspace_created_idx" ON "invites" USING btree ("workspace_id","created_at","id");--> statement-breakpoint
-- Kept as booking_totals is (migration 0019), in the writing transaction, so GET /v1/invites reads its total
-- from a row a status instead of counting the team's invites; one row a key, not shards: invites are written by
-- a team's admins, seldom at once.
CREATE FUNCTION invite_totals_add() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO invite_totals AS t (workspace_id, status, n)
      SELECT workspace_id, status, count(*) FROM new_rows GROUP BY workspace_id, status
      ON CONFLICT (workspace_id, status) DO UPDATE SET n = t.n + excluded.n;
  ELSIF TG_OP = 'DELETE' THEN
    INSERT INTO invite_totals AS t (workspace_id, status, n)
      SELECT workspace_id, status, -count(*) FROM old_rows GROUP BY workspace_id, status
      ON CONFLICT (workspace_id, status) DO UPDATE SET n = t.n + excluded.n;
  ELSE
    INSERT INTO invite_totals AS t (workspace_id, status, n)
      SELECT workspace_id, status, sum(d)
      FROM (SELECT workspace_id, status, -1 AS d FROM old_rows UNION ALL SELECT workspace_id, status, 1 FROM new_rows) AS changes
      GROUP BY workspace_id, status
      HAVING sum(d) <> 0
      ON CONFLICT (workspace_id, status) DO UPDATE SET n = t.n + excluded.n;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER invite_totals_insert AFTER INSERT ON invites REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION invite_totals_add();
--> statement-breakpoint
CREATE TRIGGER invite_totals_update AFTER UPDATE ON invites REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION invite_totals_add();
--> statement-breakpoint
CREATE TRIGGER invite_totals_delete AFTER DELETE ON invites REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION invite_totals_add();
--> statement-breakpoint
-- What is there already, under a lock that keeps writers out until the triggers count them.
LOCK TABLE invites IN SHARE ROW EXCLUSIVE MODE;
--> statement-breakpoint
INSERT INTO invite_totals (workspace_id, status, n) SELECT workspace_id, status, count(*) FROM invites GROUP BY workspace_id, status;
