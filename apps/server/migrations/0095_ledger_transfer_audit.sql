-- An audited transfer in one round trip. ledger_transfer (0041) now also answers the balances of both
-- accounts just before and just after the transfer, read from the rows it updated (so they are exact
-- even under concurrency, unlike reads taken before or after in other statements), and, when given an
-- audit record, writes it in the same statement, so a money movement and its audit row commit together
-- or not at all. A replayed key moves nothing and writes no second audit row; its balances are NULL
-- (they belong to the first call, whose audit row keeps them: audit_log.transfer_id finds it).
ALTER TABLE audit_log ADD COLUMN transfer_id bigint REFERENCES ledger_transfers (id);
CREATE UNIQUE INDEX audit_log_transfer_idx ON audit_log (transfer_id) WHERE transfer_id IS NOT NULL;

DROP FUNCTION ledger_transfer(text, text, bigint, bigint, bigint, text, text, text, boolean, uuid, timestamptz);

-- p_audit: NULL, or {actor, action, subject?, ip?, requestId?, after?}. The row's before is
-- {debit: {accountId, posted, available}, credit: {…}}; its after is p_audit.after plus transferId,
-- amount and the same two balances after the transfer.
CREATE FUNCTION ledger_transfer(
  p_key text, p_hash text, p_debit bigint, p_credit bigint, p_amount bigint, p_unit text,
  p_kind text, p_reference text, p_pending boolean, p_batch uuid, p_at timestamptz, p_audit jsonb DEFAULT NULL
) RETURNS TABLE (id bigint, status text, created_at timestamptz, request_hash text, replayed boolean, balances jsonb)
LANGUAGE plpgsql VOLATILE AS $$
DECLARE
  v_acc bigint;
  v_posted bigint;
  v_pending_debits bigint;
  -- What the transfer moves out of posted now (0 for a reservation, which moves pending_debits instead).
  v_moved bigint := CASE WHEN p_pending THEN 0 ELSE p_amount END;
  v_debit jsonb;
  v_credit jsonb;
BEGIN
  INSERT INTO ledger_transfers AS t (idempotency_key, request_hash, debit_account_id, credit_account_id, amount,
                                     unit, kind, reference, status, batch_id, created_at)
  VALUES (p_key, p_hash, p_debit, p_credit, p_amount, p_unit, p_kind, p_reference,
          CASE WHEN p_pending THEN 'pending' ELSE 'posted' END, p_batch, p_at)
  ON CONFLICT DO NOTHING
  RETURNING t.id, t.status, t.created_at, t.request_hash, false
  INTO id, status, created_at, request_hash, replayed;
  IF id IS NULL THEN
    RETURN QUERY SELECT t.id, t.status, t.created_at, t.request_hash, true, NULL::jsonb
                 FROM ledger_transfers t WHERE t.idempotency_key = p_key;
    RETURN;
  END IF;
  FOREACH v_acc IN ARRAY ARRAY[least(p_debit, p_credit), greatest(p_debit, p_credit)] LOOP
    IF v_acc = p_debit THEN
      UPDATE ledger_accounts a
      SET posted = a.posted - v_moved,
          pending_debits = a.pending_debits + (p_amount - v_moved)
      WHERE a.id = p_debit AND (NOT a.protected OR a.posted - a.pending_debits - p_amount >= 0)
      RETURNING a.posted, a.pending_debits INTO v_posted, v_pending_debits;
      IF NOT FOUND THEN
        RAISE EXCEPTION 'insufficient funds' USING ERRCODE = 'LG001', DETAIL = p_debit::text;
      END IF;
      -- Before: posted was higher by what moved; pending_debits lower by what was reserved.
      v_debit := jsonb_build_object(
        'before', jsonb_build_object('accountId', p_debit, 'posted', v_posted + v_moved,
                                     'available', v_posted + v_moved - v_pending_debits + (p_amount - v_moved)),
        'after', jsonb_build_object('accountId', p_debit, 'posted', v_posted, 'available', v_posted - v_pending_debits));
    ELSE
      UPDATE ledger_accounts a
      SET posted = a.posted + v_moved,
          pending_credits = a.pending_credits + (p_amount - v_moved)
      WHERE a.id = p_credit
      RETURNING a.posted, a.pending_debits INTO v_posted, v_pending_debits;
      v_credit := jsonb_build_object(
        'before', jsonb_build_object('accountId', p_credit, 'posted', v_posted - v_moved,
                                     'available', v_posted - v_moved - v_pending_debits),
        'after', jsonb_build_object('accountId', p_credit, 'posted', v_posted, 'available', v_posted - v_pending_debits));
    END IF;
  END LOOP;
  balances := jsonb_build_object('debit', v_debit, 'credit', v_credit);
  IF p_audit IS NOT NULL THEN
    INSERT INTO audit_log (at, actor, action, subject, before, after, ip, request_id, transfer_id)
    VALUES (p_at, p_audit->>'actor', p_audit->>'action', p_audit->>'subject',
            jsonb_build_object('debit', v_debit->'before', 'credit', v_credit->'before'),
            coalesce(p_audit->'after', '{}'::jsonb)
              || jsonb_build_object('transferId', id, 'amount', p_amount,
                                    'debit', v_debit->'after', 'credit', v_credit->'after'),
            p_audit->>'ip', p_audit->>'requestId', id);
  END IF;
  RETURN NEXT;
END $$;
