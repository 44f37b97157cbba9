-- The therapists service's first schema. Hand-written to match prisma/schema.prisma exactly (Prisma's naming:
-- <table>_pkey, <table>_<cols>_key, <table>_<cols>_idx, <table>_<col>_fkey); test/schema-drift.int.test.ts checks
-- it. Search indexes, checks and the taxonomy rows that Prisma cannot express come after the tables.

CREATE EXTENSION IF NOT EXISTS pg_trgm;

CREATE TYPE "profile_status" AS ENUM ('draft', 'submitted', 'approved', 'rejected');
CREATE TYPE "gender" AS ENUM ('female', 'male');
CREATE TYPE "document_kind" AS ENUM ('diploma', 'licence', 'certificate', 'other');
CREATE TYPE "review_status" AS ENUM ('pending', 'published', 'rejected');
CREATE TYPE "connection_status" AS ENUM ('open', 'assigned');

CREATE TABLE "specialties" (
  "slug"        TEXT NOT NULL,
  "name"        TEXT NOT NULL,
  "name_en"     TEXT NOT NULL,
  "description" TEXT NOT NULL,
  "position"    INTEGER NOT NULL,
  CONSTRAINT "specialties_pkey" PRIMARY KEY ("slug")
);

CREATE TABLE "approaches" (
  "slug"        TEXT NOT NULL,
  "name"        TEXT NOT NULL,
  "name_en"     TEXT NOT NULL,
  "description" TEXT NOT NULL,
  "position"    INTEGER NOT NULL,
  CONSTRAINT "approaches_pkey" PRIMARY KEY ("slug")
);

CREATE TABLE "profiles" (
  "id"                   UUID NOT NULL,
  "user_id"              UUID NOT NULL,
  "slug"                 TEXT NOT NULL,
  "status"               "profile_status" NOT NULL DEFAULT 'draft',
  "display_name"         TEXT NOT NULL,
  "title"                TEXT NOT NULL DEFAULT '',
  "photo_url"            TEXT NOT NULL DEFAULT '',
  "bio"                  TEXT NOT NULL DEFAULT '',
  "languages"            TEXT[] DEFAULT ARRAY[]::TEXT[],
  "specialties"          TEXT[] DEFAULT ARRAY[]::TEXT[],
  "approaches"           TEXT[] DEFAULT ARRAY[]::TEXT[],
  "education"            JSONB NOT NULL DEFAULT '[]',
  "certifications"       TEXT[] DEFAULT ARRAY[]::TEXT[],
  "years_of_practice"    INTEGER NOT NULL DEFAULT 0,
  "city"                 TEXT NOT NULL DEFAULT '',
  "city_key"             TEXT NOT NULL DEFAULT '',
  "gender"               "gender",
  "works_with_couples"   BOOLEAN NOT NULL DEFAULT false,
  "session_types"        JSONB NOT NULL DEFAULT '[]',
  "price_individual_rsd" BIGINT,
  "time_zone"            TEXT NOT NULL DEFAULT 'Europe/Belgrade',
  "rejection_reason"     TEXT,
  "verification"         JSONB,
  "pending_changes"      JSONB,
  "featured"             BOOLEAN NOT NULL DEFAULT false,
  "featured_rank"        INTEGER NOT NULL DEFAULT 0,
  "rating_average"       DOUBLE PRECISION NOT NULL DEFAULT 0,
  "review_count"         INTEGER NOT NULL DEFAULT 0,
  "search_document"      TEXT NOT NULL DEFAULT '',
  "created_at"           TIMESTAMPTZ(6) NOT NULL DEFAULT CURRENT_TIMESTAMP,
  "updated_at"           TIMESTAMPTZ(6) NOT NULL DEFAULT CURRENT_TIMESTAMP,
  "submitted_at"         TIMESTAMPTZ(6),
  "approved_at"          TIMESTAMPTZ(6),
  CONSTRAINT "profiles_pkey" PRIMARY KEY ("id")
);
CREATE UNIQUE INDEX "profiles_user_id_key" ON "profiles"("user_id");
CREATE UNIQUE INDEX "profiles_slug_key" ON "profiles"("slug");
CREATE INDEX "profiles_status_idx" ON "profiles"("status");

