-- Live push of member balances no longer NOTIFYs from a trigger inside every money transaction (0125).
-- PostgreSQL serialises the commits of transactions that NOTIFY (one lock, held through the commit's WAL
-- flush): measured on this machine, ledger transfers ran at 0.43 of their rate without it. The ledger
-- service now tells which members moved after its commit, batched into one NOTIFY per process every 50 ms,
-- and each node reads the committed balances of the members it has sockets for
-- (apps/server/src/platform/realtime/balance-hints.ts, balance-sync.ts).
DROP TRIGGER IF EXISTS ledger_accounts_balance_notify ON ledger_accounts;
DROP FUNCTION IF EXISTS ledger_accounts_notify_balance();
