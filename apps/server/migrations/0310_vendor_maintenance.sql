-- Per-vendor maintenance (issue 19, the back office's games screen): while on, launches of the vendor's games
-- are refused with 'vendor_maintenance' and the lobby still lists the vendor. Wins and rollbacks of rounds
-- already played are never refused (the seamless wallet decides those, not this flag).
ALTER TABLE vendors ADD COLUMN maintenance boolean NOT NULL DEFAULT false;
