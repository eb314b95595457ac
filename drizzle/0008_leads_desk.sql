CREATE TABLE "audit_log" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"action" text NOT NULL,
	"subject_id" uuid,
	"administrator_email" text NOT NULL,
	"detail" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "destination_incidents" (
	"channel" text PRIMARY KEY NOT NULL,
	"failing_since" timestamp with time zone DEFAULT now() NOT NULL,
	"last_error" text,
	"alerted_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "lead_delivery_attempts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"delivery_id" uuid NOT NULL,
	"attempted_at" timestamp with time zone DEFAULT now() NOT NULL,
	"outcome" text NOT NULL,
	"http_status" integer,
	"error" text,
	"next_attempt_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "leads" ADD COLUMN "details" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "leads" ADD COLUMN "landing_page" text;--> statement-breakpoint
ALTER TABLE "leads" ADD COLUMN "referrer" text;--> statement-breakpoint
ALTER TABLE "leads" ADD COLUMN "utm_source" text;--> statement-breakpoint
ALTER TABLE "leads" ADD COLUMN "utm_medium" text;--> statement-breakpoint
ALTER TABLE "leads" ADD COLUMN "utm_campaign" text;--> statement-breakpoint
ALTER TABLE "leads" ADD COLUMN "utm_term" text;--> statement-breakpoint
ALTER TABLE "leads" ADD COLUMN "utm_content" text;--> statement-breakpoint
ALTER TABLE "leads" ADD COLUMN "consent_given" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "leads" ADD COLUMN "consent_version" text;--> statement-breakpoint
ALTER TABLE "leads" ADD COLUMN "ip_address" text;--> statement-breakpoint
ALTER TABLE "leads" ADD COLUMN "user_agent" text;--> statement-breakpoint
ALTER TABLE "leads" ADD COLUMN "repeat_of" uuid;--> statement-breakpoint
ALTER TABLE "leads" ADD COLUMN "handled_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "lead_delivery_attempts" ADD CONSTRAINT "lead_delivery_attempts_delivery_id_lead_deliveries_id_fk" FOREIGN KEY ("delivery_id") REFERENCES "public"."lead_deliveries"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "lead_delivery_attempts_delivery_idx" ON "lead_delivery_attempts" USING btree ("delivery_id","attempted_at");--> statement-breakpoint
ALTER TABLE "leads" ADD CONSTRAINT "leads_repeat_of_leads_id_fk" FOREIGN KEY ("repeat_of") REFERENCES "public"."leads"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "leads_email_lower_idx" ON "leads" USING btree (lower("email"),"created_at");