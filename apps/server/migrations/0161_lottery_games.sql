-- Issue 14: lottery games as operator data. Each lottery game is a round game (its draws are rows of
-- `rounds`, its bets rows of `round_bets`); this table holds what only a lottery has. Vietnam lottery:
-- one game per station (province), drawn on its weekdays at its region's local time, its result entered
-- or fed (result_source 'external'); the North is one game whose station changes by weekday. Fast lottery
-- (siêu tốc): drawn every N minutes from the committed seed pair (result_source 'seed').
CREATE TABLE lottery_games (
  game             text PRIMARY KEY REFERENCES round_games (game),
  kind             text NOT NULL CHECK (kind IN ('vn', 'fast')),
  -- Area shown to players; layout is the prize layout of the maths (South and Central share one).
  area             text NOT NULL CHECK (area IN ('north', 'central', 'south')),
  layout           text NOT NULL CHECK (layout IN ('north', 'south')),
  name_vi          text NOT NULL,
  name_en          text NOT NULL,
  station_code     text,
  -- North: the station drawing on each weekday ({"2":"Hà Nội", …}, spec weekday values).
  stations         jsonb,
  prize_modes      text[] NOT NULL CHECK (cardinality(prize_modes) > 0
                     AND prize_modes <@ ARRAY['Lott', 'ZY', 'Elott', 'SEA']),
  default_mode     text NOT NULL,
  min_points       integer NOT NULL CHECK (min_points > 0),
  max_points       integer NOT NULL CHECK (max_points >= min_points),
  -- The most the house may owe on one number of one draw if it comes up (worst case, minor units).
  number_cap       bigint CHECK (number_cap > 0),
  -- Betting history: the catalogue game a member's draws are listed under (vendor TCG_LOTTO_VN).
  history_node_id  text NOT NULL,
  history_category text NOT NULL,
  sort             integer NOT NULL DEFAULT 0,
  updated_at       timestamptz NOT NULL,
  CHECK (default_mode = ANY (prize_modes))
);

-- An operator's odds table of one prize mode (minor units per point and leg). No row: the default table
-- (DEFAULT_LOTTERY_ODDS of @app/games, scaled to a point of 1,000 ₫).
CREATE TABLE lottery_odds (
  game        text NOT NULL REFERENCES lottery_games (game),
  prize_mode  text NOT NULL CHECK (prize_mode IN ('Lott', 'ZY', 'Elott', 'SEA')),
  odds        jsonb NOT NULL,
  updated_at  timestamptz NOT NULL,
  PRIMARY KEY (game, prize_mode)
);

