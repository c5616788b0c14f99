CREATE TABLE "catalogue_revision" (
	"id" integer PRIMARY KEY DEFAULT 1 NOT NULL,
	"revision" bigint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "lister_counts" (
	"web_node_id" integer NOT NULL,
	"publication_codes" text[] NOT NULL,
	"kind" text NOT NULL,
	"value" integer NOT NULL,
	"count" integer NOT NULL,
	CONSTRAINT "lister_counts_web_node_id_kind_value_publication_codes_pk" PRIMARY KEY("web_node_id","kind","value","publication_codes")
);
--> statement-breakpoint
CREATE TABLE "tag_values" (
	"id" serial PRIMARY KEY NOT NULL,
	"key" text NOT NULL,
	"value" text NOT NULL
);
--> statement-breakpoint
ALTER TABLE "product_search" ADD COLUMN "tag_ids" integer[] DEFAULT '{}'::int[] NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "tag_values_key_value_idx" ON "tag_values" USING btree ("key","value");