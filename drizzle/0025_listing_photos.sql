ALTER TABLE "market_listing_choices" ADD COLUMN "photo_url" text;--> statement-breakpoint
-- A card's photo is a use of its upload, so the library lists it and the sweep keeps it (0012).
CREATE TRIGGER "market_listing_choices_media_uses" AFTER INSERT OR UPDATE OR DELETE ON "market_listing_choices" FOR EACH ROW EXECUTE FUNCTION "track_media_uses"('listing_id');
--> statement-breakpoint
CREATE TRIGGER "market_listing_choices_media_uses_truncate" AFTER TRUNCATE ON "market_listing_choices" FOR EACH STATEMENT EXECUTE FUNCTION "track_media_uses"('listing_id');
