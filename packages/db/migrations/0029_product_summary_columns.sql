-- A product's front image and its visible ratings as columns of `products`, kept by triggers (issue 19, decision 0020).
-- Every summary (lists, search hits, the cart, suggestions) read them with a subquery per product over product_images
-- and product_reviews; a list of 48 with the search cache off spent about a quarter of its database time there. The
-- columns hold exactly what those subqueries gave: `front_image_url` the url of a 'Front' image, else of the image with
-- the lowest id (null: no image); `visible_ratings` the ratings of the visible reviews, oldest first (created_at, id).
-- Statement triggers on product_images and product_reviews recompute them for the products a statement touched (old
-- and new product ids), writing only rows whose value changed. Those tables' own triggers bump the catalogue revision
-- (and refresh the search documents of reviewed products) as before; the update of products they cause bumps nothing:
-- toonbank_catalogue_changed leaves these two columns out of its comparison, as it does stock_quantity.
ALTER TABLE "products" ADD COLUMN "front_image_url" text;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "visible_ratings" integer[] DEFAULT '{}' NOT NULL;--> statement-breakpoint
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
      -- Nothing searched changed. Only stock: the stock revision, the catalogue's caches stay. Only the front image or
      -- the visible ratings (migration 0029: kept by the triggers of product_images and product_reviews, whose own
      -- triggers bump the catalogue revision): nothing. Anything else (a description, a delivery date, orderability):
      -- the catalogue revision, in a slot of its own.
      IF EXISTS (SELECT 1 FROM new_rows n JOIN old_rows o ON o.id = n.id
                  WHERE to_jsonb(n) - 'stock_quantity' - 'front_image_url' - 'visible_ratings'
                        IS DISTINCT FROM to_jsonb(o) - 'stock_quantity' - 'front_image_url' - 'visible_ratings') THEN
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
$$;--> statement-breakpoint
-- The front image url of the products p_ids, written where it changed.
CREATE OR REPLACE FUNCTION toonbank_refresh_front_image_urls(p_ids integer[]) RETURNS void
  LANGUAGE sql VOLATILE
AS $$
  UPDATE products p SET front_image_url = f.url
    FROM (SELECT c.id,
                 (SELECT i.url FROM product_images i WHERE i.product_id = c.id
                   ORDER BY CASE WHEN i.type = 'Front' THEN 0 ELSE 1 END, i.id LIMIT 1) AS url
            FROM unnest(p_ids) c(id)) f
   WHERE p.id = f.id AND p.front_image_url IS DISTINCT FROM f.url;
$$;--> statement-breakpoint
-- The visible ratings of the products p_ids, written where they changed.
CREATE OR REPLACE FUNCTION toonbank_refresh_visible_ratings(p_ids integer[]) RETURNS void
  LANGUAGE sql VOLATILE
AS $$
  UPDATE products p SET visible_ratings = f.ratings
    FROM (SELECT c.id,
                 coalesce((SELECT array_agg(r.rating ORDER BY r.created_at, r.id) FROM product_reviews r
                            WHERE r.product_id = c.id AND r.is_visible), '{}') AS ratings
            FROM unnest(p_ids) c(id)) f
   WHERE p.id = f.id AND p.visible_ratings IS DISTINCT FROM f.ratings;
$$;--> statement-breakpoint
-- Statement trigger of product_images: the products of the inserted and deleted images, and of the updated ones whose
-- product, url or type changed.
CREATE OR REPLACE FUNCTION toonbank_product_images_summary() RETURNS trigger
  LANGUAGE plpgsql
AS $$
DECLARE
  ids integer[];
BEGIN
  IF TG_OP = 'TRUNCATE' THEN
    UPDATE products SET front_image_url = NULL WHERE front_image_url IS NOT NULL;
    RETURN NULL;
  ELSIF coalesce(current_setting('toonbank.search_refresh', true), '') = 'off' THEN
    RETURN NULL; -- a bulk load (the seed) calls toonbank_refresh_summary_columns() once at the end
  ELSIF TG_OP = 'INSERT' THEN
    SELECT array_agg(DISTINCT n.product_id) INTO ids FROM new_rows n;
  ELSIF TG_OP = 'DELETE' THEN
    SELECT array_agg(DISTINCT o.product_id) INTO ids FROM old_rows o;
  ELSE
    SELECT array_agg(DISTINCT x) INTO ids
      FROM new_rows n FULL JOIN old_rows o ON o.id = n.id
     CROSS JOIN LATERAL (VALUES (n.product_id), (o.product_id)) c(x)
     WHERE c.x IS NOT NULL
       AND (n.id IS NULL OR o.id IS NULL OR (n.product_id, n.url, n.type) IS DISTINCT FROM (o.product_id, o.url, o.type));
  END IF;
  IF ids IS NOT NULL THEN
    PERFORM toonbank_refresh_front_image_urls(ids);
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
-- Statement trigger of product_reviews: the products of the inserted and deleted reviews, and of the updated ones whose
-- product, rating, visibility or moment changed.
CREATE OR REPLACE FUNCTION toonbank_product_reviews_summary() RETURNS trigger
  LANGUAGE plpgsql
