CREATE TABLE "page_texts" (
	"page" text PRIMARY KEY NOT NULL,
	"texts" jsonb NOT NULL,
	"updated_by" text,
	"version" integer DEFAULT 1 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "page_texts_page" CHECK ("page_texts"."page" IN ('home', 'about', 'privacy'))
);
--> statement-breakpoint
ALTER TABLE "neighborhoods" ADD COLUMN "overview_markdown" text;--> statement-breakpoint
-- A save of a page's text empties every instance's page cache, as a save of the settings does.
CREATE CONSTRAINT TRIGGER "page_texts_content_version" AFTER INSERT OR UPDATE OR DELETE ON "page_texts" DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "bump_content_version"();
--> statement-breakpoint
CREATE TRIGGER "page_texts_content_version_truncate" AFTER TRUNCATE ON "page_texts" FOR EACH STATEMENT EXECUTE FUNCTION "bump_content_version"();
