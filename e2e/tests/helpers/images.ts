/** A 1×1 PNG: a real image by content, as the server checks uploads (feedback, documents, proofs, artwork). */
export const TINY_PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);

/** A GIF named as a PNG: refused by content before and at upload. */
export const FAKE_PNG = { name: 'fake.png', mimeType: 'image/png', buffer: Buffer.from('GIF89a not really a png') };
