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
--> statement-breakpoint
-- Leads taken before the wording was stored with them saw it with the only firm the site had named.
UPDATE "leads" SET "consent_wording" = 'I agree to receive calls and text messages from Lakefront Luxury Group about my inquiry and real estate services at the number I provided, which may be sent by automated means. Consent is not a condition of any purchase. Message frequency varies. Message and data rates may apply. Reply STOP to opt out and HELP for help.' WHERE "consent_version" = '2026-11-26' AND "consent_wording" IS NULL;
