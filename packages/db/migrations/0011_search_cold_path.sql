-- Search cold path (issue #3, search speed).
--
-- Whether any search document matches a full-text query (the search's choice between full text and the
-- typo path). Asked only when the full-text search itself found nothing, i.e. mostly for words that match
-- nothing: the planner then prefers a sequential scan that reads every document (about 100 ms at 100,000
-- products) over the GIN index, which answers at once.
CREATE OR REPLACE FUNCTION toonbank_any_document_matches(p_query tsquery) RETURNS boolean
  LANGUAGE sql STABLE
  SET enable_seqscan = off
AS $$
  SELECT EXISTS (SELECT 1 FROM product_search WHERE document @@ p_query)
$$;
