CREATE TABLE "content_revision" (
	"id" integer PRIMARY KEY DEFAULT 1 NOT NULL,
	"revision" bigint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
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
CREATE INDEX "postcode_areas_city_idx" ON "postcode_areas" USING btree ("city");--> statement-breakpoint
INSERT INTO "content_revision" ("id", "revision") VALUES (1, 0);--> statement-breakpoint
CREATE FUNCTION "bump_content_revision"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO "content_revision" ("id", "revision") VALUES (1, 1)
    ON CONFLICT ("id") DO UPDATE SET "revision" = "content_revision"."revision" + 1;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "articles_content_revision" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "articles" FOR EACH STATEMENT EXECUTE FUNCTION "bump_content_revision"();--> statement-breakpoint
CREATE TRIGGER "news_items_content_revision" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "news_items" FOR EACH STATEMENT EXECUTE FUNCTION "bump_content_revision"();--> statement-breakpoint
CREATE TRIGGER "news_categories_content_revision" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "news_categories" FOR EACH STATEMENT EXECUTE FUNCTION "bump_content_revision"();--> statement-breakpoint
CREATE TRIGGER "faq_categories_content_revision" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "faq_categories" FOR EACH STATEMENT EXECUTE FUNCTION "bump_content_revision"();--> statement-breakpoint
CREATE TRIGGER "faq_questions_content_revision" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "faq_questions" FOR EACH STATEMENT EXECUTE FUNCTION "bump_content_revision"();--> statement-breakpoint
CREATE TRIGGER "stores_content_revision" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "stores" FOR EACH STATEMENT EXECUTE FUNCTION "bump_content_revision"();--> statement-breakpoint
CREATE TRIGGER "forms_content_revision" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "forms" FOR EACH STATEMENT EXECUTE FUNCTION "bump_content_revision"();--> statement-breakpoint
CREATE TRIGGER "brands_content_revision" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "brands" FOR EACH STATEMENT EXECUTE FUNCTION "bump_content_revision"();--> statement-breakpoint
CREATE TRIGGER "web_nodes_content_revision" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "web_nodes" FOR EACH STATEMENT EXECUTE FUNCTION "bump_content_revision"();
