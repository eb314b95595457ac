CREATE TABLE "market_listing_choices" (
	"listing_id" text PRIMARY KEY NOT NULL,
	"pinned" boolean DEFAULT false NOT NULL,
	"hidden" boolean DEFAULT false NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "market_upload_listings" (
	"upload_id" uuid NOT NULL,
	"listing_id" text NOT NULL,
	"address" text,
	"status" text NOT NULL,
	"list_price" double precision NOT NULL,
	"close_price" double precision,
	"close_date" date,
	"listed_on" date,
	"days_on_market" integer,
	"living_area" double precision,
	"bedrooms" integer,
	"bathrooms" integer,
	"city" text NOT NULL,
	"postal_code" text,
	"subdivision" text,
	"waterfront" boolean,
	"list_office_name" text NOT NULL,
	"list_agent_name" text,
	"list_agent_email" text,
	"list_agent_phone" text,
	"modified_at" timestamp with time zone NOT NULL,
	CONSTRAINT "market_upload_listings_upload_id_listing_id_pk" PRIMARY KEY("upload_id","listing_id")
);
--> statement-breakpoint
CREATE TABLE "market_uploads" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"file_name" text NOT NULL,
	"uploaded_by" text NOT NULL,
	"newest_modified_at" timestamp with time zone,
	"listing_count" integer DEFAULT 0 NOT NULL,
	"complete" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "market_imports" ADD COLUMN "exported_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "mls_listings" ADD COLUMN "address" text;--> statement-breakpoint
ALTER TABLE "neighborhoods" ADD COLUMN "market_postal_codes" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "neighborhoods" ADD COLUMN "market_subdivisions" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "market_listing_choices" ADD CONSTRAINT "market_listing_choices_listing_id_mls_listings_listing_id_fk" FOREIGN KEY ("listing_id") REFERENCES "public"."mls_listings"("listing_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "market_upload_listings" ADD CONSTRAINT "market_upload_listings_upload_id_market_uploads_id_fk" FOREIGN KEY ("upload_id") REFERENCES "public"."market_uploads"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- Market figures and listings change only by an import, which always writes its record: one bump per import (decision 013).
CREATE CONSTRAINT TRIGGER "market_imports_content_version" AFTER INSERT OR UPDATE OR DELETE ON "market_imports" DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "bump_content_version"();
--> statement-breakpoint
CREATE TRIGGER "market_imports_content_version_truncate" AFTER TRUNCATE ON "market_imports" FOR EACH STATEMENT EXECUTE FUNCTION "bump_content_version"();
--> statement-breakpoint
-- A card pinned or hidden changes its guide.
CREATE CONSTRAINT TRIGGER "market_listing_choices_content_version" AFTER INSERT OR UPDATE OR DELETE ON "market_listing_choices" DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "bump_content_version"();
