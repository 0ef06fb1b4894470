-- Issue 19: the player page's lists are paged by keyset, newest first by (time, id) (platform/db/keyset.ts): each
-- page is one range scan of an index that holds the member, the time and the id in that order. Bets have theirs
-- (bets_member_time_idx) and the ledger's transfers are read per side by their (account, created_at) indexes;
-- these are the others'. security_events' (member_id, kind, at) cannot serve a list of every kind by time.
CREATE INDEX promotion_rewards_member_time_idx ON promotion_rewards (member_id, offered_at DESC, id DESC);
CREATE INDEX bonus_wagering_member_time_idx ON bonus_wagering (member_id, created_at DESC, id DESC);
CREATE INDEX security_events_member_time_idx ON security_events (member_id, at DESC, id DESC);
CREATE INDEX player_notes_member_time_idx ON player_notes (member_id, created_at DESC, id DESC);
