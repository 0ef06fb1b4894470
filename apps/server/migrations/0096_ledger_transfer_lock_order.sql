-- ledger_transfer (0041, 0095) takes the row locks of both accounts before it inserts the transfer, and
-- answers a replay before taking any lock. Why: under heavy concurrent load with aborts, inserting the
-- transfer first took key-share locks (its foreign keys) on accounts the same transaction then updated;
-- PostgreSQL 18 once failed such an update with "new multixact has more than one updating member"
-- (SQLSTATE XX000) in the conservation test. Holding the update lock first means no key-share lock is ever
-- taken next to it. Same signature and result.
CREATE OR REPLACE FUNCTION ledger_transfer(
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
  -- A retry moves nothing and takes no lock.
  RETURN QUERY SELECT t.id, t.status, t.created_at, t.request_hash, true, NULL::jsonb
               FROM ledger_transfers t WHERE t.idempotency_key = p_key;
  IF FOUND THEN
    RETURN;
  END IF;
  -- Both accounts locked for update, in id order, before the transfer row's foreign keys take their
  -- key-share locks on them: the transaction then holds one lock per row, never a key-share lock next to
  -- its own update (that pair, with a concurrent updater that aborted, can make PostgreSQL fail with
  -- "new multixact has more than one updating member").
  PERFORM 1 FROM ledger_accounts a WHERE a.id IN (p_debit, p_credit) ORDER BY a.id FOR NO KEY UPDATE;
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
