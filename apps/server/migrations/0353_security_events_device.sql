-- Linked accounts by device (issue 19): the web's device id (a random 128-bit id kept in the browser's
-- localStorage, sent as x-device-id) is recorded with sign-ins, as the SHA-256 of 'id:' || id, first 32 hex
-- characters: the same value the promotions and referral modules keep for a device, and not the id itself, so
-- what the back office shows cannot be replayed as that player's device. NULL: no id, or a malformed one.
ALTER TABLE security_events ADD COLUMN device text;

-- Players sharing a device (backoffice-players linkedAccounts): by device, the distinct members that used it.
-- Partial: most rows (events without a request from the web, older rows) carry none.
CREATE INDEX security_events_device_idx ON security_events (device, member_id) WHERE device IS NOT NULL;
