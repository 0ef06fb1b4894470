-- Server processes keep the encryption key pair in memory (platform/crypto/key-store.ts). A rotation, from
-- whichever process or tool makes it, notifies every process so it drops its cached keys and publishes the
-- new one at once instead of at its next restart. NOTIFY is delivered on commit: a rolled-back rotation
-- drops nothing.
CREATE FUNCTION notify_server_keys_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('server_keys_changed', '');
  RETURN NULL;
END $$;

CREATE TRIGGER server_keys_changed AFTER INSERT OR UPDATE OR DELETE ON server_keys
  FOR EACH STATEMENT EXECUTE FUNCTION notify_server_keys_changed();
