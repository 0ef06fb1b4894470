-- Live push of member balances (issue 13 §3, apps/server/src/platform/realtime). Every change of a
-- member's ledger account sends a `balance` event to that member's open sockets, on every node, through
-- the realtime NOTIFY channel (payload shape: realtime.channel.ts EnvelopeSchema, `m` = member id).
--
-- Why a trigger rather than the ledger service publishing after its transfer: money moves through
-- ledger_transfer() from many callers, often inside the caller's own transaction (deposits, withdrawals,
-- vendor wallets, house games, adjustments, and later rounds), and a few paths do not go through the
-- service at all (seeds, repair scripts, manual SQL). A row trigger sees every one of them, and NOTIFY
-- inside that transaction is delivered only when it commits, with the balance it committed: no event for
-- a rolled-back bet, none missed because a caller forgot to publish.
-- Cost: one small JSON notification per member-side row update (house accounts have no owner and are
-- skipped). `npm run bench:ledger` was measured before and after (see the commit message).
CREATE FUNCTION ledger_accounts_notify_balance() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('realtime_events', json_build_object(
    'm', NEW.owner_member_id,
    'e', json_build_object(
      'type', 'balance',
      'account', NEW.kind,
      'vendor', NEW.vendor,
      'unit', NEW.unit,
      'posted', NEW.posted,
      'held', NEW.pending_debits,
      'available', NEW.posted - NEW.pending_debits))::text);
  RETURN NULL;
END $$;

CREATE TRIGGER ledger_accounts_balance_notify
  AFTER UPDATE OF posted, pending_debits ON ledger_accounts
  FOR EACH ROW
  WHEN (NEW.owner_member_id IS NOT NULL
        AND (OLD.posted <> NEW.posted OR OLD.pending_debits <> NEW.pending_debits))
  EXECUTE FUNCTION ledger_accounts_notify_balance();
