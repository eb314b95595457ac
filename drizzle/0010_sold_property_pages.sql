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
--> statement-breakpoint
-- The demo homes' listing brokerages and closing dates (issue 16), where a database seeded before
-- them still lacks them: every card then names its listing brokerage.
UPDATE "sold_properties" SET
  "listing_brokerage" = CASE WHEN "sold_properties"."listing_brokerage" = '' THEN "demo"."brokerage" ELSE "sold_properties"."listing_brokerage" END,
  "sale_date" = coalesce("sold_properties"."sale_date", "demo"."sale_date")
FROM (VALUES
  ('4187203', 'Lakefront Luxury Group', DATE '2024-03-08'),
  ('4172958', 'Lakefront Luxury Group', DATE '2024-10-05'),
  ('4165417', 'Carolina Shores Realty', DATE '2025-05-04'),
  ('4190366', 'Lakefront Luxury Group', DATE '2025-12-01'),
  ('4158829', 'Lakefront Luxury Group', DATE '2026-06-30'),
  ('4176402', 'Carolina Shores Realty', DATE '2024-06-11'),
  ('4186693', 'Lakefront Luxury Group', DATE '2025-01-08'),
  ('4160372', 'Lakefront Luxury Group', DATE '2025-08-07'),
  ('4184451', 'Carolina Shores Realty', DATE '2026-03-06'),
  ('4177264', 'Lakefront Luxury Group', DATE '2026-10-03'),
  ('4188120', 'Lakefront Luxury Group', DATE '2024-09-14'),
  ('4173840', 'Carolina Shores Realty', DATE '2025-04-13'),
  ('4159736', 'Lakefront Luxury Group', DATE '2025-11-10'),
  ('4169604', 'Lakefront Luxury Group', DATE '2026-06-09'),
  ('4181077', 'Carolina Shores Realty', DATE '2024-05-21'),
  ('4174618', 'Lakefront Luxury Group', DATE '2024-12-18'),
  ('4166935', 'Lakefront Luxury Group', DATE '2025-07-17'),
  ('4171189', 'Carolina Shores Realty', DATE '2026-02-13'),
  ('4167748', 'Lakefront Luxury Group', DATE '2026-09-12'),
  ('4182506', 'Lakefront Luxury Group', DATE '2024-08-24'),
  ('4185527', 'Carolina Shores Realty', DATE '2025-03-23'),
  ('4162284', 'Lakefront Luxury Group', DATE '2025-10-20'),
  ('4170519', 'Lakefront Luxury Group', DATE '2026-05-19'),
  ('4179951', 'Carolina Shores Realty', DATE '2024-04-30'),
  ('4168842', 'Lakefront Luxury Group', DATE '2024-11-27'),
  ('4178830', 'Lakefront Luxury Group', DATE '2025-06-26'),
  ('4183310', 'Carolina Shores Realty', DATE '2026-01-23'),
  ('4161735', 'Lakefront Luxury Group', DATE '2026-08-22')
) AS "demo" ("mls_id", "brokerage", "sale_date") WHERE "sold_properties"."mls_id" = "demo"."mls_id";
--> statement-breakpoint
-- The demo guides' homes for sale name their listing brokerage too, where a guide seeded before
-- still lacks it (an agent's own listings are left as they are).
UPDATE "neighborhoods" SET "featured_listings" = (
  SELECT coalesce(jsonb_agg(CASE WHEN NOT ("listing"."entry" ? 'listingBrokerage') AND "demo"."brokerage" IS NOT NULL
      THEN "listing"."entry" || jsonb_build_object('listingBrokerage', "demo"."brokerage") ELSE "listing"."entry" END ORDER BY "listing"."position"), '[]'::jsonb)
  FROM jsonb_array_elements("neighborhoods"."featured_listings") WITH ORDINALITY AS "listing" ("entry", "position")
  LEFT JOIN (VALUES
    ('1947 Perth Road, Troutman, NC 28166', 'Lakefront Luxury Group'),
    ('618 Murdock Road, Troutman, NC 28166', 'Lakefront Luxury Group'),
    ('2490 Arbor Way NE, Hickory, NC 28601', 'Lakefront Luxury Group'),
    ('531 4th Avenue NW, Hickory, NC 28601', 'Queen City Premier Properties'),
    ('1640 Country Club Road NW, Hickory, NC 28601', 'Lakefront Luxury Group'),
    ('1440 Queens Road West, Charlotte, NC 28207', 'Lakefront Luxury Group'),
    ('820 Colville Road, Charlotte, NC 28207', 'Lakefront Luxury Group'),
    ('6212 Quail Hollow Road, Charlotte, NC 28210', 'Carolina Shores Realty'),
    ('18620 Peninsula Club Drive, Cornelius, NC 28031', 'Lakefront Luxury Group'),
    ('19012 Jetton Road, Cornelius, NC 28031', 'Lakefront Luxury Group'),
    ('20430 Bethel Church Road, Cornelius, NC 28031', 'Lakefront Luxury Group'),
    ('543 Concord Road, Davidson, NC 28036', 'Lake Norman Realty Partners'),
    ('18317 River Ford Drive, Davidson, NC 28036', 'Lakefront Luxury Group'),
    ('7318 Mariners Pointe Lane, Denver, NC 28037', 'Lakefront Luxury Group'),
    ('3146 Tradition Oaks Drive, Denver, NC 28037', 'Lakefront Luxury Group'),
    ('2760 Vineyard Cove Drive, Denver, NC 28037', 'Queen City Premier Properties'),
    ('14907 Lakeview Pointe Lane, Huntersville, NC 28078', 'Lakefront Luxury Group'),
    ('9625 Skybrook Falls Drive, Huntersville, NC 28078', 'Lakefront Luxury Group'),
    ('127 Windward Pointe Drive, Mooresville, NC 28117', 'Lakefront Luxury Group'),
    ('180 Bayberry Creek Circle, Mooresville, NC 28117', 'Carolina Shores Realty'),
    ('244 Mallard Head Drive, Mooresville, NC 28117', 'Lakefront Luxury Group')
  ) AS "demo" ("address", "brokerage") ON "demo"."address" = "listing"."entry"->>'address'
);
