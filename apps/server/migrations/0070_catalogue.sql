-- Game catalogue (issue 5): the footer's vendors table grows into the lobby's vendor list, and games,
-- menus, favourites, recent games and the winner board join it. Only modules/catalogue writes these.

-- Vendors: one list for footer and lobby. names overrides display_name per language ({"vi","en"});
-- account_type_name is what launch routing compares (TCG_LOTTO_VN, …), defaulting to the code.
ALTER TABLE vendors
  ADD COLUMN names             jsonb,
  ADD COLUMN account_type_id   integer NOT NULL DEFAULT 0,
  ADD COLUMN account_type_name text,
  ADD COLUMN wallet_model      text NOT NULL DEFAULT 'seamless' CHECK (wallet_model IN ('seamless', 'transfer')),
  -- Trial (free play) accounts may launch this vendor with play money.
  ADD COLUMN allows_trial      boolean NOT NULL DEFAULT false;

-- Top-level menus and the categories grouped under them (spec §3: ESPORTS and COCKFIGHT under SPORTS).
CREATE TABLE game_menus (
  game_type   text PRIMARY KEY
              CHECK (game_type IN ('RNG', 'LIVE', 'FISH', 'PVP', 'SPORTS', 'ESPORTS', 'ELOTT', 'LOTT', 'COCKFIGHT')),
  parent_type text REFERENCES game_menus (game_type),
  route       text NOT NULL,
  names       jsonb NOT NULL,
  sort        integer NOT NULL,
  enabled     boolean NOT NULL DEFAULT true,
  CHECK (parent_type IS NULL OR parent_type <> game_type)
);
INSERT INTO game_menus (game_type, parent_type, route, names, sort) VALUES
  ('RNG', NULL, '/rng', '{"vi": "Nổ hũ", "en": "Slots"}', 0),
  ('LIVE', NULL, '/live', '{"vi": "Casino trực tuyến", "en": "Live casino"}', 1),
  ('SPORTS', NULL, '/sports', '{"vi": "Thể thao", "en": "Sports"}', 2),
  ('ESPORTS', 'SPORTS', '/esports', '{"vi": "Thể thao điện tử", "en": "Esports"}', 3),
  ('COCKFIGHT', 'SPORTS', '/cockfight', '{"vi": "Đá gà", "en": "Cockfight"}', 4),
  ('FISH', NULL, '/fish', '{"vi": "Bắn cá", "en": "Fishing"}', 5),
  ('PVP', NULL, '/pvp', '{"vi": "Game bài", "en": "Card games"}', 6),
  ('ELOTT', NULL, '/elott', '{"vi": "Xổ số điện toán", "en": "E-lottery"}', 7),
  ('LOTT', NULL, '/lottery', '{"vi": "Xổ số", "en": "Lottery"}', 8);

CREATE TABLE games (
  node_id           text PRIMARY KEY CHECK (node_id ~ '^[A-Za-z0-9_-]{1,64}$'),
  vendor_code       text NOT NULL REFERENCES vendors (code),
  game_type         text NOT NULL REFERENCES game_menus (game_type),
  game_classify     text NOT NULL,
  -- The vendor's own id of the game, what its launch API expects.
  game_code         text NOT NULL,
  names             jsonb NOT NULL,
  -- Lower-case, diacritic-free names of every language: what the name search matches.
  search_text       text NOT NULL,
  min_bet           bigint NOT NULL CHECK (min_bet >= 0),
  min_line_num      integer NOT NULL DEFAULT 0 CHECK (min_line_num >= 0),
  -- NULL: generated art titled with the game's name in the caller's language.
  image_url         text,
  is_hot            boolean NOT NULL DEFAULT false,
  -- Order of "popular" and of hot lists (higher first); set by import, bumped by launches.
  popularity        integer NOT NULL DEFAULT 0,
  is_game           text NOT NULL DEFAULT 'GAME' CHECK (is_game IN ('GAME', 'VASSALAGE')),
  default_play_type text,
  sort              integer NOT NULL DEFAULT 0,
  enabled           boolean NOT NULL DEFAULT true,
  UNIQUE (vendor_code, game_code)
);
-- getGameList: one category (optionally one vendor) in display order; covers the count too.
CREATE INDEX games_list_idx ON games (game_type, vendor_code, sort, node_id) WHERE enabled;
CREATE INDEX games_type_sort_idx ON games (game_type, sort, node_id) WHERE enabled;
CREATE INDEX games_hot_idx ON games (popularity DESC, node_id) WHERE enabled AND is_hot;

CREATE TABLE game_favourites (
  member_id  bigint NOT NULL REFERENCES members (id),
  node_id    text NOT NULL REFERENCES games (node_id) ON DELETE CASCADE,
  created_at timestamptz NOT NULL,
  PRIMARY KEY (member_id, node_id)
);

CREATE TABLE game_recent (
  member_id      bigint NOT NULL REFERENCES members (id),
  node_id        text NOT NULL REFERENCES games (node_id) ON DELETE CASCADE,
  last_played_at timestamptz NOT NULL,
  play_count     integer NOT NULL DEFAULT 1,
  PRIMARY KEY (member_id, node_id)
);
CREATE INDEX game_recent_member_idx ON game_recent (member_id, last_played_at DESC);

-- Big wins for the winner board, written by whoever settles a round (reference keeps it once per round).
CREATE TABLE game_wins (
  id         bigserial PRIMARY KEY,
  reference  text NOT NULL UNIQUE,
  member_id  bigint NOT NULL REFERENCES members (id),
  node_id    text NOT NULL REFERENCES games (node_id) ON DELETE CASCADE,
  win_amount bigint NOT NULL CHECK (win_amount > 0),
  won_at     timestamptz NOT NULL
);
CREATE INDEX game_wins_recent_idx ON game_wins (won_at DESC);
