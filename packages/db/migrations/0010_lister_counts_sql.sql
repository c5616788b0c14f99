-- Precomputed facet counts of the unfiltered lister (issue #3, search-speed): lister_counts holds, per
-- web node subtree and set of publication codes, the number of visible products in total and per
-- brand, direct web node and tag value. Maintained from product_search itself: a statement trigger
-- adds the contribution of inserted search rows and takes away that of deleted ones, so every path
-- that changes a search document (refresh, cascade on a product delete) keeps the counts exact.
-- Visible = active, viewable and not a hidden type (HIDDEN_PRODUCT_TYPES in packages/db: ProductVoucher).

-- The statement that adds (p_sign 1) or takes away (p_sign -1) the contribution of the product_search
-- rows in p_source (product_search itself, or a trigger's transition table, which only the trigger
-- function's own EXECUTE can see). Rows that drop to zero stay (readers skip them).
CREATE OR REPLACE FUNCTION toonbank_lister_counts_sql(p_source text, p_sign integer) RETURNS text
  LANGUAGE sql IMMUTABLE
AS $$
  SELECT format($f$
    WITH v AS (
      SELECT r.product_id, r.publication_codes, r.brand_id, r.web_node_ids, r.tag_ids FROM %1$I r
       WHERE r.is_active AND r.is_viewable AND r.type <> 'ProductVoucher'
    ), roots AS (
      -- Each visible product with every web node whose subtree holds one of its placements (once).
      SELECT DISTINCT v.product_id, a.id AS root
        FROM v CROSS JOIN unnest(v.web_node_ids) n(id)
        JOIN web_nodes w ON w.id = n.id
        JOIN web_nodes a ON a.id = w.id OR w.url LIKE a.url || '/%%'
    )
    INSERT INTO lister_counts AS lc (web_node_id, publication_codes, kind, value, count)
    SELECT roots.root, v.publication_codes, k.kind, k.value, %2$s * count(*)::integer
      FROM v JOIN roots ON roots.product_id = v.product_id
     CROSS JOIN LATERAL (
       SELECT 'total'::text, 0
       UNION ALL SELECT 'brand', v.brand_id WHERE v.brand_id IS NOT NULL
       UNION ALL SELECT 'node', n.id FROM unnest(v.web_node_ids) n(id)
       UNION ALL SELECT 'tag', t.id FROM unnest(v.tag_ids) t(id)
     ) k(kind, value)
     GROUP BY roots.root, v.publication_codes, k.kind, k.value
     ORDER BY 1, 3, 4, 2
    ON CONFLICT (web_node_id, kind, value, publication_codes) DO UPDATE SET count = lc.count + excluded.count
  $f$, p_source, p_sign);
$$;--> statement-breakpoint
-- Rebuilds all counts from product_search (after a web node moved: subtrees changed).
CREATE OR REPLACE FUNCTION toonbank_rebuild_lister_counts() RETURNS void
  LANGUAGE plpgsql VOLATILE
AS $$
BEGIN
  DELETE FROM lister_counts;
  EXECUTE toonbank_lister_counts_sql('product_search', 1);
END
$$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION toonbank_product_search_changed() RETURNS trigger
  LANGUAGE plpgsql
AS $$
BEGIN
  IF TG_OP = 'TRUNCATE' THEN
    -- DELETE, not TRUNCATE: the truncate that fired this may name lister_counts too (truncateAllTables).
    DELETE FROM lister_counts;
    RETURN NULL;
  END IF;
  IF TG_OP IN ('UPDATE', 'DELETE') THEN
    EXECUTE toonbank_lister_counts_sql('old_rows', -1);
  END IF;
  IF TG_OP IN ('UPDATE', 'INSERT') THEN
    EXECUTE toonbank_lister_counts_sql('new_rows', 1);
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER product_search_lister_insert AFTER INSERT ON product_search REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION toonbank_product_search_changed();--> statement-breakpoint
CREATE TRIGGER product_search_lister_update AFTER UPDATE ON product_search REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION toonbank_product_search_changed();--> statement-breakpoint
CREATE TRIGGER product_search_lister_delete AFTER DELETE ON product_search REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION toonbank_product_search_changed();--> statement-breakpoint
CREATE TRIGGER product_search_lister_truncate AFTER TRUNCATE ON product_search
  FOR EACH STATEMENT EXECUTE FUNCTION toonbank_product_search_changed();--> statement-breakpoint
-- A moved or renamed web node changes subtrees: rebuild the counts (rare; the documents are refreshed
-- by toonbank_catalogue_changed).
CREATE OR REPLACE FUNCTION toonbank_web_nodes_moved() RETURNS trigger
  LANGUAGE plpgsql
AS $$
BEGIN
  IF EXISTS (SELECT 1 FROM old_rows o JOIN new_rows n ON n.id = o.id WHERE n.url IS DISTINCT FROM o.url) THEN
    PERFORM toonbank_rebuild_lister_counts();
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER web_nodes_lister_counts AFTER UPDATE ON web_nodes REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION toonbank_web_nodes_moved();--> statement-breakpoint
-- Price range and hits of an unfiltered lister by price: an ordered scan, stopped early on big subtrees.
CREATE INDEX IF NOT EXISTS product_search_price_idx ON product_search (list_price_incl_cents, product_id);--> statement-breakpoint
SELECT toonbank_rebuild_lister_counts();
