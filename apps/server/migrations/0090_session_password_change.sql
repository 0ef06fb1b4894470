-- A session opened with the default weak password or an expired one (spec §4) may only change the
-- password, read the member's info and sign out until the password is changed; the server refuses the
-- rest, so skipping the change-password modal (a reload, a direct API call) gains nothing.
ALTER TABLE sessions ADD COLUMN password_change_required boolean NOT NULL DEFAULT false;
