-- 0207 seeded the default VIP levels' amounts in đồng; money is minor units (1 ₫ = 100). Multiply the defaults
-- (only rows still as 0207 left them: an operator's own edit is kept).
UPDATE vip_levels
   SET min_deposits = min_deposits * 100, min_turnover = min_turnover * 100,
       withdraw_daily_amount = withdraw_daily_amount * 100, birthday_bonus = birthday_bonus * 100,
       levelup_bonus = levelup_bonus * 100
 WHERE (rank, min_deposits, levelup_bonus) IN ((0, 0, 0), (1, 1000000, 28000), (2, 5000000, 88000),
        (3, 20000000, 288000), (4, 50000000, 888000), (5, 200000000, 2888000), (6, 1000000000, 8888000));