CREATE TABLE "availability_summary" (
  "profile_id"      UUID NOT NULL,
  "first_free_slot" TIMESTAMPTZ(6),
  "updated_at"      TIMESTAMPTZ(6) NOT NULL DEFAULT CURRENT_TIMESTAMP,
  CONSTRAINT "availability_summary_pkey" PRIMARY KEY ("profile_id")
);
CREATE INDEX "availability_summary_first_free_slot_idx" ON "availability_summary"("first_free_slot");

CREATE TABLE "documents" (
  "id"           UUID NOT NULL,
  "profile_id"   UUID NOT NULL,
  "kind"         "document_kind" NOT NULL,
  "file_name"    TEXT NOT NULL,
  "content_type" TEXT NOT NULL,
  "size_bytes"   INTEGER NOT NULL,
  "ciphertext"   BYTEA NOT NULL,
  "uploaded_at"  TIMESTAMPTZ(6) NOT NULL DEFAULT CURRENT_TIMESTAMP,
  CONSTRAINT "documents_pkey" PRIMARY KEY ("id")
);
CREATE INDEX "documents_profile_id_idx" ON "documents"("profile_id");

CREATE TABLE "w8ben_forms" (
  "profile_id" UUID NOT NULL,
  "ciphertext" BYTEA NOT NULL,
  "updated_at" TIMESTAMPTZ(6) NOT NULL DEFAULT CURRENT_TIMESTAMP,
  CONSTRAINT "w8ben_forms_pkey" PRIMARY KEY ("profile_id")
);

CREATE TABLE "audit_log" (
  "id"            UUID NOT NULL,
  "actor_user_id" UUID NOT NULL,
  "action"        TEXT NOT NULL,
  "subject_type"  TEXT NOT NULL,
  "subject_id"    TEXT NOT NULL,
  "at"            TIMESTAMPTZ(6) NOT NULL DEFAULT CURRENT_TIMESTAMP,
  CONSTRAINT "audit_log_pkey" PRIMARY KEY ("id")
);
CREATE INDEX "audit_log_subject_type_subject_id_idx" ON "audit_log"("subject_type", "subject_id");

CREATE TABLE "individual_prices" (
  "id"             UUID NOT NULL,
  "profile_id"     UUID NOT NULL,
  "client_user_id" UUID NOT NULL,
  "kind"           TEXT NOT NULL,
  "amount_minor"   BIGINT NOT NULL,
  "currency"       TEXT NOT NULL,
  "updated_at"     TIMESTAMPTZ(6) NOT NULL DEFAULT CURRENT_TIMESTAMP,
  CONSTRAINT "individual_prices_pkey" PRIMARY KEY ("id")
);
CREATE UNIQUE INDEX "individual_prices_profile_id_client_user_id_kind_key"
  ON "individual_prices"("profile_id", "client_user_id", "kind");
CREATE INDEX "individual_prices_client_user_id_idx" ON "individual_prices"("client_user_id");

CREATE TABLE "match_results" (
  "id"             UUID NOT NULL,
  "client_user_id" UUID,
  "answers"        JSONB NOT NULL,
  "ranked"         JSONB NOT NULL,
  "created_at"     TIMESTAMPTZ(6) NOT NULL DEFAULT CURRENT_TIMESTAMP,
  CONSTRAINT "match_results_pkey" PRIMARY KEY ("id")
);
CREATE INDEX "match_results_client_user_id_idx" ON "match_results"("client_user_id");

