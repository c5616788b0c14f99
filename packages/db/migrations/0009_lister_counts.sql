CREATE TABLE "lister_counts" (
	"web_node_id" integer NOT NULL,
	"publication_codes" text[] NOT NULL,
	"kind" text NOT NULL,
	"value" integer NOT NULL,
	"count" integer NOT NULL,
	CONSTRAINT "lister_counts_web_node_id_kind_value_publication_codes_pk" PRIMARY KEY("web_node_id","kind","value","publication_codes")
);