-- Seed: the commonly published schedule (shared/domain/vn-lottery.md) and the fast games.
-- Limits: 1–10,000 points a bet, 500,000,000 ₫ a member per draw, stakes per bet up to that; a number may
-- owe at most 200,000,000 ₫ (Vietnam) / 50,000,000 ₫ (fast) per draw. Amounts in minor units (1/100 ₫).
WITH seed (game, kind, area, layout, name_vi, name_en, station, weekdays, draw_time, interval_s, lock_s, sort) AS (
  VALUES
  ('vn-mb', 'vn', 'north', 'north', 'Xổ Số Miền Bắc', 'Northern Lottery', 'MB', ARRAY[1,2,3,4,5,6,7], '18:15', 86400, 900, 10),
  ('vn-mt-phuyen', 'vn', 'central', 'south', 'Xổ Số Phú Yên', 'Phu Yen Lottery', 'PY', ARRAY[2], '17:15', 86400, 900, 100),
  ('vn-mt-hue', 'vn', 'central', 'south', 'Xổ Số Thừa Thiên Huế', 'Hue Lottery', 'TTH', ARRAY[2,1], '17:15', 86400, 900, 101),
  ('vn-mt-daklak', 'vn', 'central', 'south', 'Xổ Số Đắk Lắk', 'Dak Lak Lottery', 'DLK', ARRAY[3], '17:15', 86400, 900, 102),
  ('vn-mt-quangnam', 'vn', 'central', 'south', 'Xổ Số Quảng Nam', 'Quang Nam Lottery', 'QNM', ARRAY[3], '17:15', 86400, 900, 103),
  ('vn-mt-danang', 'vn', 'central', 'south', 'Xổ Số Đà Nẵng', 'Da Nang Lottery', 'DNG', ARRAY[4,7], '17:15', 86400, 900, 104),
  ('vn-mt-khanhhoa', 'vn', 'central', 'south', 'Xổ Số Khánh Hòa', 'Khanh Hoa Lottery', 'KH', ARRAY[4,1], '17:15', 86400, 900, 105),
  ('vn-mt-binhdinh', 'vn', 'central', 'south', 'Xổ Số Bình Định', 'Binh Dinh Lottery', 'BDI', ARRAY[5], '17:15', 86400, 900, 106),
  ('vn-mt-quangtri', 'vn', 'central', 'south', 'Xổ Số Quảng Trị', 'Quang Tri Lottery', 'QT', ARRAY[5], '17:15', 86400, 900, 107),
  ('vn-mt-quangbinh', 'vn', 'central', 'south', 'Xổ Số Quảng Bình', 'Quang Binh Lottery', 'QB', ARRAY[5], '17:15', 86400, 900, 108),
  ('vn-mt-gialai', 'vn', 'central', 'south', 'Xổ Số Gia Lai', 'Gia Lai Lottery', 'GL', ARRAY[6], '17:15', 86400, 900, 109),
  ('vn-mt-ninhthuan', 'vn', 'central', 'south', 'Xổ Số Ninh Thuận', 'Ninh Thuan Lottery', 'NT', ARRAY[6], '17:15', 86400, 900, 110),
  ('vn-mt-quangngai', 'vn', 'central', 'south', 'Xổ Số Quảng Ngãi', 'Quang Ngai Lottery', 'QNG', ARRAY[7], '17:15', 86400, 900, 111),
  ('vn-mt-daknong', 'vn', 'central', 'south', 'Xổ Số Đắk Nông', 'Dak Nong Lottery', 'DNO', ARRAY[7], '17:15', 86400, 900, 112),
  ('vn-mt-kontum', 'vn', 'central', 'south', 'Xổ Số Kon Tum', 'Kon Tum Lottery', 'KT', ARRAY[1], '17:15', 86400, 900, 113),
  ('vn-mn-hcm', 'vn', 'south', 'south', 'Xổ Số TP. Hồ Chí Minh', 'Ho Chi Minh City Lottery', 'HCM', ARRAY[2,7], '16:15', 86400, 900, 200),
  ('vn-mn-dongthap', 'vn', 'south', 'south', 'Xổ Số Đồng Tháp', 'Dong Thap Lottery', 'DT', ARRAY[2], '16:15', 86400, 900, 201),
  ('vn-mn-camau', 'vn', 'south', 'south', 'Xổ Số Cà Mau', 'Ca Mau Lottery', 'CM', ARRAY[2], '16:15', 86400, 900, 202),
  ('vn-mn-bentre', 'vn', 'south', 'south', 'Xổ Số Bến Tre', 'Ben Tre Lottery', 'BTR', ARRAY[3], '16:15', 86400, 900, 203),
  ('vn-mn-vungtau', 'vn', 'south', 'south', 'Xổ Số Vũng Tàu', 'Vung Tau Lottery', 'VT', ARRAY[3], '16:15', 86400, 900, 204),
  ('vn-mn-baclieu', 'vn', 'south', 'south', 'Xổ Số Bạc Liêu', 'Bac Lieu Lottery', 'BL', ARRAY[3], '16:15', 86400, 900, 205),
  ('vn-mn-dongnai', 'vn', 'south', 'south', 'Xổ Số Đồng Nai', 'Dong Nai Lottery', 'DN', ARRAY[4], '16:15', 86400, 900, 206),
  ('vn-mn-cantho', 'vn', 'south', 'south', 'Xổ Số Cần Thơ', 'Can Tho Lottery', 'CT', ARRAY[4], '16:15', 86400, 900, 207),
  ('vn-mn-soctrang', 'vn', 'south', 'south', 'Xổ Số Sóc Trăng', 'Soc Trang Lottery', 'ST', ARRAY[4], '16:15', 86400, 900, 208),
  ('vn-mn-tayninh', 'vn', 'south', 'south', 'Xổ Số Tây Ninh', 'Tay Ninh Lottery', 'TN', ARRAY[5], '16:15', 86400, 900, 209),
  ('vn-mn-angiang', 'vn', 'south', 'south', 'Xổ Số An Giang', 'An Giang Lottery', 'AG', ARRAY[5], '16:15', 86400, 900, 210),
  ('vn-mn-binhthuan', 'vn', 'south', 'south', 'Xổ Số Bình Thuận', 'Binh Thuan Lottery', 'BTH', ARRAY[5], '16:15', 86400, 900, 211),
  ('vn-mn-vinhlong', 'vn', 'south', 'south', 'Xổ Số Vĩnh Long', 'Vinh Long Lottery', 'VL', ARRAY[6], '16:15', 86400, 900, 212),
  ('vn-mn-binhduong', 'vn', 'south', 'south', 'Xổ Số Bình Dương', 'Binh Duong Lottery', 'BD', ARRAY[6], '16:15', 86400, 900, 213),
  ('vn-mn-travinh', 'vn', 'south', 'south', 'Xổ Số Trà Vinh', 'Tra Vinh Lottery', 'TV', ARRAY[6], '16:15', 86400, 900, 214),
  ('vn-mn-longan', 'vn', 'south', 'south', 'Xổ Số Long An', 'Long An Lottery', 'LA', ARRAY[7], '16:15', 86400, 900, 215),
  ('vn-mn-binhphuoc', 'vn', 'south', 'south', 'Xổ Số Bình Phước', 'Binh Phuoc Lottery', 'BP', ARRAY[7], '16:15', 86400, 900, 216),
  ('vn-mn-haugiang', 'vn', 'south', 'south', 'Xổ Số Hậu Giang', 'Hau Giang Lottery', 'HG', ARRAY[7], '16:15', 86400, 900, 217),
  ('vn-mn-tiengiang', 'vn', 'south', 'south', 'Xổ Số Tiền Giang', 'Tien Giang Lottery', 'TG', ARRAY[1], '16:15', 86400, 900, 218),
  ('vn-mn-kiengiang', 'vn', 'south', 'south', 'Xổ Số Kiên Giang', 'Kien Giang Lottery', 'KG', ARRAY[1], '16:15', 86400, 900, 219),
  ('vn-mn-dalat', 'vn', 'south', 'south', 'Xổ Số Đà Lạt', 'Da Lat Lottery', 'DL', ARRAY[1], '16:15', 86400, 900, 220),
  ('sieutoc-1m-n', 'fast', 'north', 'north', 'Siêu Tốc 1 Phút Miền Bắc', '1-Minute Fast Lottery (North)', NULL, NULL, NULL, 60, 10, 300),
  ('sieutoc-1m-s', 'fast', 'south', 'south', 'Siêu Tốc 1 Phút Miền Nam', '1-Minute Fast Lottery (South)', NULL, NULL, NULL, 60, 10, 301),
  ('sieutoc-3m-n', 'fast', 'north', 'north', 'Siêu Tốc 3 Phút Miền Bắc', '3-Minute Fast Lottery (North)', NULL, NULL, NULL, 180, 20, 302),
  ('sieutoc-3m-s', 'fast', 'south', 'south', 'Siêu Tốc 3 Phút Miền Nam', '3-Minute Fast Lottery (South)', NULL, NULL, NULL, 180, 20, 303),
  ('sieutoc-5m-n', 'fast', 'north', 'north', 'Siêu Tốc 5 Phút Miền Bắc', '5-Minute Fast Lottery (North)', NULL, NULL, NULL, 300, 30, 304),
  ('sieutoc-5m-s', 'fast', 'south', 'south', 'Siêu Tốc 5 Phút Miền Nam', '5-Minute Fast Lottery (South)', NULL, NULL, NULL, 300, 30, 305)
),
rg AS (
  INSERT INTO round_games (game, interval_seconds, lock_seconds, min_stake, max_stake, max_player_round_stake,
                           max_round_payout, enabled, updated_at, result_source, schedule)
  SELECT game, interval_s, lock_s, 100000, 50000000000, 50000000000, 1000000000000000, true, now(),
         CASE kind WHEN 'vn' THEN 'external' ELSE 'seed' END,
         CASE kind WHEN 'vn'
           THEN jsonb_build_object('kind', 'weekly', 'time', draw_time, 'weekdays', to_jsonb(weekdays),
                                   'timeZone', 'Asia/Ho_Chi_Minh')
           ELSE '{"kind":"interval","align":true}'::jsonb END
  FROM seed
  RETURNING game
)
INSERT INTO lottery_games (game, kind, area, layout, name_vi, name_en, station_code, stations, prize_modes,
                           default_mode, min_points, max_points, number_cap, history_node_id, history_category,
                           sort, updated_at)
