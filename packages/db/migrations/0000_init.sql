CREATE TABLE "addresses" (
	"id" serial PRIMARY KEY NOT NULL,
	"customer_id" integer NOT NULL,
	"type" text NOT NULL,
	"name" text DEFAULT '' NOT NULL,
	"first_name" text DEFAULT '' NOT NULL,
	"middle_name" text DEFAULT '' NOT NULL,
	"last_name" text DEFAULT '' NOT NULL,
	"phone_number" text DEFAULT '' NOT NULL,
	"email_address" text DEFAULT '' NOT NULL,
	"street" text NOT NULL,
	"house_number" text NOT NULL,
	"house_number_extension" text DEFAULT '' NOT NULL,
	"postal_code" text NOT NULL,
	"city" text NOT NULL,
	"country_code" text DEFAULT 'NL' NOT NULL
);
--> statement-breakpoint
CREATE TABLE "articles" (
	"id" serial PRIMARY KEY NOT NULL,
	"url" text NOT NULL,
	"type" text DEFAULT 'ContentPage' NOT NULL,
	"title" text NOT NULL,
	"heading" text,
	"summary" text,
	"blocks" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"meta_title" text,
	"meta_description" text,
	"meta_image" text,
	"meta_keywords" text,
	"robots_no_index" boolean DEFAULT false NOT NULL,
	"robots_no_follow" boolean DEFAULT false NOT NULL,
	"login_required" boolean DEFAULT false NOT NULL,
	"alternate_url" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "brands" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"url" text NOT NULL,
	"img" text,
	"description" text DEFAULT '' NOT NULL,
	"popular_rank" integer,
	"is_new" boolean DEFAULT false NOT NULL
);
--> statement-breakpoint
CREATE TABLE "content_items" (
	"id" serial PRIMARY KEY NOT NULL,
	"area" text NOT NULL,
	"parent_id" integer,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"key" text,
	"name" text NOT NULL,
	"title" text,
	"text" text,
	"url" text,
	"alternate_url" text,
	"new_window" boolean DEFAULT false NOT NULL,
	"image" text,
	"publication_date" timestamp with time zone,
	"removal_date" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "customers" (
	"id" serial PRIMARY KEY NOT NULL,
	"number" text NOT NULL,
	"email" text NOT NULL,
	"first_name" text NOT NULL,
	"middle_name" text DEFAULT '' NOT NULL,
	"last_name" text NOT NULL,
	"gender" text NOT NULL,
	"phone_number" text DEFAULT '' NOT NULL,
	"mobile_number" text DEFAULT '' NOT NULL,
	"company_name" text,
	"kvk_number" text,
	"vat_number" text,
	"credit_limit_cents" integer DEFAULT 0 NOT NULL,
	"credit_balance_cents" integer DEFAULT 0 NOT NULL,
	"allow_on_account" boolean DEFAULT false NOT NULL,
	"language_code" text DEFAULT 'nl' NOT NULL,
	"price_list_id" integer,
	"publication_code" text DEFAULT 'B' NOT NULL,
	"group_code" text DEFAULT '' NOT NULL,
	"default_store_id" integer,
	"bonus_points" integer DEFAULT 0 NOT NULL,
	"is_opt_in" boolean DEFAULT false NOT NULL,
	"include_vat" boolean DEFAULT true NOT NULL,
	"delivery_days" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "customers_number_unique" UNIQUE("number")
);
--> statement-breakpoint
CREATE TABLE "discount_products" (
	"discount_id" integer NOT NULL,
	"product_id" integer NOT NULL,
	CONSTRAINT "discount_products_discount_id_product_id_pk" PRIMARY KEY("discount_id","product_id")
);
--> statement-breakpoint
CREATE TABLE "discounts" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"category" text DEFAULT '' NOT NULL,
	"flyer_code" text NOT NULL,
	"price_list_id" integer,
	"start_date" timestamp with time zone NOT NULL,
	"end_date" timestamp with time zone NOT NULL,
	"image" text,
	"percentage" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "faq_categories" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"title" text NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "faq_categories_name_unique" UNIQUE("name")
);
--> statement-breakpoint
CREATE TABLE "faq_questions" (
	"id" serial PRIMARY KEY NOT NULL,
	"category_id" integer NOT NULL,
	"question" text NOT NULL,
	"answer" text NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "news_categories" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"title" text NOT NULL,
	CONSTRAINT "news_categories_name_unique" UNIQUE("name")
);
--> statement-breakpoint
CREATE TABLE "news_items" (
	"id" serial PRIMARY KEY NOT NULL,
	"category_id" integer NOT NULL,
	"name" text NOT NULL,
	"title" text NOT NULL,
	"author" text NOT NULL,
	"summary" text DEFAULT '' NOT NULL,
	"blocks" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"image" text,
	"tags" text[] DEFAULT '{}'::text[] NOT NULL,
	"publication_date" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "price_list_prices" (
	"price_list_id" integer NOT NULL,
	"product_id" integer NOT NULL,
	"net_price_excl_cents" integer NOT NULL,
	CONSTRAINT "price_list_prices_price_list_id_product_id_pk" PRIMARY KEY("price_list_id","product_id")
);
--> statement-breakpoint
CREATE TABLE "price_lists" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "product_connections" (
	"product_id" integer NOT NULL,
	"connected_product_id" integer NOT NULL,
	"type" text NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "product_connections_product_id_connected_product_id_type_pk" PRIMARY KEY("product_id","connected_product_id","type")
);
--> statement-breakpoint
CREATE TABLE "product_images" (
	"id" serial PRIMARY KEY NOT NULL,
	"product_id" integer NOT NULL,
	"url" text NOT NULL,
	"type" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "product_price_levels" (
	"product_id" integer NOT NULL,
	"quantity" integer NOT NULL,
	"price_incl_cents" integer NOT NULL,
	CONSTRAINT "product_price_levels_product_id_quantity_pk" PRIMARY KEY("product_id","quantity")
);
--> statement-breakpoint
CREATE TABLE "product_web_nodes" (
	"product_id" integer NOT NULL,
	"web_node_id" integer NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "product_web_nodes_product_id_web_node_id_pk" PRIMARY KEY("product_id","web_node_id")
);
--> statement-breakpoint
CREATE TABLE "products" (
	"id" serial PRIMARY KEY NOT NULL,
	"number" text NOT NULL,
	"type" text DEFAULT 'Product' NOT NULL,
	"name" text NOT NULL,
	"url" text NOT NULL,
	"brand_id" integer,
	"description" text DEFAULT '' NOT NULL,
	"ingredients" text DEFAULT '' NOT NULL,
	"usage" text DEFAULT '' NOT NULL,
	"usps" text[] DEFAULT '{}'::text[] NOT NULL,
	"scan_code" text,
	"supplier_product_code" text,
	"size" text,
	"color_hex" text,
	"color_name" text,
	"unit" text,
	"unit_content" double precision,
	"list_price_incl_cents" integer NOT NULL,
	"retail_price_incl_cents" integer,
	"tax_rate" integer NOT NULL,
	"stock_quantity" integer DEFAULT 0 NOT NULL,
	"max_in_cart" integer,
	"purchase_unit_factor" integer DEFAULT 1 NOT NULL,
	"supplier_state" text DEFAULT 'Active' NOT NULL,
	"deliverable_from_date" date,
	"publication_codes" text[] DEFAULT '{B}'::text[] NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"is_viewable" boolean DEFAULT true NOT NULL,
	"is_orderable" boolean DEFAULT true NOT NULL,
	"is_virtual" boolean DEFAULT false NOT NULL,
	"webshop_banner" text,
	"tags" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"weighting" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "representative_customers" (
	"user_id" integer NOT NULL,
	"customer_id" integer NOT NULL,
	CONSTRAINT "representative_customers_user_id_customer_id_pk" PRIMARY KEY("user_id","customer_id")
);
--> statement-breakpoint
CREATE TABLE "settings" (
	"name" text PRIMARY KEY NOT NULL,
	"value" jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "store_stock" (
	"store_id" integer NOT NULL,
	"product_id" integer NOT NULL,
	"quantity" integer NOT NULL,
	CONSTRAINT "store_stock_store_id_product_id_pk" PRIMARY KEY("store_id","product_id")
);
--> statement-breakpoint
CREATE TABLE "stores" (
	"id" serial PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"name" text NOT NULL,
	"url" text NOT NULL,
	"type" text DEFAULT 'Store' NOT NULL,
	"street" text NOT NULL,
	"house_number" text NOT NULL,
	"house_number_extension" text,
	"postal_code" text NOT NULL,
	"city" text NOT NULL,
	"country_code" text DEFAULT 'NL' NOT NULL,
	"lat" double precision NOT NULL,
	"lng" double precision NOT NULL,
	"phone_number" text NOT NULL,
	"email" text NOT NULL,
	"manager_first_name" text,
	"manager_last_name" text,
	"global_location_number" text,
	"is_pickup_store" boolean DEFAULT true NOT NULL,
	"is_show_on_pdp" boolean DEFAULT true NOT NULL,
	"images" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"social" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"opening_weekdays" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"extra_opening_days" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"extra_closing_days" jsonb DEFAULT '[]'::jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "users" (
	"id" serial PRIMARY KEY NOT NULL,
	"email" text NOT NULL,
	"password_hash" text NOT NULL,
	"first_name" text NOT NULL,
	"middle_name" text DEFAULT '' NOT NULL,
	"last_name" text NOT NULL,
	"language" text DEFAULT 'nl' NOT NULL,
	"role" text DEFAULT 'customer' NOT NULL,
	"customer_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "web_nodes" (
	"id" serial PRIMARY KEY NOT NULL,
	"parent_id" integer,
	"code" text NOT NULL,
	"name" text NOT NULL,
	"url" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"banner" text,
	"level" integer NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"start_date" timestamp with time zone,
	"end_date" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "addresses" ADD CONSTRAINT "addresses_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "customers" ADD CONSTRAINT "customers_price_list_id_price_lists_id_fk" FOREIGN KEY ("price_list_id") REFERENCES "public"."price_lists"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "customers" ADD CONSTRAINT "customers_default_store_id_stores_id_fk" FOREIGN KEY ("default_store_id") REFERENCES "public"."stores"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "discount_products" ADD CONSTRAINT "discount_products_discount_id_discounts_id_fk" FOREIGN KEY ("discount_id") REFERENCES "public"."discounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "discount_products" ADD CONSTRAINT "discount_products_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "discounts" ADD CONSTRAINT "discounts_price_list_id_price_lists_id_fk" FOREIGN KEY ("price_list_id") REFERENCES "public"."price_lists"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "faq_questions" ADD CONSTRAINT "faq_questions_category_id_faq_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."faq_categories"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "news_items" ADD CONSTRAINT "news_items_category_id_news_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."news_categories"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "price_list_prices" ADD CONSTRAINT "price_list_prices_price_list_id_price_lists_id_fk" FOREIGN KEY ("price_list_id") REFERENCES "public"."price_lists"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "price_list_prices" ADD CONSTRAINT "price_list_prices_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_connections" ADD CONSTRAINT "product_connections_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_connections" ADD CONSTRAINT "product_connections_connected_product_id_products_id_fk" FOREIGN KEY ("connected_product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_images" ADD CONSTRAINT "product_images_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_price_levels" ADD CONSTRAINT "product_price_levels_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_web_nodes" ADD CONSTRAINT "product_web_nodes_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_web_nodes" ADD CONSTRAINT "product_web_nodes_web_node_id_web_nodes_id_fk" FOREIGN KEY ("web_node_id") REFERENCES "public"."web_nodes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_brand_id_brands_id_fk" FOREIGN KEY ("brand_id") REFERENCES "public"."brands"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "representative_customers" ADD CONSTRAINT "representative_customers_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "representative_customers" ADD CONSTRAINT "representative_customers_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "store_stock" ADD CONSTRAINT "store_stock_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "store_stock" ADD CONSTRAINT "store_stock_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "addresses_customer_idx" ON "addresses" USING btree ("customer_id");--> statement-breakpoint
CREATE UNIQUE INDEX "articles_url_idx" ON "articles" USING btree ("url");--> statement-breakpoint
CREATE UNIQUE INDEX "brands_url_idx" ON "brands" USING btree ("url");--> statement-breakpoint
CREATE INDEX "content_items_area_idx" ON "content_items" USING btree ("area","sort_order");--> statement-breakpoint
CREATE UNIQUE INDEX "news_items_name_idx" ON "news_items" USING btree ("name");--> statement-breakpoint
CREATE INDEX "product_images_product_idx" ON "product_images" USING btree ("product_id");--> statement-breakpoint
CREATE INDEX "product_web_nodes_node_idx" ON "product_web_nodes" USING btree ("web_node_id");--> statement-breakpoint
CREATE UNIQUE INDEX "products_url_idx" ON "products" USING btree ("url");--> statement-breakpoint
CREATE UNIQUE INDEX "products_number_idx" ON "products" USING btree ("number");--> statement-breakpoint
CREATE INDEX "products_scan_code_idx" ON "products" USING btree ("scan_code");--> statement-breakpoint
CREATE INDEX "products_brand_idx" ON "products" USING btree ("brand_id");--> statement-breakpoint
CREATE INDEX "store_stock_product_idx" ON "store_stock" USING btree ("product_id");--> statement-breakpoint
CREATE UNIQUE INDEX "stores_url_idx" ON "stores" USING btree ("url");--> statement-breakpoint
CREATE UNIQUE INDEX "users_email_idx" ON "users" USING btree (lower("email"));--> statement-breakpoint
CREATE UNIQUE INDEX "web_nodes_url_idx" ON "web_nodes" USING btree ("url");--> statement-breakpoint
CREATE INDEX "web_nodes_parent_idx" ON "web_nodes" USING btree ("parent_id");