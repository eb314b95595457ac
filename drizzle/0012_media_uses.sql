CREATE TABLE "media_uses" (
	"media_id" text NOT NULL,
	"source" text NOT NULL,
	"ref" text NOT NULL,
	CONSTRAINT "media_uses_media_id_source_ref_pk" PRIMARY KEY("media_id","source","ref")
);
--> statement-breakpoint
ALTER TABLE "media_files" ADD COLUMN "unused_since" timestamp with time zone DEFAULT now();--> statement-breakpoint
CREATE INDEX "media_files_image_id_idx" ON "media_files" USING btree (split_part("key", '/', 1));--> statement-breakpoint
CREATE INDEX "media_files_unused_since_idx" ON "media_files" USING btree ("unused_since");
--> statement-breakpoint
-- Every upload a content row names, as the old query found them: `/media/<id>/` anywhere in the
-- row's text, whatever the column. It is MEDIA.urlPrefix and MEDIA_ID of app/lib (a test compares).
CREATE FUNCTION "media_ids_in"("content" text) RETURNS text[] LANGUAGE sql IMMUTABLE AS $$
  SELECT coalesce(array_agg(DISTINCT "mention"[1] ORDER BY "mention"[1]), '{}')
  FROM regexp_matches("content", '/media/([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})/', 'g') AS "mention"
$$;
--> statement-breakpoint
-- One record starts or stops naming one upload. The upload's rows are locked before its uses are
-- counted, and each statement here reads afresh: two transactions changing its uses take turns,
-- and the second counts the first's committed rows, so "unused since" is never set while a use
-- exists. A delete of the upload takes the same row locks and re-reads unused_since after them.
CREATE FUNCTION "change_media_use"("media" text, "source_table" text, "removed_ref" text, "added_ref" text) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  PERFORM 1 FROM "media_files" WHERE split_part("key", '/', 1) = "media" FOR NO KEY UPDATE;
  IF "removed_ref" IS NOT NULL THEN
    DELETE FROM "media_uses" WHERE "media_id" = "media" AND "source" = "source_table" AND "ref" = "removed_ref";
  END IF;
  IF "added_ref" IS NOT NULL THEN
    INSERT INTO "media_uses" ("media_id", "source", "ref") VALUES ("media", "source_table", "added_ref") ON CONFLICT DO NOTHING;
  END IF;
  IF EXISTS (SELECT 1 FROM "media_uses" WHERE "media_id" = "media") THEN
    UPDATE "media_files" SET "unused_since" = NULL WHERE split_part("key", '/', 1) = "media" AND "unused_since" IS NOT NULL;
  ELSE
    UPDATE "media_files" SET "unused_since" = now() WHERE split_part("key", '/', 1) = "media" AND "unused_since" IS NULL;
  END IF;
END;
$$;
--> statement-breakpoint
-- The row trigger of each content table, its key column as the argument. Only the uploads whose
-- use changed are touched, in id order (so two writers lock them in the same order): an autosave
-- that leaves the images alone writes nothing here.
CREATE FUNCTION "track_media_uses"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  "old_ids" text[] := '{}';
  "new_ids" text[] := '{}';
  "old_ref" text;
  "new_ref" text;
  "media" text;
  "use_ref" text;
BEGIN
  IF TG_OP = 'TRUNCATE' THEN
    FOR "media", "use_ref" IN SELECT "media_id", "ref" FROM "media_uses" WHERE "source" = TG_TABLE_NAME ORDER BY 1, 2 LOOP
      PERFORM change_media_use("media", TG_TABLE_NAME, "use_ref", NULL);
    END LOOP;
    RETURN NULL;
  END IF;
  IF TG_OP <> 'INSERT' THEN "old_ids" := media_ids_in(OLD::text); END IF;
  IF TG_OP <> 'DELETE' THEN "new_ids" := media_ids_in(NEW::text); END IF;
  IF cardinality("old_ids") + cardinality("new_ids") = 0 THEN RETURN NULL; END IF;
  IF TG_OP <> 'INSERT' THEN "old_ref" := to_jsonb(OLD) ->> TG_ARGV[0]; END IF;
  IF TG_OP <> 'DELETE' THEN "new_ref" := to_jsonb(NEW) ->> TG_ARGV[0]; END IF;
  FOR "media" IN SELECT DISTINCT unnest("old_ids" || "new_ids") ORDER BY 1 LOOP
    CONTINUE WHEN "old_ref" = "new_ref" AND "media" = ANY("old_ids") AND "media" = ANY("new_ids");
    PERFORM change_media_use(
      "media",
      TG_TABLE_NAME,
      CASE WHEN "media" = ANY("old_ids") THEN "old_ref" END,
      CASE WHEN "media" = ANY("new_ids") THEN "new_ref" END
    );
  END LOOP;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER "blog_posts_media_uses" AFTER INSERT OR UPDATE OR DELETE ON "blog_posts" FOR EACH ROW EXECUTE FUNCTION "track_media_uses"('id');