CREATE TABLE "connection_requests" (
  "id"                  UUID NOT NULL,
  "client_user_id"      UUID NOT NULL,
  "message"             TEXT NOT NULL DEFAULT '',
  "answers"             JSONB NOT NULL DEFAULT '{}',
  "status"              "connection_status" NOT NULL DEFAULT 'open',
  "assigned_profile_id" UUID,
  "assigned_by"         UUID,
  "created_at"          TIMESTAMPTZ(6) NOT NULL DEFAULT CURRENT_TIMESTAMP,
  "assigned_at"         TIMESTAMPTZ(6),
  CONSTRAINT "connection_requests_pkey" PRIMARY KEY ("id")
);
CREATE INDEX "connection_requests_status_created_at_idx" ON "connection_requests"("status", "created_at");
CREATE INDEX "connection_requests_client_user_id_idx" ON "connection_requests"("client_user_id");

CREATE TABLE "review_eligibility" (
  "booking_id"     TEXT NOT NULL,
  "client_user_id" UUID NOT NULL,
  "profile_id"     UUID NOT NULL,
  "completed_at"   TIMESTAMPTZ(6) NOT NULL,
  CONSTRAINT "review_eligibility_pkey" PRIMARY KEY ("booking_id")
);
CREATE INDEX "review_eligibility_client_user_id_profile_id_idx" ON "review_eligibility"("client_user_id", "profile_id");

CREATE TABLE "reviews" (
  "id"              UUID NOT NULL,
  "profile_id"      UUID NOT NULL,
  "client_user_id"  UUID NOT NULL,
  "rating"          INTEGER NOT NULL,
  "text"            TEXT NOT NULL,
  "author_label"    TEXT NOT NULL DEFAULT '',
  "status"          "review_status" NOT NULL DEFAULT 'pending',
  "moderation_note" TEXT,
  "moderated_by"    UUID,
  "created_at"      TIMESTAMPTZ(6) NOT NULL DEFAULT CURRENT_TIMESTAMP,
  "moderated_at"    TIMESTAMPTZ(6),
  CONSTRAINT "reviews_pkey" PRIMARY KEY ("id")
);
CREATE UNIQUE INDEX "reviews_profile_id_client_user_id_key" ON "reviews"("profile_id", "client_user_id");
CREATE INDEX "reviews_status_created_at_idx" ON "reviews"("status", "created_at");

ALTER TABLE "availability_summary" ADD CONSTRAINT "availability_summary_profile_id_fkey"
  FOREIGN KEY ("profile_id") REFERENCES "profiles"("id") ON DELETE CASCADE ON UPDATE CASCADE;
ALTER TABLE "documents" ADD CONSTRAINT "documents_profile_id_fkey"
  FOREIGN KEY ("profile_id") REFERENCES "profiles"("id") ON DELETE CASCADE ON UPDATE CASCADE;
ALTER TABLE "w8ben_forms" ADD CONSTRAINT "w8ben_forms_profile_id_fkey"
  FOREIGN KEY ("profile_id") REFERENCES "profiles"("id") ON DELETE CASCADE ON UPDATE CASCADE;
ALTER TABLE "individual_prices" ADD CONSTRAINT "individual_prices_profile_id_fkey"
  FOREIGN KEY ("profile_id") REFERENCES "profiles"("id") ON DELETE CASCADE ON UPDATE CASCADE;
ALTER TABLE "connection_requests" ADD CONSTRAINT "connection_requests_assigned_profile_id_fkey"
  FOREIGN KEY ("assigned_profile_id") REFERENCES "profiles"("id") ON DELETE SET NULL ON UPDATE CASCADE;
ALTER TABLE "review_eligibility" ADD CONSTRAINT "review_eligibility_profile_id_fkey"
  FOREIGN KEY ("profile_id") REFERENCES "profiles"("id") ON DELETE CASCADE ON UPDATE CASCADE;
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_profile_id_fkey"
  FOREIGN KEY ("profile_id") REFERENCES "profiles"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- Search (src/store/search.ts): the 'simple' configuration over already-folded text (no stemming, so Latin,
-- Cyrillic and diacritic-free spellings meet in one form), plus trigrams for typos and word prefixes.
-- Only approved profiles are ever searched, so the indexes are partial.
-- The vector is stored so ranking a few thousand matches does not re-parse every document per query.
ALTER TABLE "profiles" ADD COLUMN "search_vector" tsvector
  GENERATED ALWAYS AS (to_tsvector('simple', "search_document")) STORED;
