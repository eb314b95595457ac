ALTER TABLE "blog_posts" ADD COLUMN "first_published_at" timestamp with time zone;--> statement-breakpoint
UPDATE "blog_posts" SET "first_published_at" = "published_at";
--> statement-breakpoint
-- Every writer of blog_posts (editor, import, seed) keeps first_published_at through this one
-- trigger: a new post's is its publish date; a change of publish date moves it only while the post
-- has never been public (a scheduled date not yet come), so unpublishing a post that was public
-- keeps the moment it went out.
CREATE FUNCTION "track_first_published_at"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    NEW."first_published_at" := NEW."published_at";
  ELSIF NEW."published_at" IS DISTINCT FROM OLD."published_at" AND (OLD."first_published_at" IS NULL OR OLD."first_published_at" > now()) THEN
    NEW."first_published_at" := NEW."published_at";
  ELSE
    NEW."first_published_at" := OLD."first_published_at";
  END IF;
  RETURN NEW;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER "blog_posts_first_published_at" BEFORE INSERT OR UPDATE ON "blog_posts" FOR EACH ROW EXECUTE FUNCTION "track_first_published_at"();
