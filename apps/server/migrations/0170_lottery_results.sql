-- Issue 14 §2: results of the Vietnam lottery's draws. The draw itself is a rounds row (the rounds core);
-- its result happens on TV, so it reaches the core only through this module: an operator's entry approved
-- by a second operator (four eyes), a results feed, or (out of the box, no feed) the demo generator.
-- One row per draw holds what each source said and what was published; the core's rounds row keeps the
-- published result (immutable by its trigger), this row keeps how it got there.
CREATE TABLE lottery_draw_results (
  round_id          bigint PRIMARY KEY REFERENCES rounds (id),
  region            text NOT NULL CHECK (region IN ('north', 'south')),
  -- awaiting: nothing usable yet; pending_approval: entered, waits for a second operator; approved:
  -- approved, waits for the feed to confirm (feed on, within its grace); flagged: feed and entry disagree
  -- (settlement stopped, alert open); published: recorded in the core; voided: corrected by void-and-redraw.
  status            text NOT NULL CHECK (status IN ('awaiting', 'pending_approval', 'approved', 'flagged',
                                                    'published', 'voided')),
  entry_result      jsonb,
  entered_by        bigint,
  entered_by_name   text,
  entered_at        timestamptz,
  approved_by       bigint,
  approved_by_name  text,
  approved_at       timestamptz,
  feed_result       jsonb,
  feed_at           timestamptz,
  -- An operator set the feed's answer aside for this draw (it was wrong): it no longer counts.
  feed_dismissed    boolean NOT NULL DEFAULT false,
  published_result  jsonb,
  -- operator: four-eyes entry (feed_confirmed when the feed agreed); feed: a trusted feed alone; demo:
  -- the demo generator (CSPRNG), never a real draw.
  published_source  text CHECK (published_source IN ('operator', 'feed', 'demo')),
  feed_confirmed    boolean NOT NULL DEFAULT false,
  published_at      timestamptz,
  flagged_at        timestamptz,
  corrected_result  jsonb,
  void_reason       text,
  voided_by         text,
  voided_at         timestamptz,
  updated_at        timestamptz NOT NULL,
  -- Four eyes, whatever path writes: the approver is never the operator who entered.
  CHECK (approved_by IS NULL OR (entered_by IS NOT NULL AND approved_by <> entered_by)),
  CHECK ((status = 'published') = (published_result IS NOT NULL AND voided_at IS NULL) OR status = 'voided'),
  CHECK ((status = 'voided') = (voided_at IS NOT NULL))
);
CREATE INDEX lottery_draw_results_open_idx ON lottery_draw_results (status) WHERE status NOT IN ('published', 'voided');

-- A published result never changes and a voided row stays voided, whatever path writes.
CREATE FUNCTION lottery_draw_results_guard() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF OLD.published_result IS NOT NULL AND NEW.published_result IS DISTINCT FROM OLD.published_result THEN
    RAISE EXCEPTION 'draw % result is published', OLD.round_id USING ERRCODE = 'RD001';
  END IF;
  IF OLD.status = 'voided' AND NEW.status <> 'voided' THEN
    RAISE EXCEPTION 'draw % is voided', OLD.round_id USING ERRCODE = 'RD001';
  END IF;
  RETURN NEW;
END $$;
CREATE TRIGGER lottery_draw_results_guard BEFORE UPDATE ON lottery_draw_results
  FOR EACH ROW EXECUTE FUNCTION lottery_draw_results_guard();

-- Operator alerts about results: a feed that disagrees with an entry (settlement stopped), a feed answer
-- that fails the layout, a feed that cannot be reached. At most one open alert per draw and kind.
CREATE TABLE lottery_result_alerts (
  id           bigserial PRIMARY KEY,
  round_id     bigint REFERENCES rounds (id),
  kind         text NOT NULL CHECK (kind IN ('feed_disagrees', 'feed_invalid', 'feed_unreachable')),
  detail       jsonb NOT NULL,
  raised_at    timestamptz NOT NULL,
  resolved_at  timestamptz,
  resolved_by  text
);
CREATE UNIQUE INDEX lottery_result_alerts_open_idx ON lottery_result_alerts (round_id, kind) WHERE resolved_at IS NULL;

-- The results feed, one operator setting (single row): where to fetch, how to read it, whether to trust it.
CREATE TABLE lottery_results_feed (
  id                   integer PRIMARY KEY CHECK (id = 1),
  enabled              boolean NOT NULL,
  url                  text NOT NULL,
  -- standard: our own shape; mapping: field paths and prize names of another provider (see the module).
  format               text NOT NULL CHECK (format IN ('standard', 'mapping')),
  mapping              jsonb NOT NULL,
  -- A trusted feed's result stands alone; an untrusted one only confirms (or flags) operator entries.
  trusted              boolean NOT NULL,
  poll_window_minutes  integer NOT NULL CHECK (poll_window_minutes BETWEEN 5 AND 1440),
  confirm_wait_minutes integer NOT NULL CHECK (confirm_wait_minutes BETWEEN 0 AND 1440),
  timeout_ms           integer NOT NULL CHECK (timeout_ms BETWEEN 500 AND 30000),
  demo_when_off        boolean NOT NULL,
  updated_at           timestamptz NOT NULL,
  updated_by           text
);
INSERT INTO lottery_results_feed (id, enabled, url, format, mapping, trusted, poll_window_minutes,
                                  confirm_wait_minutes, timeout_ms, demo_when_off, updated_at)
VALUES (1, false, '', 'standard', '{}', false, 180, 30, 5000, true, now());