AS $$
DECLARE
  ids integer[];
BEGIN
  IF TG_OP = 'TRUNCATE' THEN
    UPDATE products SET visible_ratings = '{}' WHERE visible_ratings <> '{}';
    RETURN NULL;
  ELSIF coalesce(current_setting('toonbank.search_refresh', true), '') = 'off' THEN
    RETURN NULL; -- a bulk load (the seed) calls toonbank_refresh_summary_columns() once at the end
  ELSIF TG_OP = 'INSERT' THEN
    SELECT array_agg(DISTINCT n.product_id) INTO ids FROM new_rows n;
  ELSIF TG_OP = 'DELETE' THEN
    SELECT array_agg(DISTINCT o.product_id) INTO ids FROM old_rows o;
  ELSE
    SELECT array_agg(DISTINCT x) INTO ids
      FROM new_rows n FULL JOIN old_rows o ON o.id = n.id
     CROSS JOIN LATERAL (VALUES (n.product_id), (o.product_id)) c(x)
     WHERE c.x IS NOT NULL
       AND (n.id IS NULL OR o.id IS NULL
            OR (n.product_id, n.rating, n.is_visible, n.created_at) IS DISTINCT FROM (o.product_id, o.rating, o.is_visible, o.created_at));
  END IF;
  IF ids IS NOT NULL THEN
    PERFORM toonbank_refresh_visible_ratings(ids);
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER product_images_summary_insert AFTER INSERT ON product_images REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION toonbank_product_images_summary();--> statement-breakpoint
CREATE TRIGGER product_images_summary_update AFTER UPDATE ON product_images REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION toonbank_product_images_summary();--> statement-breakpoint
CREATE TRIGGER product_images_summary_delete AFTER DELETE ON product_images REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION toonbank_product_images_summary();--> statement-breakpoint
CREATE TRIGGER product_images_summary_truncate AFTER TRUNCATE ON product_images
  FOR EACH STATEMENT EXECUTE FUNCTION toonbank_product_images_summary();--> statement-breakpoint
CREATE TRIGGER product_reviews_summary_insert AFTER INSERT ON product_reviews REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION toonbank_product_reviews_summary();--> statement-breakpoint
CREATE TRIGGER product_reviews_summary_update AFTER UPDATE ON product_reviews REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION toonbank_product_reviews_summary();--> statement-breakpoint
CREATE TRIGGER product_reviews_summary_delete AFTER DELETE ON product_reviews REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION toonbank_product_reviews_summary();--> statement-breakpoint
CREATE TRIGGER product_reviews_summary_truncate AFTER TRUNCATE ON product_reviews
  FOR EACH STATEMENT EXECUTE FUNCTION toonbank_product_reviews_summary();--> statement-breakpoint
-- Both columns of every product, set-based in ranges of 100 product ids (one new version of each product whose values
-- changed): the migration's backfill, and a bulk load's last step (the seed's writes switch the triggers off with
-- set_config('toonbank.search_refresh', 'off', true), as they do the search refresh). In ranges because the statement
-- triggers of products join their transition tables (toonbank_catalogue_changed, toonbank_record_list_prices), which
-- grows with the square of the rows one statement updates: all 10,000 products in one UPDATE ran for minutes, in ranges
-- of 1,000 for 20 s, of 100 for 3 s (the shared machine).
CREATE OR REPLACE FUNCTION toonbank_refresh_summary_columns() RETURNS void
  LANGUAGE plpgsql VOLATILE
AS $$
DECLARE
  low integer;
BEGIN
  FOR low IN SELECT generate_series(min(id), max(id), 100) FROM products LOOP
    UPDATE products p SET front_image_url = f.url, visible_ratings = coalesce(r.ratings, '{}')
      FROM products q
      LEFT JOIN (SELECT DISTINCT ON (i.product_id) i.product_id, i.url FROM product_images i
                  WHERE i.product_id >= low AND i.product_id < low + 100
                  ORDER BY i.product_id, CASE WHEN i.type = 'Front' THEN 0 ELSE 1 END, i.id) f ON f.product_id = q.id
      LEFT JOIN (SELECT v.product_id, array_agg(v.rating ORDER BY v.created_at, v.id) AS ratings FROM product_reviews v
                  WHERE v.is_visible AND v.product_id >= low AND v.product_id < low + 100 GROUP BY v.product_id) r
             ON r.product_id = q.id
     WHERE p.id = q.id AND q.id >= low AND q.id < low + 100
       AND (p.front_image_url, p.visible_ratings) IS DISTINCT FROM (f.url, coalesce(r.ratings, '{}'));
  END LOOP;
END
$$;--> statement-breakpoint
-- Existing rows (a database migrated after seeding).
SELECT toonbank_refresh_summary_columns();
