CREATE TABLE "price_list_price_levels" (
	"price_list_id" integer NOT NULL,
	"product_id" integer NOT NULL,
	"quantity" integer NOT NULL,
	"net_price_excl_cents" integer NOT NULL,
	CONSTRAINT "price_list_price_levels_price_list_id_product_id_quantity_pk" PRIMARY KEY("price_list_id","product_id","quantity")
);
--> statement-breakpoint
CREATE TABLE "product_price_history" (
	"id" serial PRIMARY KEY NOT NULL,
	"product_id" integer NOT NULL,
	"kind" text NOT NULL,
	"list_price_incl_cents" integer,
	"discount_id" integer,
	"price_list_id" integer,
	"percentage" integer,
	"valid_from" timestamp with time zone NOT NULL,
	"valid_to" timestamp with time zone,
	"recorded_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "customers" ALTER COLUMN "include_vat" DROP DEFAULT;--> statement-breakpoint
ALTER TABLE "customers" ALTER COLUMN "include_vat" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "cart_lines" ADD COLUMN "confirmed_unit_incl_cents" integer;--> statement-breakpoint
ALTER TABLE "cart_lines" ADD COLUMN "confirmed_unit_excl_cents" integer;--> statement-breakpoint
ALTER TABLE "price_list_price_levels" ADD CONSTRAINT "price_list_price_levels_price_list_id_price_lists_id_fk" FOREIGN KEY ("price_list_id") REFERENCES "public"."price_lists"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "price_list_price_levels" ADD CONSTRAINT "price_list_price_levels_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_price_history" ADD CONSTRAINT "product_price_history_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_price_history" ADD CONSTRAINT "product_price_history_discount_id_discounts_id_fk" FOREIGN KEY ("discount_id") REFERENCES "public"."discounts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "price_list_price_levels_product_idx" ON "price_list_price_levels" USING btree ("product_id");--> statement-breakpoint
CREATE INDEX "product_price_history_product_idx" ON "product_price_history" USING btree ("product_id","valid_from");--> statement-breakpoint
CREATE INDEX "discount_products_product_idx" ON "discount_products" USING btree ("product_id");--> statement-breakpoint
-- Price history (EU Omnibus): every list price a product had, recorded by the database on every write,
-- whoever makes it (API, seed, psql). A changed price closes the open row and opens a new one.
CREATE OR REPLACE FUNCTION toonbank_record_list_prices() RETURNS trigger
  LANGUAGE plpgsql
AS $$
BEGIN
  IF TG_OP = 'UPDATE' THEN
    UPDATE product_price_history h SET valid_to = now()
      FROM new_rows n JOIN old_rows o ON o.id = n.id
      WHERE h.product_id = n.id AND h.kind = 'list' AND h.valid_to IS NULL
        AND n.list_price_incl_cents IS DISTINCT FROM o.list_price_incl_cents;
    INSERT INTO product_price_history (product_id, kind, list_price_incl_cents, valid_from)
      SELECT n.id, 'list', n.list_price_incl_cents, now()
        FROM new_rows n JOIN old_rows o ON o.id = n.id
        WHERE n.list_price_incl_cents IS DISTINCT FROM o.list_price_incl_cents;
  ELSE
    INSERT INTO product_price_history (product_id, kind, list_price_incl_cents, valid_from)
      SELECT n.id, 'list', n.list_price_incl_cents, now() FROM new_rows n;
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER products_price_history_insert AFTER INSERT ON products REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION toonbank_record_list_prices();--> statement-breakpoint
CREATE TRIGGER products_price_history_update AFTER UPDATE ON products REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION toonbank_record_list_prices();--> statement-breakpoint
-- Discount periods per product: recorded when a product joins a discount; when a discount's terms change
-- or a product leaves it, what was recorded ends now (a period not yet begun shrinks to nothing) and the
-- new terms are recorded from now on. History is never rewritten.
CREATE OR REPLACE FUNCTION toonbank_record_discounts() RETURNS trigger
  LANGUAGE plpgsql
AS $$
BEGIN
  IF TG_TABLE_NAME = 'discount_products' AND TG_OP = 'INSERT' THEN
    INSERT INTO product_price_history (product_id, kind, discount_id, price_list_id, percentage, valid_from, valid_to)
      SELECT n.product_id, 'discount', d.id, d.price_list_id, d.percentage, d.start_date, d.end_date
        FROM new_rows n JOIN discounts d ON d.id = n.discount_id;
  ELSIF TG_TABLE_NAME = 'discount_products' THEN
    UPDATE product_price_history h SET valid_to = greatest(h.valid_from, least(coalesce(h.valid_to, 'infinity'), now()))
      FROM old_rows o
      WHERE h.kind = 'discount' AND h.discount_id = o.discount_id AND h.product_id = o.product_id
        AND (h.valid_to IS NULL OR h.valid_to > now());
  ELSE
    UPDATE product_price_history h SET valid_to = greatest(h.valid_from, least(coalesce(h.valid_to, 'infinity'), now()))
      FROM new_rows n JOIN old_rows o ON o.id = n.id
      WHERE h.kind = 'discount' AND h.discount_id = n.id AND (h.valid_to IS NULL OR h.valid_to > now())
        AND (n.percentage, n.start_date, n.end_date, n.price_list_id) IS DISTINCT FROM (o.percentage, o.start_date, o.end_date, o.price_list_id);
    INSERT INTO product_price_history (product_id, kind, discount_id, price_list_id, percentage, valid_from, valid_to)
      SELECT dp.product_id, 'discount', n.id, n.price_list_id, n.percentage, greatest(n.start_date, now()), n.end_date
        FROM new_rows n JOIN old_rows o ON o.id = n.id JOIN discount_products dp ON dp.discount_id = n.id
        WHERE (n.percentage, n.start_date, n.end_date, n.price_list_id) IS DISTINCT FROM (o.percentage, o.start_date, o.end_date, o.price_list_id)
          AND n.end_date > greatest(n.start_date, now());
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER discount_products_price_history_insert AFTER INSERT ON discount_products REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION toonbank_record_discounts();--> statement-breakpoint
CREATE TRIGGER discount_products_price_history_delete AFTER DELETE ON discount_products REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION toonbank_record_discounts();--> statement-breakpoint
CREATE TRIGGER discounts_price_history_update AFTER UPDATE ON discounts REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION toonbank_record_discounts();--> statement-breakpoint
-- Prices shown in cached answers (search, listers) depend on these too: every write bumps the catalogue revision
-- (the history changes only with writes to products and discounts, which bump it already).
CREATE TRIGGER discounts_catalogue_revision AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON discounts
  FOR EACH STATEMENT EXECUTE FUNCTION toonbank_catalogue_changed();--> statement-breakpoint
CREATE TRIGGER discount_products_catalogue_revision AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON discount_products
  FOR EACH STATEMENT EXECUTE FUNCTION toonbank_catalogue_changed();--> statement-breakpoint
CREATE TRIGGER product_price_levels_catalogue_revision AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON product_price_levels
  FOR EACH STATEMENT EXECUTE FUNCTION toonbank_catalogue_changed();--> statement-breakpoint
CREATE TRIGGER price_list_price_levels_catalogue_revision AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON price_list_price_levels
  FOR EACH STATEMENT EXECUTE FUNCTION toonbank_catalogue_changed();--> statement-breakpoint
-- A database that already has products: their current list price starts the history.
INSERT INTO product_price_history (product_id, kind, list_price_incl_cents, valid_from)
  SELECT p.id, 'list', p.list_price_incl_cents, p.created_at FROM products p;
