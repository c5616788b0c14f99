CREATE TABLE "cart_codes" (
	"id" serial PRIMARY KEY NOT NULL,
	"cart_id" integer NOT NULL,
	"coupon_id" integer,
	"voucher_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "cart_codes_one_check" CHECK (("cart_codes"."coupon_id" is null) <> ("cart_codes"."voucher_id" is null))
);
--> statement-breakpoint
CREATE TABLE "coupon_uses" (
	"id" serial PRIMARY KEY NOT NULL,
	"coupon_id" integer NOT NULL,
	"customer_id" integer NOT NULL,
	"order_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "coupons" (
	"id" serial PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"description" text NOT NULL,
	"kind" text NOT NULL,
	"percentage" integer DEFAULT 0 NOT NULL,
	"amount_cents" integer DEFAULT 0 NOT NULL,
	"scope" text DEFAULT 'cart' NOT NULL,
	"web_node_id" integer,
	"brand_id" integer,
	"product_ids" integer[] DEFAULT '{}'::integer[] NOT NULL,
	"minimum_cents" integer DEFAULT 0 NOT NULL,
	"valid_from" timestamp with time zone,
	"valid_until" timestamp with time zone,
	"per_customer_limit" integer,
	"total_limit" integer,
	"used_count" integer DEFAULT 0 NOT NULL,
	"combinable" boolean DEFAULT true NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "coupons_kind_check" CHECK ("coupons"."kind" in ('percentage', 'amount')),
	CONSTRAINT "coupons_scope_check" CHECK ("coupons"."scope" in ('cart', 'category', 'brand', 'products')),
	CONSTRAINT "coupons_used_check" CHECK ("coupons"."used_count" >= 0 and ("coupons"."total_limit" is null or "coupons"."used_count" <= "coupons"."total_limit"))
);
--> statement-breakpoint
CREATE TABLE "loyalty_point_mutations" (
	"id" serial PRIMARY KEY NOT NULL,
	"customer_id" integer NOT NULL,
	"order_id" integer,
	"kind" text NOT NULL,
	"points" integer NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "order_discounts" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_id" integer NOT NULL,
	"kind" text NOT NULL,
	"coupon_id" integer,
	"voucher_id" integer,
	"code" text DEFAULT '' NOT NULL,
	"description" text NOT NULL,
	"amount_incl_cents" integer NOT NULL,
	"amount_excl_cents" integer NOT NULL,
	"points" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "voucher_uses" (
	"id" serial PRIMARY KEY NOT NULL,
	"voucher_id" integer NOT NULL,
	"order_id" integer NOT NULL,
	"amount_cents" integer NOT NULL,
	"released_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "vouchers" (
	"id" serial PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"description" text NOT NULL,
	"kind" text NOT NULL,
	"balance_cents" integer DEFAULT 0 NOT NULL,
	"product_id" integer,
	"customer_id" integer,
	"valid_from" timestamp with time zone,
	"valid_until" timestamp with time zone,
	"is_active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "vouchers_kind_check" CHECK ("vouchers"."kind" in ('payment', 'product')),
	CONSTRAINT "vouchers_balance_check" CHECK ("vouchers"."balance_cents" >= 0)
);
--> statement-breakpoint
ALTER TABLE "checkout_sessions" ADD COLUMN "points_to_redeem" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "coupon_discount_incl_cents" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "coupon_discount_excl_cents" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "voucher_cents" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "points_redeemed" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "points_cents" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "points_earned" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "points_earned_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "cart_codes" ADD CONSTRAINT "cart_codes_cart_id_carts_id_fk" FOREIGN KEY ("cart_id") REFERENCES "public"."carts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cart_codes" ADD CONSTRAINT "cart_codes_coupon_id_coupons_id_fk" FOREIGN KEY ("coupon_id") REFERENCES "public"."coupons"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cart_codes" ADD CONSTRAINT "cart_codes_voucher_id_vouchers_id_fk" FOREIGN KEY ("voucher_id") REFERENCES "public"."vouchers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "coupon_uses" ADD CONSTRAINT "coupon_uses_coupon_id_coupons_id_fk" FOREIGN KEY ("coupon_id") REFERENCES "public"."coupons"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "coupon_uses" ADD CONSTRAINT "coupon_uses_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "coupon_uses" ADD CONSTRAINT "coupon_uses_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "coupons" ADD CONSTRAINT "coupons_web_node_id_web_nodes_id_fk" FOREIGN KEY ("web_node_id") REFERENCES "public"."web_nodes"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "coupons" ADD CONSTRAINT "coupons_brand_id_brands_id_fk" FOREIGN KEY ("brand_id") REFERENCES "public"."brands"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "loyalty_point_mutations" ADD CONSTRAINT "loyalty_point_mutations_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "loyalty_point_mutations" ADD CONSTRAINT "loyalty_point_mutations_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_discounts" ADD CONSTRAINT "order_discounts_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_discounts" ADD CONSTRAINT "order_discounts_coupon_id_coupons_id_fk" FOREIGN KEY ("coupon_id") REFERENCES "public"."coupons"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_discounts" ADD CONSTRAINT "order_discounts_voucher_id_vouchers_id_fk" FOREIGN KEY ("voucher_id") REFERENCES "public"."vouchers"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "voucher_uses" ADD CONSTRAINT "voucher_uses_voucher_id_vouchers_id_fk" FOREIGN KEY ("voucher_id") REFERENCES "public"."vouchers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "voucher_uses" ADD CONSTRAINT "voucher_uses_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vouchers" ADD CONSTRAINT "vouchers_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vouchers" ADD CONSTRAINT "vouchers_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "cart_codes_coupon_idx" ON "cart_codes" USING btree ("cart_id","coupon_id");--> statement-breakpoint
CREATE UNIQUE INDEX "cart_codes_voucher_idx" ON "cart_codes" USING btree ("cart_id","voucher_id");--> statement-breakpoint
CREATE INDEX "coupon_uses_coupon_customer_idx" ON "coupon_uses" USING btree ("coupon_id","customer_id");--> statement-breakpoint
CREATE INDEX "coupon_uses_order_idx" ON "coupon_uses" USING btree ("order_id");--> statement-breakpoint
CREATE UNIQUE INDEX "coupons_code_idx" ON "coupons" USING btree (lower("code"));--> statement-breakpoint
CREATE INDEX "loyalty_point_mutations_customer_idx" ON "loyalty_point_mutations" USING btree ("customer_id","created_at");--> statement-breakpoint
CREATE INDEX "order_discounts_order_idx" ON "order_discounts" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "voucher_uses_order_idx" ON "voucher_uses" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "voucher_uses_voucher_idx" ON "voucher_uses" USING btree ("voucher_id");--> statement-breakpoint
CREATE UNIQUE INDEX "vouchers_code_idx" ON "vouchers" USING btree (lower("code"));--> statement-breakpoint
-- Promotions change what the cart answers (decision 0010): the codes a cart applied bump its revision, and so does a
-- change of a coupon or voucher (terms, balance, validity) for every cart that applied it. Coupon uses by other
-- customers' orders (used_count) and balances taken by orders (balance_cents) do not bump other carts: that would
-- write other customers' cart rows while a confirm holds the coupon's lock (a deadlock with their confirms, which lock
-- their cart first); the confirm checks limits and balances under the coupon's and voucher's lock (decision 0011).
CREATE TRIGGER cart_codes_cart_revision_insert AFTER INSERT ON cart_codes REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION toonbank_cart_changed('id', 'cart_id');--> statement-breakpoint
CREATE TRIGGER cart_codes_cart_revision_update AFTER UPDATE ON cart_codes REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION toonbank_cart_changed('id', 'cart_id');--> statement-breakpoint
CREATE TRIGGER cart_codes_cart_revision_delete AFTER DELETE ON cart_codes REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION toonbank_cart_changed('id', 'cart_id');--> statement-breakpoint
CREATE OR REPLACE FUNCTION toonbank_promotion_changed() RETURNS trigger
  LANGUAGE plpgsql
AS $$
BEGIN
  -- Row-level (PostgreSQL allows no transition tables with a column list); coupons and vouchers change rarely.
  -- TG_ARGV[0]: the cart_codes column that refers to the changed table ('coupon_id' or 'voucher_id').
  EXECUTE format('UPDATE carts SET revision = revision + 1 WHERE id IN (SELECT cart_id FROM cart_codes WHERE %I = $1)', TG_ARGV[0])
    USING NEW.id;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER coupons_cart_revision_update
  AFTER UPDATE OF code, description, kind, percentage, amount_cents, scope, web_node_id, brand_id, product_ids, minimum_cents,
    valid_from, valid_until, per_customer_limit, total_limit, combinable, is_active ON coupons
  FOR EACH ROW EXECUTE FUNCTION toonbank_promotion_changed('coupon_id');--> statement-breakpoint
CREATE TRIGGER vouchers_cart_revision_update
  AFTER UPDATE OF code, description, kind, product_id, customer_id, valid_from, valid_until, is_active ON vouchers
  FOR EACH ROW EXECUTE FUNCTION toonbank_promotion_changed('voucher_id');
