-- Search speed (issue #3 follow-up): product_search also carries the filter and sort columns of the
-- product, so search, facets and sorting read this narrow table only. Rebuilds the refresh function
-- to fill them and the typo path's word list, and adds the indexes of the base filters and the default sort.
CREATE OR REPLACE FUNCTION toonbank_refresh_product_search(p_ids integer[]) RETURNS void
  LANGUAGE sql VOLATILE
AS $$
  DELETE FROM product_search WHERE p_ids IS NULL OR product_id = ANY (p_ids);
  INSERT INTO product_search (product_id, document, words, type, is_active, is_viewable, publication_codes, brand_id,
                              name_key, list_price_incl_cents, weighting, created_at, rating_average, web_node_ids, tags)
  SELECT p.id,
         setweight(to_tsvector('dutch', toonbank_unaccent(p.name)), 'A')
         || setweight(to_tsvector('dutch', toonbank_unaccent(coalesce(b.name, ''))), 'A')
         || setweight(to_tsvector('dutch', toonbank_unaccent(coalesce(n.names, '') || ' ' || coalesce(tg.tags, ''))), 'B')
         || setweight(to_tsvector('dutch', toonbank_unaccent(toonbank_split_compounds(p.name || ' ' || coalesce(n.names, '')))), 'C'),
         lower(toonbank_unaccent(p.name || ' ' || coalesce(b.name, '') || ' ' || coalesce(n.names, ''))),
         p.type, p.is_active, p.is_viewable, p.publication_codes, p.brand_id,
         lower(p.name), p.list_price_incl_cents, p.weighting, p.created_at,
         (SELECT avg(r.rating) FROM product_reviews r WHERE r.product_id = p.id AND r.is_visible),
         coalesce((SELECT array_agg(pw.web_node_id ORDER BY pw.web_node_id) FROM product_web_nodes pw WHERE pw.product_id = p.id), '{}'),
         p.tags
    FROM products p
    LEFT JOIN brands b ON b.id = p.brand_id
    LEFT JOIN LATERAL (
      SELECT string_agg(DISTINCT a.name, ' ') AS names
        FROM product_web_nodes pwn
        JOIN web_nodes w ON w.id = pwn.web_node_id
        JOIN web_nodes a ON a.url = w.url OR w.url LIKE a.url || '/%'
       WHERE pwn.product_id = p.id) n ON true
    LEFT JOIN LATERAL (
      SELECT string_agg(v.value, ' ') AS tags
        FROM jsonb_each(p.tags) t, jsonb_array_elements_text(t.value) v(value)) tg ON true
   WHERE p_ids IS NULL OR p.id = ANY (p_ids);
  -- The word list of the typo path; words of removed products may stay (they only widen a prefilter).
  INSERT INTO product_search_words (word)
  SELECT DISTINCT w.word
    FROM product_search ps, regexp_split_to_table(ps.words, '[^[:alnum:]]+') w(word)
   WHERE (p_ids IS NULL OR ps.product_id = ANY (p_ids)) AND w.word <> ''
  ON CONFLICT DO NOTHING;
$$;--> statement-breakpoint
CREATE INDEX IF NOT EXISTS product_search_publication_codes_idx ON product_search USING gin (publication_codes);--> statement-breakpoint
CREATE INDEX IF NOT EXISTS product_search_web_node_ids_idx ON product_search USING gin (web_node_ids);--> statement-breakpoint
CREATE INDEX IF NOT EXISTS product_search_weighting_idx ON product_search (weighting DESC, product_id);--> statement-breakpoint
CREATE INDEX IF NOT EXISTS product_search_brand_idx ON product_search (brand_id);--> statement-breakpoint
CREATE INDEX IF NOT EXISTS product_search_words_word_trgm_idx ON product_search_words USING gin (word gin_trgm_ops);--> statement-breakpoint
-- The words of each document as an array, for the typo path's prefilter (`&&` candidate words).
CREATE INDEX IF NOT EXISTS product_search_word_array_idx ON product_search USING gin (regexp_split_to_array(words, '[^[:alnum:]]+'));--> statement-breakpoint
-- Existing rows (a database migrated after seeding).
SELECT toonbank_refresh_product_search(NULL);
