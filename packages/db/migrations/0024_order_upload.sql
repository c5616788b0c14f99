CREATE TABLE "upload_column_mappings" (
	"customer_id" integer PRIMARY KEY NOT NULL,
	"mapping" jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "upload_column_mappings" ADD CONSTRAINT "upload_column_mappings_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "products_supplier_code_idx" ON "products" USING btree (upper("supplier_product_code"));--> statement-breakpoint
CREATE INDEX "products_number_trimmed_idx" ON "products" USING btree (left("number", 6));