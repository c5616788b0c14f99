-- A brand's description in French and English, as content pages and categories keep theirs: { fr: { description }, en:
-- { description } }; Dutch stays in `description`. The API answers in the request's language, else the Dutch text.
ALTER TABLE "brands" ADD COLUMN "translations" jsonb DEFAULT '{}'::jsonb NOT NULL;