-- Issue 15: the agent centre's announcement page and the affiliate check's domain.
--
-- Announcements for agents: the platform (operator, author_id NULL) writes to every agent; an agent writes to
-- its own team. An agent reads the platform's and those of every agent above it (and its own), newest first:
-- one read of its path to the top (agent_team) and an index range per author.
CREATE TABLE agent_announcements (
  id         bigserial PRIMARY KEY,
  author_id  bigint REFERENCES members (id) ON DELETE CASCADE,
  title      text NOT NULL CHECK (char_length(title) BETWEEN 1 AND 80),
  body       text NOT NULL CHECK (char_length(body) BETWEEN 1 AND 2000),
  created_at timestamptz NOT NULL,
  -- Withdrawn by its author (kept for the record, no longer shown).
  deleted_at timestamptz
);
CREATE INDEX agent_announcements_author_idx ON agent_announcements (author_id, id DESC) WHERE deleted_at IS NULL;
CREATE INDEX agent_announcements_platform_idx ON agent_announcements (id DESC) WHERE author_id IS NULL AND deleted_at IS NULL;

-- Domains registered to an agent (its branded entry to the site). The affiliate check and registration read
-- the host a visitor arrived on: a registered domain names the agent the visitor registers under; a code used
-- on it must belong to that agent or its team. Host names are stored lower-case, one agent each.
CREATE TABLE agent_domains (
  domain     text PRIMARY KEY CHECK (domain = lower(domain) AND char_length(domain) BETWEEN 3 AND 253),
  agent_id   bigint NOT NULL REFERENCES members (id) ON DELETE CASCADE,
  created_at timestamptz NOT NULL
);
CREATE INDEX agent_domains_agent_idx ON agent_domains (agent_id);
