CREATE TABLE "recipe_words" (
	"word" text COLLATE "C" PRIMARY KEY NOT NULL
);
--> statement-breakpoint
CREATE INDEX "recipe_words_trgm_idx" ON "recipe_words" USING gin ("word" gin_trgm_ops);--> statement-breakpoint
-- Every write of recipes adds the words of their search text: one statement per write, however many rows.
CREATE FUNCTION recipe_words_collect() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO recipe_words (word)
  SELECT DISTINCT w
  FROM changed, regexp_split_to_table(lower(changed.search_text), '[^[:alpha:]]+') AS w
  WHERE length(w) BETWEEN 3 AND 40
  ON CONFLICT DO NOTHING;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER recipes_words_on_insert AFTER INSERT ON recipes
  REFERENCING NEW TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION recipe_words_collect();--> statement-breakpoint
CREATE TRIGGER recipes_words_on_update AFTER UPDATE ON recipes
  REFERENCING NEW TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION recipe_words_collect();--> statement-breakpoint
INSERT INTO recipe_words (word)
SELECT DISTINCT w FROM recipes, regexp_split_to_table(lower(recipes.search_text), '[^[:alpha:]]+') AS w
WHERE length(w) BETWEEN 3 AND 40
ON CONFLICT DO NOTHING;
