CREATE TABLE "lead_notes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"lead_id" uuid NOT NULL,
	"body" text NOT NULL,
	"author" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "leads" ADD COLUMN "status" text DEFAULT 'new' NOT NULL;--> statement-breakpoint
ALTER TABLE "leads" ADD COLUMN "follow_up_on" date;--> statement-breakpoint
ALTER TABLE "lead_notes" ADD CONSTRAINT "lead_notes_lead_id_leads_id_fk" FOREIGN KEY ("lead_id") REFERENCES "public"."leads"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "lead_notes_lead_id_idx" ON "lead_notes" USING btree ("lead_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "leads_follow_up_on_idx" ON "leads" USING btree ("follow_up_on") WHERE "leads"."follow_up_on" IS NOT NULL;--> statement-breakpoint
ALTER TABLE "leads" ADD CONSTRAINT "leads_status" CHECK ("leads"."status" IN ('new', 'contacted', 'nurturing', 'closed', 'not-a-fit'));--> statement-breakpoint
-- Issue 33: the handled flag becomes the status; a handled lead is Closed, every other one New.
UPDATE "leads" SET "status" = 'closed' WHERE "handled_at" IS NOT NULL;--> statement-breakpoint
ALTER TABLE "leads" DROP COLUMN "handled_at";
