-- busy_time is PL/pgSQL: after five calls it keeps a generic plan, planned without the hosts and span, and estimated
-- at about 1,000 rows a host that plan gathered two parallel workers for a read of a few rows. Starting workers
-- for every booking cost most of its time: 27–34 bookings a second on the large set, 170–203 without them
-- (docs/benchmarks.md). A read of one link's hosts never pays for workers. A later CREATE OR REPLACE of the function
-- must set it again.
ALTER FUNCTION "busy_time"(bigint[], boolean[], text[], timestamptz, timestamptz, timestamptz, text) SET max_parallel_workers_per_gather = 0;
