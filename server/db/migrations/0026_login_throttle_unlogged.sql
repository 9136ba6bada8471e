-- The rate limiters' counters (sign-in throttle, per-user write budget, per-key budget) are rewritten on every
-- sign-in and every write call. Unlogged: no WAL, so a counter's upsert never waits for a disk flush; after a
-- crash PostgreSQL empties the table, which only hands each user and key a fresh minute's budget
-- (docs/architecture.md §6 "Commits that do not wait").
ALTER TABLE "login_throttle" SET UNLOGGED;
