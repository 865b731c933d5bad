-- The facet index reads the catalogue's changes in one statement (ADR 0023), planned on the statistics of
-- `changed_in`: a column added with a default (migration 0015) has none until the table is analysed, and autovacuum
-- analyses a table only once a tenth of its rows have changed. Without them the planner takes any `changed_in >= ...`
-- for a third of the table and reads all of it, before every facets call.
ANALYZE "sample_listing";
--> statement-breakpoint
ANALYZE "sample_listing_removals";
