import { z } from 'zod/mini';

/**
 * A numeric id in a path: only the canonical form of a safe positive integer ("12", never "012", "1.5",
 * "1e3" or "abc"), so nothing but a real id reaches the database. Parsed to a number.
 */
export const IdParam = z.pipe(
  z.string().check(z.regex(/^[1-9][0-9]{0,15}$/)),
  z.pipe(
    z.transform((s: string) => Number(s)),
    z.int().check(z.positive()),
  ),
);

/** A name in a path (a gateway, a vendor, a provider, a method code): short printable text without separators. */
export const NameParam = z.string().check(z.minLength(1), z.maxLength(64), z.regex(/^[A-Za-z0-9_.-]+$/));

/** Path parameters of `/…/:id/…`. */
export const IdParams = z.object({ id: IdParam });
