-- Two-step sign-in (docs/decisions/039): the administrator's TOTP secret (encrypted), its
-- pending twin during enrolment, the last time step accepted; one-time recovery codes; and the
-- sign-ins waiting for their code.
ALTER TABLE "administrators" ADD COLUMN IF NOT EXISTS "totp_secret" text;--> statement-breakpoint
ALTER TABLE "administrators" ADD COLUMN IF NOT EXISTS "totp_pending_secret" text;--> statement-breakpoint
ALTER TABLE "administrators" ADD COLUMN IF NOT EXISTS "totp_last_time_step" bigint;--> statement-breakpoint
CREATE TABLE IF NOT EXISTS "recovery_codes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"administrator_id" uuid NOT NULL CONSTRAINT "recovery_codes_administrator_id_administrators_id_fk" REFERENCES "public"."administrators"("id") ON DELETE cascade ON UPDATE no action,
	"code_hash" text NOT NULL,
	"used_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "recovery_codes_administrator_idx" ON "recovery_codes" USING btree ("administrator_id");--> statement-breakpoint
CREATE TABLE IF NOT EXISTS "pending_sign_ins" (
	"id_hash" text PRIMARY KEY NOT NULL,
	"administrator_id" uuid NOT NULL CONSTRAINT "pending_sign_ins_administrator_id_administrators_id_fk" REFERENCES "public"."administrators"("id") ON DELETE cascade ON UPDATE no action,
	"attempts" integer DEFAULT 0 NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
