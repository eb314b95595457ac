CREATE TABLE "content_version" (
	"id" integer PRIMARY KEY DEFAULT 1 NOT NULL,
	"version" bigint DEFAULT 0 NOT NULL,
	"changed_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "content_version_single_row" CHECK ("content_version"."id" = 1)
);
--> statement-breakpoint
INSERT INTO "content_version" ("id", "version") VALUES (1, 0) ON CONFLICT ("id") DO NOTHING;
--> statement-breakpoint
-- Every committed change to public content raises the version by one, once per transaction. The
-- row triggers are deferred to the commit, so the counter's row lock is taken last and held only
-- while committing: two transactions writing content can never deadlock on it.
CREATE FUNCTION "bump_content_version"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF current_setting('lakefront.content_version_bumped', true) IS DISTINCT FROM 'on' THEN
    INSERT INTO "content_version" ("id", "version", "changed_at") VALUES (1, 1, now())
      ON CONFLICT ("id") DO UPDATE SET "version" = "content_version"."version" + 1, "changed_at" = now();
    PERFORM set_config('lakefront.content_version_bumped', 'on', true);
  END IF;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "blog_posts_content_version" AFTER INSERT OR UPDATE OR DELETE ON "blog_posts" DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "bump_content_version"();
--> statement-breakpoint
CREATE TRIGGER "blog_posts_content_version_truncate" AFTER TRUNCATE ON "blog_posts" FOR EACH STATEMENT EXECUTE FUNCTION "bump_content_version"();
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "neighborhoods_content_version" AFTER INSERT OR UPDATE OR DELETE ON "neighborhoods" DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "bump_content_version"();
--> statement-breakpoint
CREATE TRIGGER "neighborhoods_content_version_truncate" AFTER TRUNCATE ON "neighborhoods" FOR EACH STATEMENT EXECUTE FUNCTION "bump_content_version"();
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "sold_properties_content_version" AFTER INSERT OR UPDATE OR DELETE ON "sold_properties" DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "bump_content_version"();
--> statement-breakpoint
CREATE TRIGGER "sold_properties_content_version_truncate" AFTER TRUNCATE ON "sold_properties" FOR EACH STATEMENT EXECUTE FUNCTION "bump_content_version"();
