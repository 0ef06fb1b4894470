-- Every SMS the server hands to a provider, with its delivery status (issue 12): 'queued' before the
-- provider is called, then 'accepted' (the provider took it), 'delivered' or 'failed' (the provider's
-- answer or its later status callback). The code itself is never stored here: the body is not kept.
CREATE TABLE sms_messages (
  id                  bigserial PRIMARY KEY,
  -- Our id of the request, sent to providers that take one (eSMS RequestId) and echoed by their callbacks.
  request_id          text NOT NULL UNIQUE,
  provider            text NOT NULL,
  phone               text NOT NULL,
  purpose             text NOT NULL,
  status              text NOT NULL CHECK (status IN ('queued', 'accepted', 'delivered', 'failed')),
  provider_message_id text,
  error               text,
  created_at          timestamptz NOT NULL,
  updated_at          timestamptz NOT NULL
);
CREATE INDEX sms_messages_provider_id_idx ON sms_messages (provider, provider_message_id);
CREATE INDEX sms_messages_phone_idx ON sms_messages (phone, created_at DESC);
