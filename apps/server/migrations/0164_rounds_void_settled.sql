-- Issue 14: a televised lottery result entered wrongly is corrected only by an audited void-and-redraw, and a
-- published result settles within seconds, so a settled round may now be voided once (the core's
-- voidSettled: every stake refunded, every win taken back, in one transaction). Everything else stays
-- final: a voided round never changes state, a drawn result and the seeds never change.
CREATE OR REPLACE FUNCTION rounds_guard() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF OLD.result IS NOT NULL AND NEW.result IS DISTINCT FROM OLD.result THEN
    RAISE EXCEPTION 'round % result is final', OLD.id USING ERRCODE = 'RD001';
  END IF;
  IF OLD.server_seed <> NEW.server_seed OR OLD.client_seed <> NEW.client_seed OR OLD.nonce <> NEW.nonce THEN
    RAISE EXCEPTION 'round % seeds are final', OLD.id USING ERRCODE = 'RD001';
  END IF;
  IF (OLD.state = 'voided' AND NEW.state <> OLD.state)
     OR (OLD.state = 'settled' AND NEW.state NOT IN ('settled', 'voided')) THEN
    RAISE EXCEPTION 'round % is %', OLD.id, OLD.state USING ERRCODE = 'RD001';
  END IF;
  RETURN NEW;
END $$;

-- Betting history names each lottery draw after its own lottery (the catalogue tile the lobby seeds per
-- game, node id 'TCG_LOTTO_VN-<code>'), not the demo catalogue's generic tiles.
UPDATE lottery_games SET history_node_id = 'TCG_LOTTO_VN-' || game
WHERE history_node_id IN ('TCG_LOTTO_VN-LOTT-001', 'TCG_LOTTO_VN-LOTT-002', 'TCG_LOTTO_VN-LOTT-003',
                          'TCG_LOTTO_VN-ELOTT-002', 'TCG_LOTTO_VN-ELOTT-003');
