-- The cart's revision triggers in static SQL (issue 19, decision 0022). toonbank_cart_changed (0018_checkout_speed) built
-- its UPDATE with EXECUTE format(…) from the trigger's arguments, so PostgreSQL parsed and planned it on every
-- statement that touched cart lines, checkout choices, codes, addresses or customers: three times per cart batch
-- (delete, insert, update), about half of the batch's statement in the database. The same UPDATEs, written out per
-- pair of arguments the triggers pass: PL/pgSQL keeps the plan of each (per trigger), and plans a branch only when it
-- runs, so a table is never planned against another table's columns. Same rows, same bump (one per trigger that fires),
-- same transaction; the triggers themselves are unchanged. Arguments: TG_ARGV[0] the column of carts to match ('id' or
-- 'customer_id'), TG_ARGV[1] the changed rows' column ('cart_id', 'customer_id' or 'id').
CREATE OR REPLACE FUNCTION toonbank_cart_changed() RETURNS trigger
  LANGUAGE plpgsql
AS $$
BEGIN
  IF TG_ARGV[0] = 'id' AND TG_ARGV[1] = 'cart_id' THEN
    -- cart_lines, checkout_sessions, cart_codes
    IF TG_OP = 'INSERT' THEN
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
