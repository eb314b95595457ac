CREATE TABLE "market_area_months" (
	"area_slug" text NOT NULL,
	"segment" text NOT NULL,
	"month" text NOT NULL,
	"closed_sales" integer NOT NULL,
	"median_sale_price" double precision,
	"median_price_per_sqft" double precision,
	"median_days_on_market" double precision,
	"sale_to_list_ratio" double precision,
	"new_listings" integer NOT NULL,
	"active_at_month_end" integer NOT NULL,
	"months_of_inventory" double precision,
	CONSTRAINT "market_area_months_area_slug_segment_month_pk" PRIMARY KEY("area_slug","segment","month")
);
--> statement-breakpoint
CREATE TABLE "market_imports" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"as_of" date NOT NULL,
	"file_name" text NOT NULL,
	"added" integer NOT NULL,
	"updated" integer NOT NULL,
	"unchanged" integer NOT NULL,
	"ms" integer NOT NULL,
	"imported_by" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "mls_listings" (
	"listing_id" text PRIMARY KEY NOT NULL,
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
	"import_id" uuid NOT NULL
);
--> statement-breakpoint
ALTER TABLE "market_area_months" ADD CONSTRAINT "market_area_months_area_slug_neighborhoods_slug_fk" FOREIGN KEY ("area_slug") REFERENCES "public"."neighborhoods"("slug") ON DELETE cascade ON UPDATE cascade;--> statement-breakpoint
ALTER TABLE "mls_listings" ADD CONSTRAINT "mls_listings_import_id_market_imports_id_fk" FOREIGN KEY ("import_id") REFERENCES "public"."market_imports"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "mls_listings_city_idx" ON "mls_listings" USING btree (lower("city"));