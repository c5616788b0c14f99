-- One update of the cart row per cart batch (issue 19, decision 0022). The batch's compare-and-set set the cart's
-- `updated_at` in a CTE and the lines' statement triggers then bumped the revision: two new versions of the cart row per
-- batch. The cart lines' triggers now set `updated_at = now()` in the same UPDATE as the revision bump (cart lines only:
-- checkout choices and codes, which share the argument pair, bump the revision alone as before), and the statement
-- touches `updated_at` itself only when no line was deleted or written (no trigger saw rows). Same revisions, same bump
-- (one per trigger that saw rows), otherwise the body of 0027_cart_static_triggers.
CREATE OR REPLACE FUNCTION toonbank_cart_changed() RETURNS trigger
  LANGUAGE plpgsql
AS $$
BEGIN
  IF TG_ARGV[0] = 'id' AND TG_ARGV[1] = 'cart_id' THEN
    -- cart_lines, checkout_sessions, cart_codes
    IF TG_TABLE_NAME = 'cart_lines' THEN
      IF TG_OP = 'INSERT' THEN
        UPDATE carts SET revision = revision + 1, updated_at = now() WHERE id IN (SELECT cart_id FROM new_rows);
      ELSIF TG_OP = 'DELETE' THEN
        UPDATE carts SET revision = revision + 1, updated_at = now() WHERE id IN (SELECT cart_id FROM old_rows);
      ELSE
        UPDATE carts SET revision = revision + 1, updated_at = now()
          WHERE id IN (SELECT cart_id FROM new_rows UNION SELECT cart_id FROM old_rows);
      END IF;
    ELSIF TG_OP = 'INSERT' THEN
      -- checkout_sessions, cart_codes
      UPDATE carts SET revision = revision + 1 WHERE id IN (SELECT cart_id FROM new_rows);
    ELSIF TG_OP = 'DELETE' THEN
      UPDATE carts SET revision = revision + 1 WHERE id IN (SELECT cart_id FROM old_rows);
    ELSE
      UPDATE carts SET revision = revision + 1 WHERE id IN (SELECT cart_id FROM new_rows UNION SELECT cart_id FROM old_rows);
    END IF;
  ELSIF TG_ARGV[0] = 'customer_id' AND TG_ARGV[1] = 'customer_id' THEN
    -- addresses
    IF TG_OP = 'INSERT' THEN
      UPDATE carts SET revision = revision + 1 WHERE customer_id IN (SELECT customer_id FROM new_rows);
    ELSIF TG_OP = 'DELETE' THEN
      UPDATE carts SET revision = revision + 1 WHERE customer_id IN (SELECT customer_id FROM old_rows);
    ELSE
      UPDATE carts SET revision = revision + 1 WHERE customer_id IN (SELECT customer_id FROM new_rows UNION SELECT customer_id FROM old_rows);
    END IF;
  ELSIF TG_ARGV[0] = 'customer_id' AND TG_ARGV[1] = 'id' THEN
    -- customers
    IF TG_OP = 'INSERT' THEN
      UPDATE carts SET revision = revision + 1 WHERE customer_id IN (SELECT id FROM new_rows);
    ELSIF TG_OP = 'DELETE' THEN
      UPDATE carts SET revision = revision + 1 WHERE customer_id IN (SELECT id FROM old_rows);
    ELSE
      UPDATE carts SET revision = revision + 1 WHERE customer_id IN (SELECT id FROM new_rows UNION SELECT id FROM old_rows);
    END IF;
  ELSE
    RAISE EXCEPTION 'toonbank_cart_changed: unknown arguments (%, %) on %', TG_ARGV[0], TG_ARGV[1], TG_TABLE_NAME;
  END IF;
  RETURN NULL;
END
$$;
