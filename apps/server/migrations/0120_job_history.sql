-- Finished jobs. graphile-worker deletes a job's row once it succeeds; the operator still wants to see
-- what ran, when, how long and after how many attempts, so the job runner writes one row here per
-- success. Bounded: the jobs.prune_history task keeps the newest rows only (see docs/jobs.md).
CREATE TABLE job_history (
  id          bigserial PRIMARY KEY,
  job_id      bigint      NOT NULL,
  task        text        NOT NULL,
  job_key     text,
  payload     jsonb,
  attempts    int         NOT NULL,
  max_attempts int        NOT NULL,
  created_at  timestamptz NOT NULL,
  started_at  timestamptz NOT NULL,
  finished_at timestamptz NOT NULL,
  duration_ms int         NOT NULL,
  worker      text        NOT NULL
);
CREATE INDEX job_history_finished ON job_history (finished_at DESC, id DESC);
CREATE INDEX job_history_task ON job_history (task, finished_at DESC);
