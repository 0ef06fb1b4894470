-- Inbox (issue 17 §5, spec §2 messageV2, §3 unreadMessage, §7 unread message count and language update).
--
-- The member's language (spec §7 "language update on language change"): system messages are written in it.
ALTER TABLE members ADD COLUMN language text NOT NULL DEFAULT 'vi' CHECK (language IN ('vi', 'en'));

-- One row per message, whoever it goes to. Content is per language ({ "vi": "…", "en": "…" }); a system
-- message is written once, in its member's stored language (one key). HTML bodies are sanitised on write.
--   audience 'member'  one or more named members (a delivery row each, written at send time)
--            'segment' VIP ranks, member labels or an agent's team: the segment is read ONCE at send time and
--                      written as delivery rows by one INSERT … SELECT (who was in it when it was sent)
--            'all'     every member whose account existed at send time: NO per-member row at send time; the
--                      read/deleted state of a member is a delivery row written lazily when it reads or deletes
CREATE TABLE inbox_messages (
  id          bigserial PRIMARY KEY,
  audience    text NOT NULL CHECK (audience IN ('member', 'segment', 'all')),
  -- The segment as the operator gave it ({ "kind": "vip", "ranks": [3] } …), for the record.
  segment     jsonb,
  -- 'system' (a template the server wrote) or 'operator'.
  source      text NOT NULL CHECK (source IN ('system', 'operator')),
  -- Marketing messages never reach self-excluded or timed-out players (safer gambling, filtered at read).
  marketing   boolean NOT NULL DEFAULT false,
  -- System template code (deposit_credited, …) and its parameters; null for operator messages.
  template    text,
  params      jsonb,
  title       jsonb NOT NULL,
  body        jsonb NOT NULL,
  format      text NOT NULL DEFAULT 'text' CHECK (format IN ('text', 'html')),
  created_at  timestamptz NOT NULL,
  created_by  text NOT NULL
);
-- The 'all' broadcasts a member may see: few rows, read newest first.
CREATE INDEX inbox_messages_all ON inbox_messages (created_at DESC, id DESC) WHERE audience = 'all';

-- A member's copy of a message: its read and deleted (soft, per member) state. For 'member' and 'segment'
-- messages written at send time (read_at null = unread); for 'all' only once the member reads or deletes it.
CREATE TABLE inbox_deliveries (
  member_id   bigint NOT NULL REFERENCES members (id),
  message_id  bigint NOT NULL REFERENCES inbox_messages (id),
  created_at  timestamptz NOT NULL,
  read_at     timestamptz,
  deleted_at  timestamptz,
  PRIMARY KEY (member_id, message_id)
);
-- The unread count and the list read a member's live copies newest first.
CREATE INDEX inbox_deliveries_live ON inbox_deliveries (member_id, message_id DESC) WHERE deleted_at IS NULL;
CREATE INDEX inbox_deliveries_message ON inbox_deliveries (message_id);
