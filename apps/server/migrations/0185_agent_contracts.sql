-- Issue 15: agent contracts (dividend, daily, hourly and real-time salary) and their settlements.

-- A contract: tiers an upline offers to a direct downline (upline_id NULL: set by the operator for a top
-- agent). The downline accepts or rejects an offer; an accepted contract applies from the next period
-- (effective_from) and stays until a later accepted one of the same kind takes over. Rows are never
-- deleted: they are the history.
CREATE TABLE agent_contracts (
  id             bigserial PRIMARY KEY,
  agent_id       bigint NOT NULL REFERENCES members (id),
  upline_id      bigint REFERENCES members (id),
  kind           text NOT NULL CHECK (kind IN ('dividend', 'daily', 'hourly', 'realtime')),
  -- [{minTurnover, minNetLoss, minActive, rateBp}], integers (minor units, basis points).
  tiers          jsonb NOT NULL CHECK (jsonb_typeof(tiers) = 'array'),
  status         text NOT NULL CHECK (status IN ('offered', 'accepted', 'rejected', 'withdrawn')),
  effective_from timestamptz,
  offered_by     text NOT NULL,
  offered_at     timestamptz NOT NULL,
  decided_at     timestamptz,
  CHECK ((status = 'accepted') = (effective_from IS NOT NULL))
);
-- One open offer per (downline, kind): a new offer withdraws the previous one.
CREATE UNIQUE INDEX agent_contracts_one_offer ON agent_contracts (agent_id, kind) WHERE status = 'offered';
-- The contract in force for a period: the latest accepted with effective_from <= the period's start.
CREATE INDEX agent_contracts_in_force ON agent_contracts (kind, agent_id, effective_from DESC) WHERE status = 'accepted';
CREATE INDEX agent_contracts_upline_idx ON agent_contracts (upline_id, id DESC);

-- One record per (agent, kind, period): what was measured, the tier used and the amount. The unique key is
-- what makes a settlement happen once; the ledger key agent-pay:<agent>:<kind>:<period> makes it pay once.
CREATE TABLE agent_settlements (
  id             bigserial PRIMARY KEY,
  agent_id       bigint NOT NULL REFERENCES members (id),
  kind           text NOT NULL CHECK (kind IN ('dividend', 'daily', 'hourly', 'realtime')),
  period_key     text NOT NULL,
  period_start   timestamptz NOT NULL,
  period_end     timestamptz NOT NULL,
  contract_id    bigint NOT NULL REFERENCES agent_contracts (id),
  -- turnover, netLoss, active, carryIn, base, rateBp, tierIndex, tier, gross, downlineGross.
  figures        jsonb NOT NULL,
  amount         bigint NOT NULL CHECK (amount >= 0),
  carry_out      bigint NOT NULL DEFAULT 0 CHECK (carry_out <= 0),
  status         text NOT NULL CHECK (status IN ('pending', 'paid', 'rejected', 'carried_forward')),
  -- true while an operator must approve it before it is paid (setting per kind).
  needs_approval boolean NOT NULL DEFAULT false,
  transfer_id    bigint,
  created_at     timestamptz NOT NULL,
  decided_at     timestamptz,
  decided_by     text,
  UNIQUE (agent_id, kind, period_key)
);
CREATE INDEX agent_settlements_agent_idx ON agent_settlements (agent_id, kind, period_start DESC);
CREATE INDEX agent_settlements_payable_idx ON agent_settlements (kind, period_key, id)
  WHERE status = 'pending' AND NOT needs_approval;

-- Each (kind, period) measured once: the run that inserts this row inserts the period's records with it.
CREATE TABLE agent_settlement_runs (
  kind        text NOT NULL,
  period_key  text NOT NULL,
  measured_at timestamptz NOT NULL,
  agents      integer NOT NULL,
  PRIMARY KEY (kind, period_key)
);

-- Measuring a period reads the bets settled in it.
CREATE INDEX IF NOT EXISTS bets_settled_at_idx ON bets (settled_at) INCLUDE (member_id, stake, win)
  WHERE status = 'settled' AND unit = 'VND';
