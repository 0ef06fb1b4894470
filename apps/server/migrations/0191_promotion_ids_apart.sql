-- Issue 16: the notice list's promotion array holds both PR notices (feature pages the PROMO banners open, ids
-- of `notices`) and the engine's promotions (ids of `promotions`), and /promoDetail?id= opens either: the two
-- id spaces must never meet. Promotion ids start at 1,000,001 (notices are operator-written pages, far fewer).
-- Ids already given (a database seeded before this migration) stay; only new ones come from the new range.
SELECT setval('promotions_id_seq', GREATEST(1000000, (SELECT COALESCE(max(id), 0) FROM promotions)));
