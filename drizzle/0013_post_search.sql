CREATE INDEX IF NOT EXISTS "blog_posts_admin_order_idx" ON "blog_posts" USING btree ("published_at" DESC NULLS FIRST,"updated_at" DESC NULLS LAST,"slug");--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "blog_posts_public_order_idx" ON "blog_posts" USING btree ("published_at" DESC NULLS LAST,"slug");--> statement-breakpoint
-- Blog search (decision 035): title above excerpt above content, English stemming. Kept by
-- PostgreSQL itself, so every writer (editor, import, scripts) keeps it right; not in schema.ts,
-- so no `select()` of a post carries it (app/models/blog-posts.server.ts names it).
ALTER TABLE "blog_posts" ADD COLUMN IF NOT EXISTS "search_vector" tsvector GENERATED ALWAYS AS (
  setweight(to_tsvector('english', "title"), 'A') || setweight(to_tsvector('english', "excerpt"), 'B') || setweight(to_tsvector('english', "content"), 'D')
) STORED;--> statement-breakpoint
-- What the rank reads of each match: title and excerpt only, small enough to sit in the row, where
-- the whole vector of a 3 KB body is compressed out of it and would be read back for every match.
ALTER TABLE "blog_posts" ADD COLUMN IF NOT EXISTS "search_rank_vector" tsvector GENERATED ALWAYS AS (
  setweight(to_tsvector('english', "title"), 'A') || setweight(to_tsvector('english', "excerpt"), 'B')
) STORED;--> statement-breakpoint
-- fastupdate off: PGlite runs no autovacuum, so a pending list would only grow (to 4 MB) and be
-- read through by every search; post writes are few, and each updates the index at once.
CREATE INDEX IF NOT EXISTS "blog_posts_search_idx" ON "blog_posts" USING gin ("search_vector") WITH (fastupdate = off);--> statement-breakpoint
-- The newest featured post of the list, found without walking every unfeatured one.
CREATE INDEX IF NOT EXISTS "blog_posts_featured_order_idx" ON "blog_posts" USING btree ("published_at" DESC NULLS LAST, "slug") WHERE "featured";--> statement-breakpoint
-- The admin's title search: title words only, so a word common in bodies costs nothing there.
CREATE INDEX IF NOT EXISTS "blog_posts_title_search_idx" ON "blog_posts" USING gin (to_tsvector('english', "title")) WITH (fastupdate = off);
