const KEY = 'deviceId';

/**
 * A random id of this browser, kept in localStorage and sent as `x-device-id`: the server hashes it to
 * count promotion claims per device (issue 16 abuse controls). It says nothing about the person; where
 * storage is unavailable nothing is sent (the server then falls back to the user-agent).
 */
export function deviceId(): string | null {
  try {
    let id = localStorage.getItem(KEY);
    if (!id || !/^[\w-]{16,64}$/.test(id)) {
      // getRandomValues works on plain http too (randomUUID needs a secure context).
      id = Array.from(crypto.getRandomValues(new Uint8Array(16)), (b) => b.toString(16).padStart(2, '0')).join('');
      localStorage.setItem(KEY, id);
    }
    return id;
  } catch {
    return null;
  }
}