CREATE INDEX "profiles_search_fts_idx" ON "profiles"
  USING GIN ("search_vector") WHERE "status" = 'approved';
CREATE INDEX "profiles_search_trgm_idx" ON "profiles"
  USING GIN ("search_document" gin_trgm_ops) WHERE "status" = 'approved';
CREATE INDEX "profiles_public_order_idx" ON "profiles" ("featured" DESC, "featured_rank", "rating_average" DESC, "id")
  WHERE "status" = 'approved';
CREATE INDEX "profiles_public_price_idx" ON "profiles" ("price_individual_rsd", "id") WHERE "status" = 'approved';
CREATE INDEX "profiles_specialties_idx" ON "profiles" USING GIN ("specialties") WHERE "status" = 'approved';

-- Beyond Prisma: rules the database keeps even if code forgets them.
ALTER TABLE "profiles" ADD CONSTRAINT "profiles_slug_check" CHECK ("slug" ~ '^[a-z0-9]+(-[a-z0-9]+)*$');
ALTER TABLE "profiles" ADD CONSTRAINT "profiles_rejection_check"
  CHECK ("status" <> 'rejected' OR "rejection_reason" IS NOT NULL);
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_rating_check" CHECK ("rating" BETWEEN 1 AND 5);
ALTER TABLE "individual_prices" ADD CONSTRAINT "individual_prices_amount_check" CHECK ("amount_minor" > 0);
ALTER TABLE "individual_prices" ADD CONSTRAINT "individual_prices_kind_check"
  CHECK ("kind" IN ('individual', 'couples', 'first_consultation'));
ALTER TABLE "documents" ADD CONSTRAINT "documents_size_check" CHECK ("size_bytes" BETWEEN 1 AND 8388608);

-- Taxonomy (names in Serbian Latin; the UI derives Cyrillic).
INSERT INTO "specialties" ("slug", "name", "name_en", "description", "position") VALUES
  ('anksioznost', 'Anksioznost', 'Anxiety', 'Stalna briga, napetost i strah koji otežavaju svakodnevni život, san i odnose.', 1),
  ('depresija', 'Depresija', 'Depression', 'Dugotrajna tuga, umor i gubitak interesovanja za stvari koje su ranije bile važne.', 2),
  ('partnerski-odnosi', 'Partnerski odnosi', 'Relationships', 'Nesporazumi, udaljavanje, ljubomora ili odluka o zajedničkoj budućnosti.', 3),
  ('trauma', 'Trauma', 'Trauma', 'Posledice teških i zastrašujućih iskustava: nasilja, gubitka, nesreće ili rata.', 4),
  ('stres-i-sagorevanje', 'Stres i sagorevanje', 'Stress and burnout', 'Iscrpljenost od posla ili brige o drugima, osećaj da nemate više snage.', 5),
  ('samopouzdanje', 'Samopouzdanje', 'Self-esteem', 'Strogi unutrašnji kritičar, osećaj da niste dovoljno dobri, teškoće da se zauzmete za sebe.', 6),
  ('tugovanje', 'Tugovanje', 'Grief', 'Gubitak bliske osobe, veze ili zdravlja i sve što dolazi sa njim.', 7),
  ('zavisnosti', 'Zavisnosti', 'Addictions', 'Alkohol, kocka, igrice, supstance ili navike koje više ne možete da kontrolišete.', 8),
  ('porodicni-odnosi', 'Porodični odnosi', 'Family relationships', 'Sukobi sa roditeljima, braćom i sestrama ili širom porodicom.', 9),
  ('licni-razvoj', 'Lični razvoj', 'Personal growth', 'Bolje razumevanje sebe, svojih vrednosti i pravca u kome želite da idete.', 10),
  ('panicni-napadi', 'Panični napadi', 'Panic attacks', 'Iznenadni talasi jakog straha sa lupanjem srca, gušenjem ili vrtoglavicom.', 11),
  ('poremecaji-ishrane', 'Poremećaji ishrane', 'Eating disorders', 'Opterećenost hranom, težinom i izgledom, prejedanje ili izgladnjivanje.', 12),
  ('opsesivno-kompulzivni-poremecaj', 'Opsesivno-kompulzivni poremećaj', 'Obsessive-compulsive disorder', 'Nametljive misli i radnje koje se ponavljaju iako znate da nemaju smisla.', 13),
  ('roditeljstvo', 'Roditeljstvo', 'Parenting', 'Izazovi vaspitanja, odnosa sa decom i sopstvene uloge roditelja.', 14),
  ('identitet-i-lgbtq', 'Identitet i LGBTQ+', 'Identity and LGBTQ+', 'Pitanja identiteta, seksualne orijentacije i prihvatanja, u bezbednom i otvorenom prostoru.', 15),
  ('usamljenost', 'Usamljenost', 'Loneliness', 'Osećaj izolovanosti i teškoće u stvaranju i održavanju bliskih odnosa.', 16);

