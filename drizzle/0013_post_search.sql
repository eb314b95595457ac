CREATE INDEX IF NOT EXISTS "blog_posts_admin_order_idx" ON "blog_posts" USING btree ("published_at" DESC NULLS FIRST,"updated_at" DESC NULLS LAST,"slug");--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "blog_posts_public_order_idx" ON "blog_posts" USING btree ("published_at" DESC NULLS LAST,"slug");--> statement-breakpoint
-- Blog search (decision 035): title above excerpt above content, English stemming. Kept by
-- PostgreSQL itself, so every writer (editor, import, scripts) keeps it right; not in schema.ts,
-- so no `select()` of a post carries it (app/models/blog-posts.server.ts names it).
ALTER TABLE "blog_posts" ADD COLUMN IF NOT EXISTS "search_vector" tsvector GENERATED ALWAYS AS (
  setweight(to_tsvector('english', "title"), 'A') || setweight(to_tsvector('english', "excerpt"), 'B') || setweight(to_tsvector('english', "content"), 'D')
) STORED;--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "blog_posts_search_idx" ON "blog_posts" USING gin ("search_vector");
