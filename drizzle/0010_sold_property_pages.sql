ALTER TABLE "sold_properties" ADD COLUMN "photos" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "sold_properties" ADD COLUMN "description" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "sold_properties" ADD COLUMN "lot_size" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "sold_properties" ADD COLUMN "home_position" integer;--> statement-breakpoint
ALTER TABLE "sold_properties" ADD COLUMN "updated_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "sold_properties_home_position_unique" ON "sold_properties" USING btree ("home_position") WHERE "sold_properties"."home_position" IS NOT NULL;--> statement-breakpoint
ALTER TABLE "sold_properties" ADD CONSTRAINT "sold_properties_home_position_range" CHECK ("sold_properties"."home_position" BETWEEN 1 AND 6);--> statement-breakpoint
-- The pictures the site once chose in code (app/content/sold-property-images.ts) become the demo homes' own,
-- where the agent has not changed them, so an edit in the admin is what the page shows.
UPDATE "sold_properties" SET "image_url" = "bundled"."url" FROM (VALUES
  ('4187203', '/images/homes/home-1.svg', '/images/homes/home-2.svg'),
  ('4186693', '/images/homes/home-3.svg', '/images/homes/sold/4186693.svg'),
  ('4160372', '/images/homes/home-5.svg', '/images/homes/sold/4160372.svg'),
  ('4184451', '/images/homes/home-6.svg', '/images/homes/sold/4184451.svg'),
  ('4188120', '/images/homes/home-3.svg', '/images/homes/sold/4188120.svg'),
  ('4173840', '/images/homes/home-7.svg', '/images/homes/sold/4173840.svg'),
  ('4159736', '/images/homes/home-2.svg', '/images/homes/sold/4159736.svg'),
  ('4169604', '/images/homes/home-4.svg', '/images/homes/sold/4169604.svg'),
  ('4181077', '/images/homes/home-2.svg', '/images/homes/sold/4181077.svg'),
  ('4174618', '/images/homes/home-4.svg', '/images/homes/sold/4174618.svg'),
  ('4166935', '/images/homes/home-2.svg', '/images/homes/sold/4166935.svg'),
  ('4171189', '/images/homes/home-4.svg', '/images/homes/sold/4171189.svg'),
  ('4167748', '/images/homes/home-8.svg', '/images/homes/sold/4167748.svg'),
  ('4182506', '/images/homes/home-7.svg', '/images/homes/sold/4182506.svg'),
  ('4185527', '/images/homes/home-4.svg', '/images/homes/sold/4185527.svg'),
  ('4162284', '/images/homes/home-7.svg', '/images/homes/sold/4162284.svg'),
  ('4170519', '/images/homes/home-2.svg', '/images/homes/sold/4170519.svg'),
  ('4168842', '/images/homes/home-2.svg', '/images/homes/sold/4168842.svg'),
  ('4178830', '/images/homes/home-8.svg', '/images/homes/sold/4178830.svg'),
  ('4183310', '/images/homes/home-8.svg', '/images/homes/sold/4183310.svg'),
  ('4161735', '/images/homes/home-8.svg', '/images/homes/sold/4161735.svg')
) AS "bundled" ("mls_id", "demo_url", "url") WHERE "sold_properties"."mls_id" = "bundled"."mls_id" AND "sold_properties"."image_url" IS NOT DISTINCT FROM "bundled"."demo_url";
--> statement-breakpoint
-- The six sales the home page featured from code, in the same order, when they are there.
UPDATE "sold_properties" SET "home_position" = "featured"."position" FROM (VALUES ('4187203', 1), ('4172958', 2), ('4165417', 3), ('4190366', 4), ('4158829', 5), ('4176402', 6)) AS "featured" ("mls_id", "position") WHERE "sold_properties"."mls_id" = "featured"."mls_id";