INSERT INTO "approaches" ("slug", "name", "name_en", "description", "position") VALUES
  ('kbt', 'Kognitivno-bihejvioralna terapija', 'Cognitive behavioural therapy (CBT)', 'Strukturisan rad na vezi između misli, osećanja i ponašanja, sa konkretnim zadacima između seansi.', 1),
  ('psihodinamska', 'Psihodinamska terapija', 'Psychodynamic therapy', 'Razumevanje kako iskustva iz prošlosti i nesvesni obrasci oblikuju ono što danas osećate.', 2),
  ('gestalt', 'Geštalt terapija', 'Gestalt therapy', 'Fokus na sadašnjem trenutku, telesnom doživljaju i svesnosti o sopstvenim potrebama.', 3),
  ('sistemska-porodicna', 'Sistemska porodična terapija', 'Systemic family therapy', 'Posmatra teškoće kroz odnose u porodici ili paru i menja obrasce komunikacije.', 4),
  ('transakciona-analiza', 'Transakciona analiza', 'Transactional analysis', 'Jasan model za razumevanje odnosa i životnih obrazaca koje smo usvojili rano.', 5),
  ('integrativna', 'Integrativna psihoterapija', 'Integrative psychotherapy', 'Kombinuje proverene tehnike više pravaca prema onome što vama najviše odgovara.', 6),
  ('psihoanaliza', 'Psihoanaliza', 'Psychoanalysis', 'Dubinski rad na nesvesnim sadržajima kroz slobodno govorenje i odnos sa terapeutom.', 7),
  ('egzistencijalna', 'Egzistencijalna terapija', 'Existential therapy', 'Bavi se smislom, slobodom, odgovornošću i suočavanjem sa velikim životnim pitanjima.', 8),
  ('emdr', 'EMDR', 'EMDR', 'Metoda za preradu traumatskih sećanja uz bilateralnu stimulaciju, sa jakim dokazima kod traume.', 9),
  ('shema-terapija', 'Shema terapija', 'Schema therapy', 'Prepoznaje i menja duboke obrasce (sheme) nastale u detinjstvu koji se stalno ponavljaju.', 10),
  ('act', 'Terapija prihvatanjem i posvećenošću (ACT)', 'Acceptance and commitment therapy (ACT)', 'Učite da prihvatite teške misli i osećanja i da živite u skladu sa svojim vrednostima.', 11),
  ('racionalno-emotivna', 'Racionalno-emotivna bihejvioralna terapija (REBT)', 'Rational emotive behaviour therapy (REBT)', 'Prepoznavanje i menjanje iracionalnih uverenja koja stoje iza jakih negativnih emocija.', 12);

-- Envelope-encryption keys, copied from services/kit/sql/crypto.sql.
-- @kit crypto.sql

-- Transactional outbox and inbox, copied from services/kit/sql/outbox.sql.
-- @kit outbox.sql
