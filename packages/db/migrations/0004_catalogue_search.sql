-- Catalogue search: Dutch full-text search plus trigram typo tolerance (issue #3).
-- Self-contained: only objects of the catalogue feature.
CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
CREATE EXTENSION IF NOT EXISTS unaccent;--> statement-breakpoint
-- unaccent() is only STABLE; this wrapper names the dictionary so it may be used in indexes.
CREATE OR REPLACE FUNCTION toonbank_unaccent(value text) RETURNS text
  LANGUAGE sql IMMUTABLE PARALLEL SAFE STRICT
  RETURN public.unaccent('public.unaccent'::regdictionary, value);--> statement-breakpoint
-- Splits Dutch compounds around pet-shop modifiers and heads ('hondenvoer' -> 'honden voer',
-- 'droogvoer' -> 'droog voer'); the same lists as splitDutchCompound() in packages/domain.
CREATE OR REPLACE FUNCTION toonbank_split_compounds(value text) RETURNS text
  LANGUAGE sql IMMUTABLE PARALLEL SAFE STRICT
  RETURN regexp_replace(
    regexp_replace(lower(value), '\m(honden|honde|hond|katten|katte|kat|vogels|vogel|vissen|vis|paarden|paard|konijnen|konijn|knaagdieren|knaagdier|puppy|kitten)([a-z]{4,}|bak)\M', '\1 \2', 'g'),
    '\m([a-z]{3,}?)(voer|voeding|brokken|brokjes|brok|snacks|snack|speelgoed|mand|kussen|riem|halsband|shampoo|bak|menu|staaf|zand)\M', '\1 \2', 'g');--> statement-breakpoint
-- (Re)builds the search documents of the given products, or of all products when p_ids is null.
CREATE OR REPLACE FUNCTION toonbank_refresh_product_search(p_ids integer[]) RETURNS void
  LANGUAGE sql VOLATILE
AS $$
  DELETE FROM product_search WHERE p_ids IS NULL OR product_id = ANY (p_ids);
  INSERT INTO product_search (product_id, document, words)
  SELECT p.id,
         setweight(to_tsvector('dutch', toonbank_unaccent(p.name)), 'A')
         || setweight(to_tsvector('dutch', toonbank_unaccent(coalesce(b.name, ''))), 'A')
         || setweight(to_tsvector('dutch', toonbank_unaccent(coalesce(n.names, '') || ' ' || coalesce(tg.tags, ''))), 'B')
         || setweight(to_tsvector('dutch', toonbank_unaccent(toonbank_split_compounds(p.name || ' ' || coalesce(n.names, '')))), 'C'),
         lower(toonbank_unaccent(p.name || ' ' || coalesce(b.name, '') || ' ' || coalesce(n.names, '')))
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
$$;--> statement-breakpoint
CREATE INDEX IF NOT EXISTS product_search_document_idx ON product_search USING gin (document);--> statement-breakpoint
CREATE INDEX IF NOT EXISTS product_search_words_trgm_idx ON product_search USING gin (words gin_trgm_ops);--> statement-breakpoint
CREATE INDEX IF NOT EXISTS brands_name_trgm_idx ON brands USING gin (lower(toonbank_unaccent(name)) gin_trgm_ops);--> statement-breakpoint
CREATE INDEX IF NOT EXISTS web_nodes_name_trgm_idx ON web_nodes USING gin (lower(toonbank_unaccent(name)) gin_trgm_ops);--> statement-breakpoint
CREATE INDEX IF NOT EXISTS products_publication_codes_idx ON products USING gin (publication_codes);--> statement-breakpoint
CREATE INDEX IF NOT EXISTS web_nodes_url_pattern_idx ON web_nodes (url text_pattern_ops);--> statement-breakpoint
-- Existing rows (a database migrated after seeding).
SELECT toonbank_refresh_product_search(NULL);
