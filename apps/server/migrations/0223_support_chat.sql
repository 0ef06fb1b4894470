-- Support chat (issue 17 §6; spec §2 chat room, §6 VIP channel): one conversation per player, its messages
-- (text, or one png/jpg image kept here, never under the web root), read marks and the operators' queue.
-- Typing is pushed live and never stored.

CREATE TABLE support_conversations (
  id                     bigserial PRIMARY KEY,
  member_id              bigint NOT NULL UNIQUE REFERENCES members (id),
  -- Spec §6: VIP rank above 4 → the VIP queue; decided when the conversation opens or reopens.
  queue                  text NOT NULL CHECK (queue IN ('general', 'vip')),
  status                 text NOT NULL CHECK (status IN ('open', 'closed')),
  -- The answering operator (no foreign key: the name is kept as it was, and an operator row may go).
  assigned_operator_id   bigint,
  assigned_operator_name text,
  -- Read marks: the last message id each side has read.
  player_read_id         bigint NOT NULL DEFAULT 0,
  operator_read_id       bigint NOT NULL DEFAULT 0,
  last_message_id        bigint NOT NULL DEFAULT 0,
  last_message_at        timestamptz,
  last_preview           text NOT NULL DEFAULT '',
  -- When it last (re)opened: the queue serves the longest waiting first.
  opened_at              timestamptz NOT NULL,
  closed_at              timestamptz,
  created_at             timestamptz NOT NULL,
  CHECK ((assigned_operator_id IS NULL) = (assigned_operator_name IS NULL))
);
-- The operators' queue: open conversations of a queue, waiting or assigned, oldest first.
CREATE INDEX support_conversations_queue_idx ON support_conversations (status, queue, opened_at);
CREATE INDEX support_conversations_assignee_idx ON support_conversations (assigned_operator_id, status)
  WHERE assigned_operator_id IS NOT NULL;

-- Images of the chat (spec §5: png or jpg, 5 MB at most; the type checked by content). Served only to the
-- conversation's player and to operators.
CREATE TABLE support_images (
  id              bigserial PRIMARY KEY,
  conversation_id bigint NOT NULL REFERENCES support_conversations (id),
  mime            text NOT NULL CHECK (mime IN ('image/png', 'image/jpeg')),
  size_bytes      integer NOT NULL CHECK (size_bytes BETWEEN 1 AND 5242880),
  data            bytea NOT NULL,
  created_at      timestamptz NOT NULL
);
CREATE INDEX support_images_conversation_idx ON support_images (conversation_id);

CREATE TABLE support_messages (
  id              bigserial PRIMARY KEY,
  conversation_id bigint NOT NULL REFERENCES support_conversations (id),
  sender          text NOT NULL CHECK (sender IN ('player', 'operator')),
  operator_id     bigint,
  operator_name   text,
  body            text CHECK (body IS NULL OR char_length(body) BETWEEN 1 AND 2000),
  image_id        bigint REFERENCES support_images (id),
  -- The sender's own key: a retried send returns the first message instead of writing a second.
  client_key      text,
  created_at      timestamptz NOT NULL,
  CHECK ((body IS NULL) <> (image_id IS NULL)),
  CHECK ((sender = 'operator') = (operator_id IS NOT NULL))
);
CREATE INDEX support_messages_conversation_idx ON support_messages (conversation_id, id);
CREATE UNIQUE INDEX support_messages_client_key ON support_messages (conversation_id, sender, client_key)
  WHERE client_key IS NOT NULL;

-- Operators' canned replies.
CREATE TABLE support_canned_replies (
  id          bigserial PRIMARY KEY,
  title       text NOT NULL CHECK (char_length(title) BETWEEN 1 AND 80),
  body        text NOT NULL CHECK (char_length(body) BETWEEN 1 AND 2000),
  language    text NOT NULL CHECK (language IN ('vi', 'en')),
  created_by  text NOT NULL,
  created_at  timestamptz NOT NULL,
  updated_at  timestamptz NOT NULL
);

-- The live-chat entry (customer-service type 3) pointed at an address that does not exist: it now opens the
-- built-in chat (SUPPORT_CHAT_BUILTIN_URL). Present on every site, demo or not; an operator's own URL stays.
INSERT INTO cs_entries (seed_key, cs_type, cs_position, title, url)
VALUES ('live-chat', 3, 1, '{"vi": "Hỗ trợ trực tuyến 24/7", "en": "Live chat 24/7"}', 'builtin:support-chat')
ON CONFLICT (seed_key) DO UPDATE SET url = 'builtin:support-chat'
  WHERE cs_entries.url = 'https://chat.vn88club.example/livechat?site=vn88&group=cskh';
