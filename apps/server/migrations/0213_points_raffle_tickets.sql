-- Issue 17 part 2: lucky-wheel tickets bought with points. A raffle's tickets are not rows (migration 0200:
-- they are counted from the period's deposits and turnover); tickets bought in the points mall are added to
-- that count for the raffle period they were bought in (raffle.tickets.ts ticketsOf), on top of the rule's cap.
CREATE TABLE points_raffle_tickets (
  redemption_id  bigint PRIMARY KEY REFERENCES points_redemptions (id),
  member_id      bigint NOT NULL REFERENCES members (id),
  promotion_id   bigint NOT NULL REFERENCES promotions (id),
  period_key     text NOT NULL,
  tickets        integer NOT NULL CHECK (tickets > 0),
  created_at     timestamptz NOT NULL
);
CREATE INDEX points_raffle_tickets_member ON points_raffle_tickets (promotion_id, member_id, period_key);
