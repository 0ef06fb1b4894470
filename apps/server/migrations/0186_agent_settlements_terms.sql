-- Issue 15: an agent given flat terms when its upline created it (agent_terms, migration 0180) is settled on
-- those terms until it accepts a contract of that kind: such a record names no contract.
ALTER TABLE agent_settlements ALTER COLUMN contract_id DROP NOT NULL;
