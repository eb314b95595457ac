CREATE TABLE "analytics_salts" (
	"day" date PRIMARY KEY NOT NULL,
	"salt" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "page_view_day_visitors" (
	"day" date NOT NULL,
	"dimension" text NOT NULL,
	"value" text NOT NULL,
	"visitor_key" bigint NOT NULL,
	CONSTRAINT "page_view_day_visitors_day_dimension_value_visitor_key_pk" PRIMARY KEY("day","dimension","value","visitor_key")
);
--> statement-breakpoint
CREATE TABLE "page_view_days" (
	"dimension" text NOT NULL,
	"day" date NOT NULL,
	"value" text NOT NULL,
	"views" integer NOT NULL,
	"visitors" integer NOT NULL,
	CONSTRAINT "page_view_days_dimension_day_value_pk" PRIMARY KEY("dimension","day","value")
);
--> statement-breakpoint
CREATE TABLE "web_vital_days" (
	"metric" text NOT NULL,
	"day" date NOT NULL,
	"page_type" text NOT NULL,
	"bucket" integer NOT NULL,
	"count" integer NOT NULL,
	CONSTRAINT "web_vital_days_metric_day_page_type_bucket_pk" PRIMARY KEY("metric","day","page_type","bucket")
);
