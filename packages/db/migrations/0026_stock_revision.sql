-- Stock out of the catalogue revision (issue 19, decision 0017). An update of products that changes nothing but
-- stock_quantity (a confirm, a settlement, a cancelled order, a warehouse stock feed) bumped the catalogue revision,
-- which emptied every cached search answer, suggestion and anonymous page: with orders or a stock feed all day, those
-- caches were cold all day. Such an update now bumps the stock revision instead (16 slots, like the catalogue's since
-- 0018_checkout_speed, so concurrent orders seldom wait on one row). Caches that hold stock key on it (carts, gift
-- samples); search answers read their hits' stock live; anonymous pages show stock at most 60 s old (decision 0007).
CREATE TABLE "stock_revision" (
	"id" integer PRIMARY KEY NOT NULL,
	"revision" bigint DEFAULT 0 NOT NULL
);;--> statement-breakpoint
INSERT INTO stock_revision (id, revision) SELECT n, 0 FROM generate_series(1, 16) n ON CONFLICT (id) DO NOTHING;--> statement-breakpoint
CREATE OR REPLACE FUNCTION toonbank_bump_stock_revision() RETURNS void
  LANGUAGE plpgsql
AS $$
BEGIN
  INSERT INTO stock_revision (id, revision) VALUES (1 + (txid_current() % 16)::integer, 1)
    ON CONFLICT (id) DO UPDATE SET revision = stock_revision.revision + 1;
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
      -- Nothing searched changed. Only stock: the stock revision, the catalogue's caches stay. Anything else (a
      -- description, a delivery date, orderability): the catalogue revision, in a slot of its own.
      IF EXISTS (SELECT 1 FROM new_rows n JOIN old_rows o ON o.id = n.id
                  WHERE to_jsonb(n) - 'stock_quantity' IS DISTINCT FROM to_jsonb(o) - 'stock_quantity') THEN
        PERFORM toonbank_bump_catalogue_revision(false);
      ELSIF EXISTS (SELECT 1 FROM new_rows n JOIN old_rows o ON o.id = n.id WHERE n.stock_quantity IS DISTINCT FROM o.stock_quantity) THEN
        PERFORM toonbank_bump_stock_revision();
      END IF;
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
