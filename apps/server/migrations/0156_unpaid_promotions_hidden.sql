-- Issue 12: the demo content advertised a 100 % welcome bonus, a "1.5 % rebate credited automatically",
-- 1 % baccarat and cockfight rebates, a 131K sign-up bonus and "today's bonus" at login, none of which the
-- site pays yet. The seed no longer has them; this hides the rows a database seeded before still holds
-- (disabled, as an operator would, so the promotions work can turn them back on once it pays them).
-- The old welcome ticker line ('pl-welcome', which ended in the bonus) is replaced by 'pl-welcome-site'.
UPDATE notices SET enabled = false
  WHERE seed_key IN ('pu-welcome', 'promo-welcome', 'promo-rebate', 'pl-welcome');
UPDATE banners SET enabled = false
  WHERE seed_key IN ('home-welcome', 'home-rebate', 'live-baccarat', 'cockfight-rebate', 'promotions-welcome',
    'register-131k', 'login-welcome');
