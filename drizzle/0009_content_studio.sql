CREATE TABLE "site_settings" (
	"id" integer PRIMARY KEY DEFAULT 1 NOT NULL,
	"settings" jsonb NOT NULL,
	"updated_by" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "site_settings_single_row" CHECK ("site_settings"."id" = 1)
);
--> statement-breakpoint
CREATE TABLE "testimonials" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"quote" text NOT NULL,
	"author" text NOT NULL,
	"details" text DEFAULT '' NOT NULL,
	"image_url" text NOT NULL,
	"position" integer NOT NULL,
	"on_home" boolean DEFAULT false NOT NULL,
	"on_about" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "leads" ADD COLUMN "consent_wording" text;--> statement-breakpoint
ALTER TABLE "sold_properties" ADD COLUMN "listing_brokerage" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "sold_properties" ADD COLUMN "sale_date" date;--> statement-breakpoint
CREATE INDEX "testimonials_position_idx" ON "testimonials" USING btree ("position");--> statement-breakpoint
-- Settings and testimonials are public content: a change drops every instance's cached pages.
CREATE CONSTRAINT TRIGGER "site_settings_content_version" AFTER INSERT OR UPDATE OR DELETE ON "site_settings" DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "bump_content_version"();
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "testimonials_content_version" AFTER INSERT OR UPDATE OR DELETE ON "testimonials" DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "bump_content_version"();
