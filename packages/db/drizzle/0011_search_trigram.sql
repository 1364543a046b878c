-- quickSearch and search on trigram indexes (docs/performance.md): every searchable table keeps its
-- title and its whole text folded as search compares them (search_fold is normaliseSearchText in SQL,
-- with the folding table of packages/domain/src/search/normalise-search-text.ts; a test keeps them equal)
-- in stored generated columns; the text, which every match condition reads, has a GIN trigram index
-- that answers LIKE '%word%' (the title only ranks the rows found).
CREATE EXTENSION IF NOT EXISTS pg_trgm;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION search_fold(text) RETURNS text LANGUAGE sql IMMUTABLE PARALLEL SAFE
  RETURN trim(regexp_replace(lower(translate($1, 'ABCDEFGHIJKLMNOPQRSTUVWXYZÀÁÂÃÄÅÇÈÉÊËÌÍÎÏÑÒÓÔÕÖÙÚÛÜÝàáâãäåçèéêëìíîïñòóôõöùúûüýÿĀāĂăĄąĆćĈĉĊċČčĎďĒēĔĕĖėĘęĚěĜĝĞğĠġĢģĤĥĨĩĪīĬĭĮįİĴĵĶķĹĺĻļĽľŃńŅņŇňŌōŎŏŐőŔŕŖŗŘřŚśŜŝŞşŠšŢţŤťŨũŪūŬŭŮůŰűŲųŴŵŶŷŸŹźŻżŽžƠơƯưǍǎǏǐǑǒǓǔǕǖǗǘǙǚǛǜǞǟǠǡǦǧǨǩǪǫǬǭǰǴǵǸǹǺǻȀȁȂȃȄȅȆȇȈȉȊȋȌȍȎȏȐȑȒȓȔȕȖȗȘșȚțȞȟȦȧȨȩȪȫȬȭȮȯȰȱȲȳØøĐđŁłĦħıŦŧ-‐‑–—_/\.,:;!?()[]{}<>''"‘’‚“”„«»&+*#@|~^%= ', 'abcdefghijklmnopqrstuvwxyzaaaaaaceeeeiiiinooooouuuuyaaaaaaceeeeiiiinooooouuuuyyaaaaaaccccccccddeeeeeeeeeegggggggghhiiiiiiiiijjkkllllllnnnnnnoooooorrrrrrssssssssttttuuuuuuuuuuuuwwyyyzzzzzzoouuaaiioouuuuuuuuuuaaaaggkkoooojggnnaaaaaaeeeeiiiioooorrrruuuusstthhaaeeooooooooyyooddllhhitt                                           ')), '\s+', ' ', 'g'));
--> statement-breakpoint
CREATE OR REPLACE FUNCTION search_words(text[]) RETURNS text LANGUAGE sql IMMUTABLE PARALLEL SAFE
  RETURN array_to_string($1, ' ');
--> statement-breakpoint
ALTER TABLE "families" ADD COLUMN "search_title" text GENERATED ALWAYS AS (search_fold(title)) STORED;
--> statement-breakpoint
ALTER TABLE "families" ADD COLUMN "search_text" text GENERATED ALWAYS AS (search_fold(title || ' ' || coalesce(summary, '') || ' ' || coalesce(flavor, '') || ' ' || coalesce(custom_title_text, ''))) STORED;
--> statement-breakpoint
CREATE INDEX "families_search_text_trgm_idx" ON "families" USING gin ("search_text" gin_trgm_ops);
--> statement-breakpoint
ALTER TABLE "physical_products" ADD COLUMN "search_title" text GENERATED ALWAYS AS (search_fold(title)) STORED;
--> statement-breakpoint
ALTER TABLE "physical_products" ADD COLUMN "search_text" text GENERATED ALWAYS AS (search_fold(title || ' ' || body || ' ' || search_words(categories) || ' ' || search_words(publishers))) STORED;
--> statement-breakpoint
CREATE INDEX "physical_products_search_text_trgm_idx" ON "physical_products" USING gin ("search_text" gin_trgm_ops);
--> statement-breakpoint
ALTER TABLE "stories" ADD COLUMN "search_title" text GENERATED ALWAYS AS (search_fold(title)) STORED;
--> statement-breakpoint
ALTER TABLE "stories" ADD COLUMN "search_text" text GENERATED ALWAYS AS (search_fold(title || ' ' || coalesce(description, '') || ' ' || search_words(categories))) STORED;
--> statement-breakpoint
CREATE INDEX "stories_search_text_trgm_idx" ON "stories" USING gin ("search_text" gin_trgm_ops);
--> statement-breakpoint
ALTER TABLE "authors" ADD COLUMN "search_title" text GENERATED ALWAYS AS (search_fold(title)) STORED;
--> statement-breakpoint
ALTER TABLE "authors" ADD COLUMN "search_text" text GENERATED ALWAYS AS (search_fold(title || ' ' || coalesce(about, ''))) STORED;
--> statement-breakpoint
CREATE INDEX "authors_search_text_trgm_idx" ON "authors" USING gin ("search_text" gin_trgm_ops);
--> statement-breakpoint
ALTER TABLE "help_items" ADD COLUMN "search_title" text GENERATED ALWAYS AS (search_fold(title)) STORED;
--> statement-breakpoint
ALTER TABLE "help_items" ADD COLUMN "search_text" text GENERATED ALWAYS AS (search_fold(title || ' ' || body)) STORED;
--> statement-breakpoint
CREATE INDEX "help_items_search_text_trgm_idx" ON "help_items" USING gin ("search_text" gin_trgm_ops);
--> statement-breakpoint
ALTER TABLE "static_pages" ADD COLUMN "search_title" text GENERATED ALWAYS AS (search_fold(title)) STORED;
--> statement-breakpoint
ALTER TABLE "static_pages" ADD COLUMN "search_text" text GENERATED ALWAYS AS (search_fold(title || ' ' || coalesce(description, ''))) STORED;
--> statement-breakpoint
CREATE INDEX "static_pages_search_text_trgm_idx" ON "static_pages" USING gin ("search_text" gin_trgm_ops);
