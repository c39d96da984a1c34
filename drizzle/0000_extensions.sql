-- Search uses Postgres full-text search with trigram typo tolerance and accent folding (DESIGN.md).
CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
CREATE EXTENSION IF NOT EXISTS unaccent;
