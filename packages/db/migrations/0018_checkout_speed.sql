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
  FOR EACH STATEMENT EXECUTE FUNCTION bump_content_revision();--> statement-breakpoint
-- Checkout speed (issue 11): what every confirm (and settlement) costs in the catalogue triggers.
--
-- 1. An update of products refreshes the search documents only of the products whose document can change. A stock
--    update rebuilt three documents (delete, insert, lister counts, word list) per confirm: 10-20 ms of database time
--    for nothing. The columns compared are the ones toonbank_refresh_product_search reads from products
--    (0009_search_engine_sql): keep both lists together.
-- 2. The catalogue revision in 16 slots; the revision is their sum, which a snapshot sees grow by one or more for every
--    transaction committed before it, so a revision is still visible exactly with its data. Every catalogue write
--    bumps slot 1 as before: that row's lock, held until the commit, is what keeps two refreshes of one product's
--    search document from running at once (the second waits, then sees the first's rows). Only an update of products
--    that changes nothing searched (a confirm's or a settlement's stock) bumps slot 2 + txid % 15 instead: as one row,
--    the revision's lock was held from a confirm's stock update through its commit's WAL flush (p50 5 ms, p90 40 ms on
--    the shared VM), so 16 confirms at once committed one after another. A transaction that holds slot 1 keeps to it
--    (toonbank.revision_slot), so no transaction waits for slot 1 while holding another one that a holder of slot 1
--    could want: the slots never deadlock with each other.
INSERT INTO catalogue_revision (id, revision) SELECT n, 0 FROM generate_series(1, 16) n ON CONFLICT (id) DO NOTHING;--> statement-breakpoint
CREATE OR REPLACE FUNCTION toonbank_bump_catalogue_revision(p_serial boolean) RETURNS void
  LANGUAGE plpgsql
AS $$
DECLARE
  slot integer := 1;
BEGIN
  IF p_serial OR current_setting('toonbank.revision_slot', true) = '1' THEN
    PERFORM set_config('toonbank.revision_slot', '1', true);
  ELSE
    slot := 2 + (txid_current() % 15)::integer;
  END IF;
  INSERT INTO catalogue_revision (id, revision) VALUES (slot, 1)
    ON CONFLICT (id) DO UPDATE SET revision = catalogue_revision.revision + 1;
END
$$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION toonbank_catalogue_changed() RETURNS trigger
  LANGUAGE plpgsql
AS $$
DECLARE
  changed integer[];
  ids integer[];
  refresh boolean := TG_NARGS > 0 AND TG_OP <> 'TRUNCATE' AND coalesce(current_setting('toonbank.search_refresh', true), '') <> 'off';
BEGIN
  IF TG_TABLE_NAME = 'products' AND TG_OP = 'UPDATE' THEN
    SELECT array_agg(coalesce(n.id, o.id)) INTO changed
      FROM new_rows n FULL JOIN old_rows o ON o.id = n.id
     WHERE n.id IS NULL OR o.id IS NULL
        OR (n.name, n.brand_id, n.tags, n.type, n.is_active, n.is_viewable, n.publication_codes, n.list_price_incl_cents, n.weighting, n.created_at)
           IS DISTINCT FROM
           (o.name, o.brand_id, o.tags, o.type, o.is_active, o.is_viewable, o.publication_codes, o.list_price_incl_cents, o.weighting, o.created_at);
    IF changed IS NULL THEN
      -- Nothing searched changed (stock): the revision only, in a slot of its own.
      PERFORM toonbank_bump_catalogue_revision(false);
      RETURN NULL;
    END IF;
  END IF;
  PERFORM toonbank_bump_catalogue_revision(true);
  IF NOT refresh THEN
    RETURN NULL;
  END IF;
  IF TG_ARGV[0] = 'web_node' THEN
    SELECT array_agg(DISTINCT pwn.product_id) INTO ids
      FROM product_web_nodes pwn
      JOIN web_nodes w ON w.id = pwn.web_node_id
      JOIN (SELECT o.url FROM old_rows o UNION SELECT n.url FROM new_rows n) c ON w.url = c.url OR w.url LIKE c.url || '/%';
  ELSE
    IF changed IS NOT NULL THEN
      NULL; -- products: the ones whose searched columns changed, found above
    ELSIF TG_OP = 'INSERT' THEN
      EXECUTE format('SELECT array_agg(DISTINCT %I) FROM new_rows', CASE WHEN TG_ARGV[0] = 'product_id' THEN 'product_id' ELSE 'id' END) INTO changed;
    ELSIF TG_OP = 'DELETE' THEN
      EXECUTE format('SELECT array_agg(DISTINCT %I) FROM old_rows', CASE WHEN TG_ARGV[0] = 'product_id' THEN 'product_id' ELSE 'id' END) INTO changed;
    ELSE
      EXECUTE format('SELECT array_agg(DISTINCT x) FROM (SELECT %1$I AS x FROM new_rows UNION ALL SELECT %1$I FROM old_rows) c',
                     CASE WHEN TG_ARGV[0] = 'product_id' THEN 'product_id' ELSE 'id' END) INTO changed;
    END IF;
    IF TG_ARGV[0] = 'brand' THEN
      SELECT array_agg(p.id) INTO ids FROM products p WHERE p.brand_id = ANY (changed);
    ELSE
      ids := changed;
    END IF;
  END IF;
  IF ids IS NOT NULL THEN
    PERFORM toonbank_refresh_product_search(ids);
  END IF;
  RETURN NULL;
END
$$;
