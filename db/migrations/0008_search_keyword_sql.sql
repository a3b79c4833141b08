-- The keyword search (docs/decisions/027-keyword-search.md): accents folded by unaccent, words stemmed in English
-- and in German, weighted by field. unaccent is not immutable, so a trigger (not a generated column) writes the
-- documents; pg_trgm (migration 0000) serves "Did you mean".
CREATE EXTENSION IF NOT EXISTS unaccent;--> statement-breakpoint
CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
CREATE FUNCTION "search_words"(doc text, weight "char") RETURNS tsvector LANGUAGE sql STABLE AS $$
  SELECT setweight(to_tsvector('english'::regconfig, d) || to_tsvector('german'::regconfig, d), weight)
  FROM (SELECT unaccent(coalesce(doc, '')) AS d) AS folded
$$;--> statement-breakpoint
-- Title (A), skills (B), company, category and city (C): what ranks a match.
CREATE FUNCTION "jobs_search_rank_document"(title text, skills jsonb, company text, category text, location text)
RETURNS tsvector LANGUAGE sql STABLE AS $$
  SELECT search_words(title, 'A')
      || search_words((SELECT string_agg(s, ', ') FROM jsonb_array_elements_text(coalesce(skills, '[]'::jsonb)) AS s), 'B')
      || search_words(concat_ws(', ', company, category, location), 'C')
$$;--> statement-breakpoint
-- Named after jobs_company_name, so that it runs after that trigger has copied the company's name.
CREATE FUNCTION "jobs_search_vector"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW.search_rank_vector := jobs_search_rank_document(NEW.title, NEW.skills, NEW.company, NEW.category, NEW.location);
  NEW.search_vector := NEW.search_rank_vector || search_words(NEW.description, 'D');
  RETURN NEW;
END $$;--> statement-breakpoint
CREATE TRIGGER "jobs_search_vector"
BEFORE INSERT OR UPDATE OF "title", "skills", "company", "category", "location", "description", "search_vector", "search_rank_vector" ON "jobs"
FOR EACH ROW EXECUTE FUNCTION "jobs_search_vector"();--> statement-breakpoint
-- Long values (the description, the full document) leave the table's main pages: a search that visits thousands
-- of matching rows reads small rows, and ranks them by the small search_rank_vector kept in line.
ALTER TABLE "jobs" SET (toast_tuple_target = 512);--> statement-breakpoint
-- Every existing job through the trigger.
UPDATE "jobs" SET "title" = "title";
