-- Issue 18: the session-time limit and the reality check read a member's newest login session (idled out
-- or not) on every stake of a member with a session limit; the only member index on sessions was partial.
CREATE INDEX sessions_member_created_idx ON sessions (member_id, created_at DESC);
