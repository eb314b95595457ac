CREATE TABLE "redirects" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"from_path" text NOT NULL,
	"to_path" text NOT NULL,
	"match" text DEFAULT 'exact' NOT NULL,
	"status" integer DEFAULT 301 NOT NULL,
	"automatic" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "redirects_from_path_unique" UNIQUE("from_path"),
	CONSTRAINT "redirects_status" CHECK ("redirects"."status" IN (301, 302)),
	CONSTRAINT "redirects_match" CHECK ("redirects"."match" IN ('exact', 'prefix')),
	CONSTRAINT "redirects_not_to_itself" CHECK ("redirects"."from_path" <> "redirects"."to_path")
);
--> statement-breakpoint
CREATE INDEX "redirects_to_path_idx" ON "redirects" USING btree ("to_path");--> statement-breakpoint
-- The spec's legacy paths (§2), now data the administrator can edit.
INSERT INTO "redirects" ("from_path", "to_path", "match", "status") VALUES
  ('/blog/old-post-slug', '/the-lake-advisor/new-post-slug', 'exact', 301),
  ('/neighborhoods', '/neighborhood', 'prefix', 301),
  ('/lake-advisor', '/the-lake-advisor', 'prefix', 301)
  ON CONFLICT ("from_path") DO NOTHING;
--> statement-breakpoint
-- Every instance holds the redirects in memory and reads them again when the content version moves.
CREATE CONSTRAINT TRIGGER "redirects_content_version" AFTER INSERT OR UPDATE OR DELETE ON "redirects" DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "bump_content_version"();
--> statement-breakpoint
CREATE TRIGGER "redirects_content_version_truncate" AFTER TRUNCATE ON "redirects" FOR EACH STATEMENT EXECUTE FUNCTION "bump_content_version"();
--> statement-breakpoint
-- A post that has been public and changes its slug leaves a 301 from its old address, whoever
-- writes it (editor, import, script), in the write's own transaction. Chains collapse (what led to
-- the old address now leads to the new one) and the post's new address stops redirecting, so
-- moving back never leaves a loop. A live page beats a redirect: a post, guide or sold home that
-- goes live at an address takes it back from any redirect there. The paths are postPath,
-- neighborhoodPath and soldPropertyPath of app/lib (a test compares).
CREATE OR REPLACE FUNCTION "redirect_moved_post"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  "new_path" text := '/the-lake-advisor/' || NEW."slug";
  "old_path" text;
BEGIN
  IF TG_OP = 'UPDATE' AND OLD."slug" IS DISTINCT FROM NEW."slug" AND OLD."first_published_at" IS NOT NULL AND OLD."first_published_at" <= now() THEN
    "old_path" := '/the-lake-advisor/' || OLD."slug";
    DELETE FROM "redirects" WHERE "from_path" = "new_path";
    UPDATE "redirects" SET "to_path" = "new_path", "updated_at" = now() WHERE "to_path" = "old_path";
    INSERT INTO "redirects" ("from_path", "to_path", "match", "status", "automatic") VALUES ("old_path", "new_path", 'exact', 301, true)
      ON CONFLICT ("from_path") DO UPDATE SET "to_path" = EXCLUDED."to_path", "match" = 'exact', "status" = 301, "automatic" = true, "updated_at" = now();
  ELSIF NEW."published_at" IS NOT NULL THEN
    DELETE FROM "redirects" WHERE "from_path" = "new_path";
  END IF;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER "blog_posts_redirects" AFTER INSERT OR UPDATE OF "slug", "published_at" ON "blog_posts" FOR EACH ROW EXECUTE FUNCTION "redirect_moved_post"();
--> statement-breakpoint
CREATE OR REPLACE FUNCTION "redirect_yields_to_live_page"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_TABLE_NAME = 'neighborhoods' THEN
    IF NOT NEW."hidden" THEN
      DELETE FROM "redirects" WHERE "from_path" = '/neighborhood/' || NEW."slug";
    END IF;
  ELSE
    DELETE FROM "redirects" WHERE "from_path" = '/sold-properties/' || NEW."mls_id";
  END IF;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER "neighborhoods_redirects" AFTER INSERT OR UPDATE OF "slug", "hidden" ON "neighborhoods" FOR EACH ROW EXECUTE FUNCTION "redirect_yields_to_live_page"();
--> statement-breakpoint
CREATE TRIGGER "sold_properties_redirects" AFTER INSERT OR UPDATE OF "mls_id" ON "sold_properties" FOR EACH ROW EXECUTE FUNCTION "redirect_yields_to_live_page"();
