-- Images an operator uploads for banners, notices and help articles (issue 19), kept in the database like the
-- other uploads so every node serves them; served at /media/uploads/<id>.<png|jpg>, never changed once stored.
CREATE TABLE content_images (
  id          bigserial PRIMARY KEY,
  mime        text NOT NULL CHECK (mime IN ('image/png', 'image/jpeg')),
  size_bytes  integer NOT NULL CHECK (size_bytes BETWEEN 1 AND 5242880),
  data        bytea NOT NULL,
  operator_id bigint NOT NULL,
  created_at  timestamptz NOT NULL
);
