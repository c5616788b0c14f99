-- Checkout speed (issue 11): what every confirm (and settlement) costs in the catalogue triggers.
--
-- 1. The catalogue revision in 16 slots. A confirm's stock update bumps the revision; as one row, its lock was held from
--    that update through the commit's WAL flush (p50 5 ms, p90 40 ms on the shared development VM), so 16 confirms at
--    once committed one after another. Now a transaction bumps slot 1 + txid % 16 (always the same slot, so it never
--    waits for two slots in different orders) and the revision is the sum of the slots: a snapshot sees it grow by one
--    or more for every transaction committed before it, so a revision is still visible exactly with its data.
-- 2. An update of products refreshes the search documents only of the products whose document can change. A stock
--    update rebuilt three documents (delete, insert, lister counts, word list) per confirm: 10-20 ms of database time
--    for nothing. The columns compared are the ones toonbank_refresh_product_search reads from products
--    (0009_search_engine_sql): keep both lists together.
INSERT INTO catalogue_revision (id, revision) SELECT n, 0 FROM generate_series(1, 16) n ON CONFLICT (id) DO NOTHING;--> statement-breakpoint
CREATE OR REPLACE FUNCTION toonbank_bump_catalogue_revision() RETURNS void
  LANGUAGE sql
AS $$
  INSERT INTO catalogue_revision (id, revision) VALUES (1 + (txid_current() % 16)::integer, 1)
    ON CONFLICT (id) DO UPDATE SET revision = catalogue_revision.revision + 1;
$$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION toonbank_catalogue_changed() RETURNS trigger
  LANGUAGE plpgsql
AS $$
DECLARE
  changed integer[];
  ids integer[];
BEGIN
  PERFORM toonbank_bump_catalogue_revision();
  IF TG_NARGS = 0 OR TG_OP = 'TRUNCATE' OR current_setting('toonbank.search_refresh', true) = 'off' THEN
    RETURN NULL;
  END IF;
  IF TG_ARGV[0] = 'web_node' THEN
    SELECT array_agg(DISTINCT pwn.product_id) INTO ids
      FROM product_web_nodes pwn
      JOIN web_nodes w ON w.id = pwn.web_node_id
      JOIN (SELECT o.url FROM old_rows o UNION SELECT n.url FROM new_rows n) c ON w.url = c.url OR w.url LIKE c.url || '/%';
  ELSE
    IF TG_OP = 'INSERT' THEN
      EXECUTE format('SELECT array_agg(DISTINCT %I) FROM new_rows', CASE WHEN TG_ARGV[0] = 'product_id' THEN 'product_id' ELSE 'id' END) INTO changed;
    ELSIF TG_OP = 'DELETE' THEN
      EXECUTE format('SELECT array_agg(DISTINCT %I) FROM old_rows', CASE WHEN TG_ARGV[0] = 'product_id' THEN 'product_id' ELSE 'id' END) INTO changed;
    ELSIF TG_TABLE_NAME = 'products' THEN
      SELECT array_agg(coalesce(n.id, o.id)) INTO changed
        FROM new_rows n FULL JOIN old_rows o ON o.id = n.id
       WHERE n.id IS NULL OR o.id IS NULL
          OR (n.name, n.brand_id, n.tags, n.type, n.is_active, n.is_viewable, n.publication_codes, n.list_price_incl_cents, n.weighting, n.created_at)
             IS DISTINCT FROM
             (o.name, o.brand_id, o.tags, o.type, o.is_active, o.is_viewable, o.publication_codes, o.list_price_incl_cents, o.weighting, o.created_at);
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
