CREATE TABLE "product_search_words" (
	"word" text PRIMARY KEY NOT NULL
);
--> statement-breakpoint
ALTER TABLE "product_search" ADD COLUMN "type" text DEFAULT 'Product' NOT NULL;--> statement-breakpoint
ALTER TABLE "product_search" ADD COLUMN "is_active" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "product_search" ADD COLUMN "is_viewable" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "product_search" ADD COLUMN "publication_codes" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "product_search" ADD COLUMN "brand_id" integer;--> statement-breakpoint
ALTER TABLE "product_search" ADD COLUMN "name_key" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "product_search" ADD COLUMN "list_price_incl_cents" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "product_search" ADD COLUMN "weighting" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "product_search" ADD COLUMN "created_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "product_search" ADD COLUMN "rating_average" numeric;--> statement-breakpoint
ALTER TABLE "product_search" ADD COLUMN "web_node_ids" integer[] DEFAULT '{}'::int[] NOT NULL;--> statement-breakpoint
ALTER TABLE "product_search" ADD COLUMN "tags" jsonb DEFAULT '{}'::jsonb NOT NULL;