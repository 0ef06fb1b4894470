/**
 * Aspect ratio of the banner artwork (1920×520), shared by the carousel and its skeleton so the
 * page does not jump. The whole banner shows at every width: cropping would cut its headline.
 */
export const BANNER_ASPECT = 'aspect-[1920/520]';
