-- A host can hold at most one active booking at any instant. Checked by the
-- database itself so that no race between two requests can double-book.
-- Ranges are half-open, so back-to-back bookings are allowed.
CREATE EXTENSION IF NOT EXISTS btree_gist;
--> statement-breakpoint
ALTER TABLE "booking_holds" ADD CONSTRAINT "booking_holds_no_overlap"
  EXCLUDE USING gist ("user_id" WITH =, tstzrange("start_at", "end_at", '[)') WITH &&)
  WHERE ("active");
--> statement-breakpoint
ALTER TABLE "booking_holds" ADD CONSTRAINT "booking_holds_positive_length" CHECK ("end_at" > "start_at");
