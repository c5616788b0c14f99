-- Search engine speed (issue #3, search-speed): a faster refresh of the search documents that also
-- fills the tag value ids (tag_values, product_search.tag_ids), triggers that keep them current on
-- every catalogue write, and the catalogue revision the API's search result cache is keyed on.
--
-- toonbank_refresh_product_search(ids) rebuilds the given products, or the whole catalogue when ids is
-- null. The whole-catalogue build drops the secondary indexes of product_search, bulk-fills it and
-- recreates the indexes from their saved definitions (one sort per index
-- instead of row-by-row GIN maintenance); category names come from a per-web-node ancestor list
-- (joined on the node id) instead of a `like` over all web nodes per placement.
CREATE OR REPLACE FUNCTION toonbank_refresh_product_search(p_ids integer[]) RETURNS void
  LANGUAGE plpgsql VOLATILE
AS $$
DECLARE
  definitions text[] := '{}';
  definition text;
BEGIN
  IF p_ids IS NULL THEN
    PERFORM set_config('maintenance_work_mem', '256MB', true);
    SELECT coalesce(array_agg(pg_get_indexdef(i.indexrelid)), '{}') INTO definitions
      FROM pg_index i
     WHERE i.indrelid = 'product_search'::regclass AND NOT i.indisprimary;
    FOR definition IN
      SELECT format('DROP INDEX %s', i.indexrelid::regclass)
        FROM pg_index i
       WHERE i.indrelid = 'product_search'::regclass AND NOT i.indisprimary
    LOOP
      EXECUTE definition;
    END LOOP;
    TRUNCATE product_search;
  ELSE
    DELETE FROM product_search WHERE product_id = ANY (p_ids);
  END IF;

  -- New tag values get their id first (existing ids never change).
  INSERT INTO tag_values (key, value)
  SELECT DISTINCT t.key, v.value
    FROM products p, jsonb_each(p.tags) t, jsonb_array_elements_text(t.value) v(value)
   WHERE p_ids IS NULL OR p.id = ANY (p_ids)
  ON CONFLICT (key, value) DO NOTHING;

  INSERT INTO product_search (product_id, document, words, type, is_active, is_viewable, publication_codes, brand_id,
                              name_key, list_price_incl_cents, weighting, created_at, rating_average, web_node_ids, tags, tag_ids)
  WITH placed AS (
    SELECT pwn.product_id, pwn.web_node_id FROM product_web_nodes pwn
     WHERE p_ids IS NULL OR pwn.product_id = ANY (p_ids)
  ), ancestors AS (
    -- Each placed web node with the names of itself and its ancestors.
    SELECT w.id AS web_node_id, a.name
      FROM web_nodes w
      JOIN web_nodes a ON a.url = w.url OR w.url LIKE a.url || '/%'
     WHERE w.id IN (SELECT placed.web_node_id FROM placed)
  ), names AS (
    SELECT placed.product_id, string_agg(DISTINCT ancestors.name, ' ') AS names
      FROM placed JOIN ancestors ON ancestors.web_node_id = placed.web_node_id
     GROUP BY placed.product_id
  ), nodes AS (
    SELECT placed.product_id, array_agg(placed.web_node_id ORDER BY placed.web_node_id) AS ids
      FROM placed GROUP BY placed.product_id
  ), ratings AS (
    SELECT r.product_id, avg(r.rating) AS average
      FROM product_reviews r
     WHERE r.is_visible AND (p_ids IS NULL OR r.product_id = ANY (p_ids))
     GROUP BY r.product_id
  )
  SELECT p.id,
         setweight(to_tsvector('dutch', toonbank_unaccent(p.name)), 'A')
         || setweight(to_tsvector('dutch', toonbank_unaccent(coalesce(b.name, ''))), 'A')
         || setweight(to_tsvector('dutch', toonbank_unaccent(coalesce(n.names, '') || ' ' || coalesce(tg.tags, ''))), 'B')
         || setweight(to_tsvector('dutch', toonbank_unaccent(toonbank_split_compounds(p.name || ' ' || coalesce(n.names, '')))), 'C'),
         lower(toonbank_unaccent(p.name || ' ' || coalesce(b.name, '') || ' ' || coalesce(n.names, ''))),
         p.type, p.is_active, p.is_viewable, p.publication_codes, p.brand_id,
         lower(p.name), p.list_price_incl_cents, p.weighting, p.created_at,
         ratings.average,
         coalesce(nodes.ids, '{}'),
         p.tags,
         coalesce(ti.ids, '{}')
    FROM products p
    LEFT JOIN brands b ON b.id = p.brand_id
    LEFT JOIN names n ON n.product_id = p.id
    LEFT JOIN nodes ON nodes.product_id = p.id
    LEFT JOIN ratings ON ratings.product_id = p.id
    LEFT JOIN LATERAL (
      SELECT string_agg(v.value, ' ') AS tags
        FROM jsonb_each(p.tags) t, jsonb_array_elements_text(t.value) v(value)) tg ON true
    LEFT JOIN LATERAL (
      SELECT array_agg(DISTINCT tv.id ORDER BY tv.id) AS ids
        FROM jsonb_each(p.tags) t
       CROSS JOIN LATERAL jsonb_array_elements_text(t.value) v(value)
        JOIN tag_values tv ON tv.key = t.key AND tv.value = v.value) ti ON true
   WHERE p_ids IS NULL OR p.id = ANY (p_ids);

  -- The word list of the typo path; words of removed products may stay (they only widen a prefilter).
  INSERT INTO product_search_words (word)
  SELECT DISTINCT w.word
    FROM product_search ps, regexp_split_to_table(ps.words, '[^[:alnum:]]+') w(word)
   WHERE (p_ids IS NULL OR ps.product_id = ANY (p_ids)) AND w.word <> ''
  ON CONFLICT DO NOTHING;

  IF p_ids IS NULL THEN
    FOREACH definition IN ARRAY definitions LOOP
      EXECUTE definition;
    END LOOP;
    ANALYZE product_search;
    ANALYZE tag_values;
  END IF;
END
$$;--> statement-breakpoint
-- Tag filters (`tag_ids && array(ids of the chosen values)`), e.g. the /tag/* pages.
CREATE INDEX IF NOT EXISTS product_search_tag_ids_idx ON product_search USING gin (tag_ids);--> statement-breakpoint
INSERT INTO catalogue_revision (id, revision) VALUES (1, 0) ON CONFLICT (id) DO NOTHING;--> statement-breakpoint
-- Statement-level trigger of every catalogue table (products, placements, reviews, brands, web nodes,
-- product images, price-list prices): bumps the catalogue revision and refreshes the
-- search documents of the products the statement touched (collected from its transition tables).
-- TG_ARGV[0] says how a changed row leads to products: 'id' (products), 'product_id' (placements,
-- reviews), 'brand' (products of the brand), 'web_node' (products placed in the node's subtree);
-- without an argument only the revision is bumped. A bulk load (the seed) may switch the refresh off
-- for its transaction with set_config('toonbank.search_refresh', 'off', true) and rebuild once at the end.
CREATE OR REPLACE FUNCTION toonbank_catalogue_changed() RETURNS trigger
  LANGUAGE plpgsql
AS $$
DECLARE
  changed integer[];
  ids integer[];
BEGIN
  INSERT INTO catalogue_revision (id, revision) VALUES (1, 1)
    ON CONFLICT (id) DO UPDATE SET revision = catalogue_revision.revision + 1;
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
$$;--> statement-breakpoint
CREATE TRIGGER products_search_insert AFTER INSERT ON products REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION toonbank_catalogue_changed('id');--> statement-breakpoint
CREATE TRIGGER products_search_update AFTER UPDATE ON products REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION toonbank_catalogue_changed('id');--> statement-breakpoint
CREATE TRIGGER products_search_delete AFTER DELETE ON products REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION toonbank_catalogue_changed();--> statement-breakpoint
CREATE TRIGGER product_web_nodes_search_insert AFTER INSERT ON product_web_nodes REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION toonbank_catalogue_changed('product_id');--> statement-breakpoint
CREATE TRIGGER product_web_nodes_search_update AFTER UPDATE ON product_web_nodes REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION toonbank_catalogue_changed('product_id');--> statement-breakpoint
CREATE TRIGGER product_web_nodes_search_delete AFTER DELETE ON product_web_nodes REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION toonbank_catalogue_changed('product_id');--> statement-breakpoint
CREATE TRIGGER product_reviews_search_insert AFTER INSERT ON product_reviews REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION toonbank_catalogue_changed('product_id');--> statement-breakpoint
CREATE TRIGGER product_reviews_search_update AFTER UPDATE ON product_reviews REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION toonbank_catalogue_changed('product_id');--> statement-breakpoint
CREATE TRIGGER product_reviews_search_delete AFTER DELETE ON product_reviews REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION toonbank_catalogue_changed('product_id');--> statement-breakpoint
CREATE TRIGGER brands_search_update AFTER UPDATE ON brands REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION toonbank_catalogue_changed('brand');--> statement-breakpoint
CREATE TRIGGER web_nodes_search_update AFTER UPDATE ON web_nodes REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION toonbank_catalogue_changed('web_node');--> statement-breakpoint
CREATE TRIGGER brands_catalogue_revision AFTER INSERT OR DELETE OR TRUNCATE ON brands
  FOR EACH STATEMENT EXECUTE FUNCTION toonbank_catalogue_changed();--> statement-breakpoint
CREATE TRIGGER web_nodes_catalogue_revision AFTER INSERT OR DELETE OR TRUNCATE ON web_nodes
  FOR EACH STATEMENT EXECUTE FUNCTION toonbank_catalogue_changed();--> statement-breakpoint
CREATE TRIGGER products_catalogue_revision AFTER TRUNCATE ON products
  FOR EACH STATEMENT EXECUTE FUNCTION toonbank_catalogue_changed();--> statement-breakpoint
CREATE TRIGGER product_images_catalogue_revision AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON product_images
  FOR EACH STATEMENT EXECUTE FUNCTION toonbank_catalogue_changed();--> statement-breakpoint
CREATE TRIGGER price_list_prices_catalogue_revision AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON price_list_prices
  FOR EACH STATEMENT EXECUTE FUNCTION toonbank_catalogue_changed();--> statement-breakpoint
-- Existing rows (a database migrated after seeding): documents and tag ids.
SELECT toonbank_refresh_product_search(NULL);

--> statement-breakpoint
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
