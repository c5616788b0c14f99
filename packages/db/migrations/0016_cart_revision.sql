ALTER TABLE "carts" ADD COLUMN "revision" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
-- The cart's revision (issue 11, speed): the API caches the computed cart per (cart id, revision) together with the
-- catalogue and content revisions and the pricing moment. Statement-level triggers bump it in the same transaction as
-- every write to what the answer shows besides the catalogue, whoever makes the write (API, settlement, psql):
-- the lines, the checkout choices, the customer's addresses and the customer row (publication codes, price list,
-- VAT number). TG_ARGV[0]: the column of carts to match ('id' or 'customer_id'); TG_ARGV[1]: the changed rows' column.
CREATE OR REPLACE FUNCTION toonbank_cart_changed() RETURNS trigger
  LANGUAGE plpgsql
AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    EXECUTE format('UPDATE carts SET revision = revision + 1 WHERE %I IN (SELECT %I FROM new_rows)', TG_ARGV[0], TG_ARGV[1]);
  ELSIF TG_OP = 'DELETE' THEN
    EXECUTE format('UPDATE carts SET revision = revision + 1 WHERE %I IN (SELECT %I FROM old_rows)', TG_ARGV[0], TG_ARGV[1]);
  ELSE
    EXECUTE format('UPDATE carts SET revision = revision + 1 WHERE %1$I IN (SELECT %2$I FROM new_rows UNION SELECT %2$I FROM old_rows)', TG_ARGV[0], TG_ARGV[1]);
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER cart_lines_cart_revision_insert AFTER INSERT ON cart_lines REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION toonbank_cart_changed('id', 'cart_id');--> statement-breakpoint
CREATE TRIGGER cart_lines_cart_revision_update AFTER UPDATE ON cart_lines REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION toonbank_cart_changed('id', 'cart_id');--> statement-breakpoint
CREATE TRIGGER cart_lines_cart_revision_delete AFTER DELETE ON cart_lines REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION toonbank_cart_changed('id', 'cart_id');--> statement-breakpoint
CREATE TRIGGER checkout_sessions_cart_revision_insert AFTER INSERT ON checkout_sessions REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION toonbank_cart_changed('id', 'cart_id');--> statement-breakpoint
CREATE TRIGGER checkout_sessions_cart_revision_update AFTER UPDATE ON checkout_sessions REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION toonbank_cart_changed('id', 'cart_id');--> statement-breakpoint
CREATE TRIGGER checkout_sessions_cart_revision_delete AFTER DELETE ON checkout_sessions REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION toonbank_cart_changed('id', 'cart_id');--> statement-breakpoint
CREATE TRIGGER addresses_cart_revision_insert AFTER INSERT ON addresses REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION toonbank_cart_changed('customer_id', 'customer_id');--> statement-breakpoint
CREATE TRIGGER addresses_cart_revision_update AFTER UPDATE ON addresses REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION toonbank_cart_changed('customer_id', 'customer_id');--> statement-breakpoint
CREATE TRIGGER addresses_cart_revision_delete AFTER DELETE ON addresses REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION toonbank_cart_changed('customer_id', 'customer_id');--> statement-breakpoint
CREATE TRIGGER customers_cart_revision_update AFTER UPDATE ON customers REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION toonbank_cart_changed('customer_id', 'id');--> statement-breakpoint
-- Settings (shipping costs, delivery days, payment methods) count as content: a change bumps the content revision,
-- so cached carts and the checkout settings of every API instance are renewed on the next request.
CREATE TRIGGER settings_content_revision AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON settings
  FOR EACH STATEMENT EXECUTE FUNCTION bump_content_revision();
