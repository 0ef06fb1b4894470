-- Issue 15: the agent team tree as a closure table beside members.upline_id.
-- Why a closure table: "whole team of X" (ancestor_id = X) and "path from X to the top" (descendant_id = X)
-- are each one indexed range read at any depth, in plain SQL (no extension), for trees of 100,000 accounts;
-- the price is O(depth) rows per member and a subtree move that rewrites the subtree's links, which is a
-- rare operator action done in one statement.
--
-- The table is kept in step by triggers on members, so every writer of upline_id (registration with an
-- invitation code, creation by an upline, an operator move, fixtures, manual SQL) updates it in the same
-- transaction and nothing can forget to.

CREATE TABLE agent_team (
  ancestor_id   bigint NOT NULL REFERENCES members (id) ON DELETE CASCADE,
  descendant_id bigint NOT NULL REFERENCES members (id) ON DELETE CASCADE,
  -- 0 for the member itself, 1 for a direct downline, …
  depth         integer NOT NULL CHECK (depth >= 0),
  PRIMARY KEY (ancestor_id, descendant_id)
);
-- Path to the top: all ancestors of a member, ordered by depth.
CREATE INDEX agent_team_descendant_idx ON agent_team (descendant_id, depth) INCLUDE (ancestor_id);
-- Direct downlines of an agent and their order by account.
CREATE INDEX IF NOT EXISTS members_upline_idx ON members (upline_id) WHERE upline_id IS NOT NULL;

-- Backfill the existing tree (a recursive walk from the roots; a cycle cannot exist in upline_id data written
-- through the server, and the walk stops at depth 1000 anyway).
INSERT INTO agent_team (ancestor_id, descendant_id, depth)
WITH RECURSIVE walk (ancestor_id, descendant_id, depth) AS (
  SELECT id, id, 0 FROM members
  UNION ALL
  SELECT w.ancestor_id, m.id, w.depth + 1
    FROM walk w JOIN members m ON m.upline_id = w.descendant_id
   WHERE w.depth < 1000
)
SELECT ancestor_id, descendant_id, depth FROM walk;

-- A new member: its own row, plus one row per ancestor of its upline (depth + 1).
CREATE FUNCTION agent_team_on_insert() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO agent_team (ancestor_id, descendant_id, depth) VALUES (NEW.id, NEW.id, 0);
  IF NEW.upline_id IS NOT NULL THEN
    INSERT INTO agent_team (ancestor_id, descendant_id, depth)
    SELECT ancestor_id, NEW.id, depth + 1 FROM agent_team WHERE descendant_id = NEW.upline_id;
  END IF;
  RETURN NULL;
END $$;

CREATE TRIGGER agent_team_insert AFTER INSERT ON members
  FOR EACH ROW EXECUTE FUNCTION agent_team_on_insert();

-- A move (upline changed): the member's subtree leaves its old ancestors and joins the new upline's. A move
-- under its own team would make a cycle and is refused (SQLSTATE 23514, constraint agent_team_no_cycle).
CREATE FUNCTION agent_team_on_move() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW.upline_id IS NOT NULL AND EXISTS (
    SELECT 1 FROM agent_team WHERE ancestor_id = NEW.id AND descendant_id = NEW.upline_id
  ) THEN
    RAISE EXCEPTION 'upline % is in the team of member %', NEW.upline_id, NEW.id
      USING ERRCODE = '23514', CONSTRAINT = 'agent_team_no_cycle';
  END IF;
  DELETE FROM agent_team t
   USING agent_team sub, agent_team up
   WHERE sub.ancestor_id = NEW.id
     AND t.descendant_id = sub.descendant_id
     AND up.descendant_id = NEW.id AND up.depth > 0
     AND t.ancestor_id = up.ancestor_id;
  IF NEW.upline_id IS NOT NULL THEN
    INSERT INTO agent_team (ancestor_id, descendant_id, depth)
    SELECT a.ancestor_id, sub.descendant_id, a.depth + sub.depth + 1
      FROM agent_team a, agent_team sub
     WHERE a.descendant_id = NEW.upline_id AND sub.ancestor_id = NEW.id;
  END IF;
  RETURN NULL;
END $$;

CREATE TRIGGER agent_team_move AFTER UPDATE OF upline_id ON members
  FOR EACH ROW WHEN (OLD.upline_id IS DISTINCT FROM NEW.upline_id)
  EXECUTE FUNCTION agent_team_on_move();

-- The terms an agent holds (the rates its upline gave it, or the operator for a top agent): until the
-- contracts helper's tables take over, {kind: rate in basis points}. A downline's rate never exceeds its
-- upline's (checked by the service before any write).
CREATE TABLE agent_terms (
  member_id  bigint PRIMARY KEY REFERENCES members (id) ON DELETE CASCADE,
  terms      jsonb NOT NULL DEFAULT '{}' CHECK (jsonb_typeof(terms) = 'object'),
  set_by     text NOT NULL,
  updated_at timestamptz NOT NULL
);

-- Invitation links/codes an agent makes: a registration with the code lands under the agent, as a member or
-- an agent, with the terms the invite carries.
CREATE TABLE agent_invites (
  id          bigserial PRIMARY KEY,
  agent_id    bigint NOT NULL REFERENCES members (id),
  code        text NOT NULL,
  member_type integer NOT NULL CHECK (member_type IN (0, 1)),
  terms       jsonb NOT NULL DEFAULT '{}' CHECK (jsonb_typeof(terms) = 'object'),
  note        text NOT NULL DEFAULT '',
  status      text NOT NULL DEFAULT 'active' CHECK (status IN ('active', 'disabled')),
  uses        integer NOT NULL DEFAULT 0,
  created_at  timestamptz NOT NULL
);
CREATE UNIQUE INDEX agent_invites_code_ci ON agent_invites (lower(code));
CREATE INDEX agent_invites_agent_idx ON agent_invites (agent_id, id DESC);

-- Applications to become an agent (the /join page), decided by an operator.
CREATE TABLE agent_applications (
  id          bigserial PRIMARY KEY,
  member_id   bigint NOT NULL REFERENCES members (id),
  contact     text NOT NULL DEFAULT '',
  message     text NOT NULL DEFAULT '',
  status      text NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'approved', 'rejected')),
  agent_type  integer,
  reason      text,
  created_at  timestamptz NOT NULL,
  decided_at  timestamptz,
  decided_by  text
);
-- One open application per member.
CREATE UNIQUE INDEX agent_applications_one_pending ON agent_applications (member_id) WHERE status = 'pending';
CREATE INDEX agent_applications_status_idx ON agent_applications (status, id DESC);
