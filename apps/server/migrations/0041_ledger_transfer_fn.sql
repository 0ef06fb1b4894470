-- One ledger transfer in one round trip. The rules are those of the ledger service (which calls this
-- and is the only caller): the transfer row is inserted under its unique idempotency key, then the two
-- accounts are updated in ascending id order (so concurrent transfers queue instead of deadlocking),
-- the debit side only if the protected balance still covers it. Under READ COMMITTED each statement
-- of a VOLATILE function takes a fresh snapshot, and a blocked UPDATE re-checks its WHERE against the
-- row the other transaction committed, so two debits never pass on the same money; the CHECK
-- constraint on ledger_accounts stands behind it.
--
-- Returns the stored transfer's id, status and created_at, and replayed = true when the key existed
-- (the caller compares request_hash to tell a retry from a conflict). Raises SQLSTATE 'LG001' (detail:
-- the debit account id) when the balance does not cover the debit; the caller's transaction rolls back.
CREATE FUNCTION ledger_transfer(
  p_key text, p_hash text, p_debit bigint, p_credit bigint, p_amount bigint, p_unit text,
  p_kind text, p_reference text, p_pending boolean, p_batch uuid, p_at timestamptz
) RETURNS TABLE (id bigint, status text, created_at timestamptz, request_hash text, replayed boolean)
LANGUAGE plpgsql VOLATILE AS $$
DECLARE
  v_acc bigint;
BEGIN
  INSERT INTO ledger_transfers AS t (idempotency_key, request_hash, debit_account_id, credit_account_id, amount,
                                     unit, kind, reference, status, batch_id, created_at)
  VALUES (p_key, p_hash, p_debit, p_credit, p_amount, p_unit, p_kind, p_reference,
          CASE WHEN p_pending THEN 'pending' ELSE 'posted' END, p_batch, p_at)
  ON CONFLICT DO NOTHING
  RETURNING t.id, t.status, t.created_at, t.request_hash, false
  INTO id, status, created_at, request_hash, replayed;
  IF id IS NULL THEN
    RETURN QUERY SELECT t.id, t.status, t.created_at, t.request_hash, true
                 FROM ledger_transfers t WHERE t.idempotency_key = p_key;
    RETURN;
  END IF;
  FOREACH v_acc IN ARRAY ARRAY[least(p_debit, p_credit), greatest(p_debit, p_credit)] LOOP
    IF v_acc = p_debit THEN
      UPDATE ledger_accounts a
      SET posted = a.posted - CASE WHEN p_pending THEN 0 ELSE p_amount END,
          pending_debits = a.pending_debits + CASE WHEN p_pending THEN p_amount ELSE 0 END
      WHERE a.id = p_debit AND (NOT a.protected OR a.posted - a.pending_debits - p_amount >= 0);
      IF NOT FOUND THEN
        RAISE EXCEPTION 'insufficient funds' USING ERRCODE = 'LG001', DETAIL = p_debit::text;
      END IF;
    ELSE
      UPDATE ledger_accounts a
      SET posted = a.posted + CASE WHEN p_pending THEN 0 ELSE p_amount END,
          pending_credits = a.pending_credits + CASE WHEN p_pending THEN p_amount ELSE 0 END
      WHERE a.id = p_credit;
    END IF;
  END LOOP;
  RETURN NEXT;
END $$;
