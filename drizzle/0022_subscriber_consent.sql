ALTER TABLE "newsletter_subscribers" ADD COLUMN "consent_note" text;--> statement-breakpoint
ALTER TABLE "newsletter_subscribers" ADD COLUMN "added_by" text;