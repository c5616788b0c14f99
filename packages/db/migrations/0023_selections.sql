CREATE TABLE "customer_animals" (
	"id" serial PRIMARY KEY NOT NULL,
	"customer_id" integer NOT NULL,
	"species" text NOT NULL,
	"name" text NOT NULL,
	"birthday" date,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "customer_animals_species_check" CHECK ("customer_animals"."species" in ('hond', 'kat', 'knaagdier', 'vogel', 'vis', 'paard', 'reptiel'))
);
--> statement-breakpoint
CREATE TABLE "product_selections" (
	"id" serial PRIMARY KEY NOT NULL,
	"customer_id" integer NOT NULL,
	"product_id" integer NOT NULL,
	"type" text NOT NULL,
	"quantity" integer NOT NULL,
	"notes" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "product_selections_type_check" CHECK ("product_selections"."type" in ('OrderList', 'Sample')),
	CONSTRAINT "product_selections_quantity_check" CHECK ("product_selections"."quantity" between 1 and 99999)
);
--> statement-breakpoint
CREATE TABLE "wishlist_products" (
	"id" serial PRIMARY KEY NOT NULL,
	"wishlist_id" integer NOT NULL,
	"product_id" integer NOT NULL,
	"quantity" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "wishlist_products_quantity_check" CHECK ("wishlist_products"."quantity" between 1 and 99999)
);
--> statement-breakpoint
CREATE TABLE "wishlists" (
	"id" serial PRIMARY KEY NOT NULL,
	"customer_id" integer NOT NULL,
	"name" text NOT NULL,
	"is_default" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "customer_animals" ADD CONSTRAINT "customer_animals_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_selections" ADD CONSTRAINT "product_selections_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_selections" ADD CONSTRAINT "product_selections_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wishlist_products" ADD CONSTRAINT "wishlist_products_wishlist_id_wishlists_id_fk" FOREIGN KEY ("wishlist_id") REFERENCES "public"."wishlists"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wishlist_products" ADD CONSTRAINT "wishlist_products_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wishlists" ADD CONSTRAINT "wishlists_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "customer_animals_customer_idx" ON "customer_animals" USING btree ("customer_id");--> statement-breakpoint
CREATE UNIQUE INDEX "product_selections_customer_type_product_idx" ON "product_selections" USING btree ("customer_id","type","product_id");--> statement-breakpoint
CREATE INDEX "product_selections_product_idx" ON "product_selections" USING btree ("product_id");--> statement-breakpoint
CREATE UNIQUE INDEX "wishlist_products_list_product_idx" ON "wishlist_products" USING btree ("wishlist_id","product_id");--> statement-breakpoint
CREATE INDEX "wishlist_products_product_idx" ON "wishlist_products" USING btree ("product_id");--> statement-breakpoint
CREATE UNIQUE INDEX "wishlists_customer_name_idx" ON "wishlists" USING btree ("customer_id",lower("name"));--> statement-breakpoint
CREATE UNIQUE INDEX "wishlists_customer_default_idx" ON "wishlists" USING btree ("customer_id") WHERE "wishlists"."is_default";