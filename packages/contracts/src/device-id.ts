/**
 * The browser's device id (issue 19, linked accounts by device): 128 random bits as 32 lower-case hex
 * characters, made once by the web and kept in its localStorage, sent on every API call in this header.
 * It is a random number, not a fingerprint: nothing about the browser goes into it. The server records a
 * hash of it with each sign-in (security_events.device) and ignores anything not of this shape.
 */
export const DEVICE_ID_HEADER = 'x-device-id';

/** Exactly what the web makes; the server checks the header against it before recording anything. */
export const DEVICE_ID_PATTERN = /^[0-9a-f]{32}$/;
