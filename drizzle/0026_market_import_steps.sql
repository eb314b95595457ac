ALTER TABLE "market_imports" ADD COLUMN "finished_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "market_uploads" ADD COLUMN "import_id" uuid;--> statement-breakpoint
ALTER TABLE "market_uploads" ADD COLUMN "lease_until" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "market_uploads" ADD CONSTRAINT "market_uploads_import_id_market_imports_id_fk" FOREIGN KEY ("import_id") REFERENCES "public"."market_imports"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
UPDATE "market_imports" SET "finished_at" = "created_at";
--> statement-breakpoint
-- An import changes the pages once, when it is finished; the steps before raise nothing (decision 052).
DROP TRIGGER "market_imports_content_version" ON "market_imports";
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "market_imports_content_version" AFTER INSERT OR UPDATE ON "market_imports" DEFERRABLE INITIALLY DEFERRED FOR EACH ROW WHEN (NEW."finished_at" IS NOT NULL) EXECUTE FUNCTION "bump_content_version"();
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "market_imports_deleted_content_version" AFTER DELETE ON "market_imports" DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "bump_content_version"();
