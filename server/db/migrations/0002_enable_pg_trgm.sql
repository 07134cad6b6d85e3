-- Trigram matching for the public game search (ILIKE '%text%' on name and description).
-- pg_trgm is in PostgreSQL's contrib and is a trusted extension (PostgreSQL 13+), so the database
-- owner may create it; PGlite ships it and server/db/client.ts loads it.
CREATE EXTENSION IF NOT EXISTS pg_trgm;
