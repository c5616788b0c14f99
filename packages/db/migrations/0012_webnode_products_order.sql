DROP INDEX "product_web_nodes_node_idx";--> statement-breakpoint
CREATE INDEX "product_web_nodes_node_order_idx" ON "product_web_nodes" USING btree ("web_node_id","sort_order","product_id");