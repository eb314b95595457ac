CREATE TABLE "page_view_months" (
	"dimension" text NOT NULL,
	"month" date NOT NULL,
	"value" text NOT NULL,
	"views" integer NOT NULL,
	"visitors" integer NOT NULL,
	CONSTRAINT "page_view_months_dimension_month_value_pk" PRIMARY KEY("dimension","month","value")
);
--> statement-breakpoint
CREATE TABLE "web_vital_months" (
	"month" date NOT NULL,
	"metric" text NOT NULL,
	"page_type" text NOT NULL,
	"bucket" integer NOT NULL,
	"count" integer NOT NULL,
	CONSTRAINT "web_vital_months_month_metric_page_type_bucket_pk" PRIMARY KEY("month","metric","page_type","bucket")
);
--> statement-breakpoint
INSERT INTO "page_view_months" ("dimension", "month", "value", "views", "visitors")
SELECT "dimension", date_trunc('month', "day")::date, "value", sum("views")::int, sum("visitors")::int
FROM "page_view_days" GROUP BY 1, 2, 3;
--> statement-breakpoint
INSERT INTO "web_vital_months" ("month", "metric", "page_type", "bucket", "count")
SELECT date_trunc('month', "day")::date, "metric", "page_type", "bucket", sum("count")::int
FROM "web_vital_days" GROUP BY 1, 2, 3, 4;
