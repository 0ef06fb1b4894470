-- Game vendors. The games issue extends this table (wallet model, adapter settings, …).
CREATE TABLE vendors (
  code         text PRIMARY KEY,
  display_name text NOT NULL,
  game_types   text[] NOT NULL DEFAULT '{}',
  is_hot       boolean NOT NULL DEFAULT false,
  sort         integer NOT NULL DEFAULT 0,
  logo_url     text NOT NULL,
  enabled      boolean NOT NULL DEFAULT true
);
CREATE INDEX vendors_game_types_idx ON vendors USING gin (game_types);

CREATE TABLE licences (
  code     text PRIMARY KEY,
  name     jsonb NOT NULL,
  logo_url text NOT NULL,
  sort     integer NOT NULL DEFAULT 0,
  enabled  boolean NOT NULL DEFAULT true
);

-- Banners per group (BannerGroupNames). Localised columns are jsonb {"vi": …, "en": …}.
CREATE TABLE banners (
  id             serial PRIMARY KEY,
  seed_key       text UNIQUE,
  group_name     text NOT NULL,
  image_url      jsonb NOT NULL,
  title          jsonb NOT NULL,
  linkage_type   text NOT NULL DEFAULT 'NONE'
                 CHECK (linkage_type IN ('NONE', 'ROUTE', 'URL', 'PROMO', 'GAME')),
  linkage_target text,
  sort           integer NOT NULL DEFAULT 0,
  start_time     timestamptz NOT NULL,
  end_time       timestamptz,
  enabled        boolean NOT NULL DEFAULT true,
  CHECK (end_time IS NULL OR end_time > start_time)
);
CREATE INDEX banners_group_idx ON banners (group_name, sort);

-- Notices by type: PL player marquee, PU popup, PR promotion, B banner notice, H help.
CREATE TABLE notices (
  id         serial PRIMARY KEY,
  seed_key   text UNIQUE,
  type       text NOT NULL CHECK (type IN ('B', 'PL', 'PU', 'PR', 'H')),
  platform   text NOT NULL DEFAULT 'W',
  title      jsonb NOT NULL,
  content    jsonb NOT NULL,
  image_url  jsonb,
  sort       integer NOT NULL DEFAULT 0,
  start_time timestamptz NOT NULL,
  end_time   timestamptz,
  enabled    boolean NOT NULL DEFAULT true,
  CHECK (end_time IS NULL OR end_time > start_time)
);
CREATE INDEX notices_type_idx ON notices (type, start_time);

-- Player feedback with up to three images, kept in the database.
CREATE TABLE feedback (
  id            serial PRIMARY KEY,
  question_type text NOT NULL,
  content       text NOT NULL CHECK (char_length(content) BETWEEN 1 AND 140),
  member_id     bigint,
  ip            text NOT NULL,
  created_at    timestamptz NOT NULL
);
CREATE TABLE feedback_images (
  id          serial PRIMARY KEY,
  feedback_id integer NOT NULL REFERENCES feedback (id) ON DELETE CASCADE,
  position    integer NOT NULL,
  mime        text NOT NULL CHECK (mime IN ('image/png', 'image/jpeg')),
  size_bytes  integer NOT NULL CHECK (size_bytes BETWEEN 1 AND 5242880),
  data        bytea NOT NULL,
  UNIQUE (feedback_id, position)
);
