-- Content items (menus, banners, USPs of the home and landing pages) bump the content revision like every other
-- content table (0001_content): the API keeps the items of a set of areas until the content revision changes (issue 19:
-- the home page asked for its areas on every render), and the anonymous page cache, keyed on that revision, shows a
-- changed banner or menu item at once instead of after the page's own expiry.
CREATE TRIGGER "content_items_content_revision" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "content_items"
  FOR EACH STATEMENT EXECUTE FUNCTION "bump_content_revision"();
