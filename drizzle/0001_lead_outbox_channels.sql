ALTER TABLE "lead_deliveries" DROP CONSTRAINT "lead_deliveries_lead_id_unique";--> statement-breakpoint
ALTER TABLE "lead_deliveries" ADD COLUMN "channel" text DEFAULT 'crm' NOT NULL;--> statement-breakpoint
ALTER TABLE "lead_deliveries" ADD COLUMN "locked_until" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "lead_deliveries" ADD COLUMN "last_attempt_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "leads" ADD COLUMN "submission_id" uuid;--> statement-breakpoint
ALTER TABLE "lead_deliveries" ADD CONSTRAINT "lead_deliveries_lead_channel_unique" UNIQUE("lead_id","channel");--> statement-breakpoint
ALTER TABLE "leads" ADD CONSTRAINT "leads_submission_id_unique" UNIQUE("submission_id");