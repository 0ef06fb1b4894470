/**
 * Image attachments (spec §5/§9): png or jpg, at most 3 images of 5 MB each. The feedback form and a
 * withdrawal's "not received" proof take the same rule; the server checks the type by content.
 */
export const UPLOAD_MAX_IMAGES = 3;
export const UPLOAD_MAX_IMAGE_BYTES = 5 * 1024 * 1024;
export const UPLOAD_IMAGE_TYPES = ['image/png', 'image/jpeg'] as const;
export type UploadImageMime = (typeof UPLOAD_IMAGE_TYPES)[number];
