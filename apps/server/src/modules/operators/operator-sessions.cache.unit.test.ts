import { describe, expect, it } from 'vitest';
import { ManualClock } from '../../platform/clock.js';
import { createOperatorSessionsCache } from './operator-sessions.cache.js';
import type { LiveOperatorSession } from './operators.repository.js';

const clock = new ManualClock('2026-11-23T00:00:00Z');
const session = (operatorId: number, expiresInMs = 30 * 60_000): LiveOperatorSession => ({
  id: operatorId * 10,
  operator_id: operatorId,
  username: `op${operatorId}`,
  created_at: clock.now(),
  expires_at: new Date(clock.now().getTime() + expiresInMs),
  password_change_required: false,
  role: 'owner',
  totp_enrolled: false,
});

describe('operator sessions cache', () => {
  it('answers a kept session until it is 5 s old, then asks for a fresh read', () => {
    const cache = createOperatorSessionsCache({ clock });
    cache.put('a', session(1), cache.begin());
    expect(cache.get('a')?.operator_id).toBe(1);
    clock.advance(4_999);
    expect(cache.get('a')).not.toBeNull();
    clock.advance(1);
    expect(cache.get('a')).toBeNull();
  });

  it('never answers a session past its own expiry, however fresh the entry', () => {
    const cache = createOperatorSessionsCache({ clock });
    cache.put('a', session(1, 1_000), cache.begin());
    clock.advance(1_000);
    expect(cache.get('a')).toBeNull();
  });

  it("drops every session of a notified operator and no other operator's", () => {
    const cache = createOperatorSessionsCache({ clock });
    const gen = cache.begin();
    cache.put('a1', session(1), gen);
    cache.put('b1', session(1), gen);
    cache.put('c2', session(2), gen);
    cache.dropOperator(1);
    expect(cache.get('a1')).toBeNull();
    expect(cache.get('b1')).toBeNull();
    expect(cache.get('c2')?.operator_id).toBe(2);
  });

  it('does not keep a read that raced with a revocation (the read may predate it)', () => {
    const cache = createOperatorSessionsCache({ clock });
    const gen = cache.begin();
    // The database read is in flight when the notification arrives …
    cache.dropOperator(1);
    // … so what it answers may be the session as it was before the revoke: not kept.
    cache.put('a', session(1), gen);
    expect(cache.get('a')).toBeNull();
    cache.put('a', session(1), cache.begin());
    expect(cache.get('a')).not.toBeNull();
    cache.drop('a');
    expect(cache.get('a')).toBeNull();
  });

  it('clear() forgets everything (the listening connection restarted and may have missed notifications)', () => {
    const cache = createOperatorSessionsCache({ clock });
    cache.put('a', session(1), cache.begin());
    cache.put('b', session(2), cache.begin());
    cache.clear();
    expect(cache.get('a')).toBeNull();
    expect(cache.get('b')).toBeNull();
  });
});
