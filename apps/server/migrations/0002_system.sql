-- Merchants (white-label brands) and the hosts that serve them. The permission / initial-config call
-- resolves the caller's host here and falls back to the default merchant.
CREATE TABLE merchants (
  code               text PRIMARY KEY,
  name               text NOT NULL,
  site_name          text NOT NULL,
  logo_url           text NOT NULL,
  currency_symbol    text NOT NULL DEFAULT 'P',
  default_language   text NOT NULL DEFAULT 'vi',
  languages          text[] NOT NULL DEFAULT '{vi,en}',
  logged_in_only_home boolean NOT NULL DEFAULT false,
  app_ios_url        text,
  app_android_url    text,
  copyright          text NOT NULL,
  is_default         boolean NOT NULL DEFAULT false,
  created_at         timestamptz NOT NULL DEFAULT now()
);
-- At most one default merchant.
CREATE UNIQUE INDEX merchants_one_default ON merchants (is_default) WHERE is_default;

CREATE TABLE merchant_hosts (
  host          text PRIMARY KEY CHECK (host = lower(host)),
  merchant_code text NOT NULL REFERENCES merchants (code) ON DELETE CASCADE
);

-- Domains the site answers on: the routers call's domainList and the domainRoute call.
CREATE TABLE domains (
  domain_name text PRIMARY KEY,
  route       text NOT NULL DEFAULT '/',
  is_primary  boolean NOT NULL DEFAULT false,
  sort        integer NOT NULL DEFAULT 0,
  enabled     boolean NOT NULL DEFAULT true
);

-- Links the site shows (email, community channels, main and backup sites, app downloads).
CREATE TABLE site_resources (
  id            serial PRIMARY KEY,
  seed_key      text UNIQUE,
  resource_type text NOT NULL,
  url           text NOT NULL,
  qr_code_url   text,
  label_name_en text NOT NULL,
  sort          integer NOT NULL DEFAULT 0,
  enabled       boolean NOT NULL DEFAULT true
);

-- Customer-service channels (csType per CsTypes in the contracts). Type 3's url is served encrypted.
CREATE TABLE cs_entries (
  id          serial PRIMARY KEY,
  seed_key    text UNIQUE,
  cs_type     integer NOT NULL,
  cs_position integer NOT NULL DEFAULT 0,
  title       jsonb NOT NULL,
  url         text NOT NULL,
  enabled     boolean NOT NULL DEFAULT true
);

-- Help centre: categories and their articles, text per language as jsonb {"vi": …, "en": …}.
CREATE TABLE help_categories (
  id    text PRIMARY KEY,
  sort  integer NOT NULL DEFAULT 0,
  title jsonb NOT NULL
);
CREATE TABLE help_articles (
  id          text PRIMARY KEY,
  category_id text NOT NULL REFERENCES help_categories (id) ON DELETE CASCADE,
  sort        integer NOT NULL DEFAULT 0,
  title       jsonb NOT NULL,
  html        jsonb NOT NULL,
  enabled     boolean NOT NULL DEFAULT true
);
