CREATE TABLE "form_submissions" (
	"id" serial PRIMARY KEY NOT NULL,
	"form_id" text NOT NULL,
	"culture" text NOT NULL,
	"data" jsonb NOT NULL,
	"ip" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "forms" (
	"id" text NOT NULL,
	"locale" text NOT NULL,
	"title" text NOT NULL,
	"intro" text DEFAULT '' NOT NULL,
	"fields" jsonb NOT NULL,
	"submit_label" text NOT NULL,
	"success_url" text NOT NULL,
	"mail_to" text NOT NULL,
	CONSTRAINT "forms_id_locale_pk" PRIMARY KEY("id","locale")
);
--> statement-breakpoint
CREATE TABLE "postcode_areas" (
	"postcode" text PRIMARY KEY NOT NULL,
	"city" text NOT NULL,
	"lat" double precision NOT NULL,
	"lng" double precision NOT NULL
);
--> statement-breakpoint
CREATE INDEX "form_submissions_form_idx" ON "form_submissions" USING btree ("form_id","created_at");--> statement-breakpoint
CREATE INDEX "postcode_areas_city_idx" ON "postcode_areas" USING btree ("city");