SELECT s.game, s.kind, s.area, s.layout, s.name_vi, s.name_en, s.station,
       CASE WHEN s.game = 'vn-mb' THEN '{"1":"Thái Bình","2":"Hà Nội","3":"Quảng Ninh","4":"Bắc Ninh","5":"Hà Nội","6":"Hải Phòng","7":"Nam Định"}'::jsonb END,
       CASE s.kind WHEN 'vn' THEN ARRAY['Lott', 'ZY', 'SEA'] ELSE ARRAY['Elott'] END,
       CASE s.kind WHEN 'vn' THEN 'Lott' ELSE 'Elott' END,
       1, 10000,
       CASE s.kind WHEN 'vn' THEN 20000000000 ELSE 5000000000 END,
       CASE WHEN s.kind = 'fast' THEN CASE WHEN s.interval_s >= 300 THEN 'TCG_LOTTO_VN-ELOTT-003' ELSE 'TCG_LOTTO_VN-ELOTT-002' END
            WHEN s.area = 'north' THEN 'TCG_LOTTO_VN-LOTT-001'
            WHEN s.area = 'south' THEN 'TCG_LOTTO_VN-LOTT-002'
            ELSE 'TCG_LOTTO_VN-LOTT-003' END,
       CASE s.kind WHEN 'vn' THEN 'LOTT' ELSE 'ELOTT' END,
       s.sort, now()
FROM seed s JOIN rg USING (game);
