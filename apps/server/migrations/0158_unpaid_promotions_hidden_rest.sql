-- Issue 12, continuing 0156: the rest of the demo content promised what the site does not pay: 50 free
-- spins a week on PG Soft, parlay insurance, 50,000 ₫ per referred friend, a birthday gift up to
-- 1,888,000 ₫, billion-dong jackpots, Drops & Wins prizes, fishing "rewards" and free bullets, a
-- 500,000,000 ₫ poker prize pool, "paid instantly" lottery odds, point-mall prizes and double points.
-- The seed now describes what the site does (the verifiable house slot and dice table, automatic deposits,
-- free play) under new seed keys, so the next seed adds those rows; this disables the old rows a database
-- seeded before still holds, as an operator would, so the promotions work can turn them back on once the
-- site pays them.
UPDATE notices SET enabled = false
  WHERE seed_key IN ('promo-slot-week', 'promo-parlay', 'promo-referral', 'promo-birthday');
UPDATE banners SET enabled = false
  WHERE seed_key IN ('home-referral', 'rng-jackpot', 'rng-freespin', 'rng-pp', 'fish-boss', 'fish-jili',
    'pvp-poker', 'sports-parlay', 'elott-3mien', 'promotions-referral', 'promotions-birthday',
    'pointmall-gifts', 'pointmall-double');
