-- A system message is written once per event it tells of: callers that may run twice (a deposit's credit
-- hook on a retried callback, a job run again) pass a key (deposit:<ref>, withdrawal:<id>:approved, …).
ALTER TABLE inbox_messages ADD COLUMN event_key text;
CREATE UNIQUE INDEX inbox_messages_event_key ON inbox_messages (event_key) WHERE event_key IS NOT NULL;
