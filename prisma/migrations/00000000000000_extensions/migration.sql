-- Trigram indexes (product search) need pg_trgm; on PGlite it is loaded by server/src/db/connect.ts.
CREATE EXTENSION IF NOT EXISTS pg_trgm;