--> statement-breakpoint
CREATE TRIGGER "blog_posts_media_uses_truncate" AFTER TRUNCATE ON "blog_posts" FOR EACH STATEMENT EXECUTE FUNCTION "track_media_uses"('id');
--> statement-breakpoint
CREATE TRIGGER "site_settings_media_uses" AFTER INSERT OR UPDATE OR DELETE ON "site_settings" FOR EACH ROW EXECUTE FUNCTION "track_media_uses"('id');
--> statement-breakpoint
CREATE TRIGGER "site_settings_media_uses_truncate" AFTER TRUNCATE ON "site_settings" FOR EACH STATEMENT EXECUTE FUNCTION "track_media_uses"('id');
--> statement-breakpoint
CREATE TRIGGER "testimonials_media_uses" AFTER INSERT OR UPDATE OR DELETE ON "testimonials" FOR EACH ROW EXECUTE FUNCTION "track_media_uses"('id');
--> statement-breakpoint
CREATE TRIGGER "testimonials_media_uses_truncate" AFTER TRUNCATE ON "testimonials" FOR EACH STATEMENT EXECUTE FUNCTION "track_media_uses"('id');
--> statement-breakpoint
CREATE TRIGGER "sold_properties_media_uses" AFTER INSERT OR UPDATE OR DELETE ON "sold_properties" FOR EACH ROW EXECUTE FUNCTION "track_media_uses"('id');
--> statement-breakpoint
CREATE TRIGGER "sold_properties_media_uses_truncate" AFTER TRUNCATE ON "sold_properties" FOR EACH STATEMENT EXECUTE FUNCTION "track_media_uses"('id');
--> statement-breakpoint
CREATE TRIGGER "neighborhoods_media_uses" AFTER INSERT OR UPDATE OR DELETE ON "neighborhoods" FOR EACH ROW EXECUTE FUNCTION "track_media_uses"('slug');
--> statement-breakpoint
CREATE TRIGGER "neighborhoods_media_uses_truncate" AFTER TRUNCATE ON "neighborhoods" FOR EACH STATEMENT EXECUTE FUNCTION "track_media_uses"('slug');
--> statement-breakpoint
-- The uses of the rows written before the triggers.
INSERT INTO "media_uses" ("media_id", "source", "ref")
  SELECT unnest(media_ids_in("row"::text)), 'blog_posts', "row"."id"::text FROM "blog_posts" AS "row"
  UNION ALL SELECT unnest(media_ids_in("row"::text)), 'site_settings', "row"."id"::text FROM "site_settings" AS "row"
  UNION ALL SELECT unnest(media_ids_in("row"::text)), 'testimonials', "row"."id"::text FROM "testimonials" AS "row"
  UNION ALL SELECT unnest(media_ids_in("row"::text)), 'sold_properties', "row"."id"::text FROM "sold_properties" AS "row"
  UNION ALL SELECT unnest(media_ids_in("row"::text)), 'neighborhoods', "row"."slug"::text FROM "neighborhoods" AS "row"
ON CONFLICT DO NOTHING;
--> statement-breakpoint
-- An upload nothing names keeps the column's default, this migration's time: when its last use
-- ended is unknown, so its grace starts now.
UPDATE "media_files" SET "unused_since" = NULL WHERE split_part("key", '/', 1) IN (SELECT "media_id" FROM "media_uses");
