CREATE SEQUENCE "public"."invoice_number_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1;--> statement-breakpoint
CREATE SEQUENCE "public"."packing_slip_number_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1;--> statement-breakpoint
CREATE SEQUENCE "public"."store_purchase_number_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1;--> statement-breakpoint
CREATE TABLE "invoices" (
	"id" serial PRIMARY KEY NOT NULL,
	"number" text NOT NULL,
	"order_id" integer NOT NULL,
	"customer_id" integer NOT NULL,
	"store_id" integer,
	"invoice_date" timestamp with time zone NOT NULL,
	"customer_name" text NOT NULL,
	"company_name" text,
	"vat_number" text,
	"kvk_number" text,
	"customer_number" text NOT NULL,
	"address" jsonb,
	"total_incl_cents" integer NOT NULL,
	"total_excl_cents" integer NOT NULL,
	"tax_cents" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "packing_slip_lines" (
	"id" serial PRIMARY KEY NOT NULL,
	"packing_slip_id" integer NOT NULL,
	"order_line_id" integer NOT NULL,
	"quantity" integer NOT NULL,
	"back_order_quantity" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "packing_slips" (
	"id" serial PRIMARY KEY NOT NULL,
	"number" text NOT NULL,
	"order_id" integer NOT NULL,
	"customer_id" integer NOT NULL,
	"store_id" integer,
	"shipped_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "store_purchase_lines" (
	"id" serial PRIMARY KEY NOT NULL,
	"store_purchase_id" integer NOT NULL,
	"line_number" integer NOT NULL,
	"product_id" integer,
	"product_number" text NOT NULL,
	"title" text NOT NULL,
	"quantity" integer NOT NULL,
	"unit_price_incl_cents" integer NOT NULL,
	"tax_rate" integer NOT NULL,
	"discount_cents" integer DEFAULT 0 NOT NULL,
	"total_incl_cents" integer NOT NULL,
	"total_excl_cents" integer NOT NULL,
	"tax_cents" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "store_purchase_payments" (
	"id" serial PRIMARY KEY NOT NULL,
	"store_purchase_id" integer NOT NULL,
	"method" text NOT NULL,
	"amount_cents" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "store_purchases" (
	"id" serial PRIMARY KEY NOT NULL,
	"number" text NOT NULL,
	"customer_id" integer NOT NULL,
	"store_id" integer,
	"purchased_at" timestamp with time zone NOT NULL,
	"type" text DEFAULT 'Sale' NOT NULL,
	"state" text DEFAULT 'Completed' NOT NULL,
	"amount_incl_cents" integer NOT NULL,
	"amount_excl_cents" integer NOT NULL,
	"tax_cents" integer NOT NULL,
	"discount_cents" integer DEFAULT 0 NOT NULL,
	"payable_cents" integer NOT NULL,
	"received_cents" integer NOT NULL,
	"bonus_points" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "mobile_number" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "order_lines" ADD COLUMN "delivered_quantity" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "order_lines" ADD COLUMN "last_delivered_quantity" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "order_lines" ADD COLUMN "back_order_quantity" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "order_lines" ADD COLUMN "cancelled_quantity" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "packing_slip_lines" ADD CONSTRAINT "packing_slip_lines_packing_slip_id_packing_slips_id_fk" FOREIGN KEY ("packing_slip_id") REFERENCES "public"."packing_slips"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "packing_slip_lines" ADD CONSTRAINT "packing_slip_lines_order_line_id_order_lines_id_fk" FOREIGN KEY ("order_line_id") REFERENCES "public"."order_lines"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "packing_slips" ADD CONSTRAINT "packing_slips_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "packing_slips" ADD CONSTRAINT "packing_slips_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "packing_slips" ADD CONSTRAINT "packing_slips_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "store_purchase_lines" ADD CONSTRAINT "store_purchase_lines_store_purchase_id_store_purchases_id_fk" FOREIGN KEY ("store_purchase_id") REFERENCES "public"."store_purchases"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "store_purchase_lines" ADD CONSTRAINT "store_purchase_lines_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "store_purchase_payments" ADD CONSTRAINT "store_purchase_payments_store_purchase_id_store_purchases_id_fk" FOREIGN KEY ("store_purchase_id") REFERENCES "public"."store_purchases"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "store_purchases" ADD CONSTRAINT "store_purchases_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "store_purchases" ADD CONSTRAINT "store_purchases_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "invoices_number_idx" ON "invoices" USING btree ("number");--> statement-breakpoint
CREATE UNIQUE INDEX "invoices_order_idx" ON "invoices" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "invoices_customer_idx" ON "invoices" USING btree ("customer_id","invoice_date");--> statement-breakpoint
CREATE INDEX "packing_slip_lines_slip_idx" ON "packing_slip_lines" USING btree ("packing_slip_id");--> statement-breakpoint
CREATE UNIQUE INDEX "packing_slips_number_idx" ON "packing_slips" USING btree ("number");--> statement-breakpoint
CREATE INDEX "packing_slips_customer_idx" ON "packing_slips" USING btree ("customer_id","shipped_at");--> statement-breakpoint
CREATE UNIQUE INDEX "store_purchase_lines_line_idx" ON "store_purchase_lines" USING btree ("store_purchase_id","line_number");--> statement-breakpoint
CREATE INDEX "store_purchase_payments_purchase_idx" ON "store_purchase_payments" USING btree ("store_purchase_id");--> statement-breakpoint
CREATE UNIQUE INDEX "store_purchases_number_idx" ON "store_purchases" USING btree ("number");--> statement-breakpoint
CREATE INDEX "store_purchases_customer_idx" ON "store_purchases" USING btree ("customer_id","purchased_at");