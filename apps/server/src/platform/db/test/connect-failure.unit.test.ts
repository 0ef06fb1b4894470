import { describe, expect, it } from 'vitest';
import { describeConnectFailure } from '../connect.js';

const url = 'postgres://app:s3cret@db.internal:5433/app';

describe('describeConnectFailure', () => {
  it('names the server, never the password, for an unreachable or refusing database', () => {
    const down = describeConnectFailure(Object.assign(new Error('x'), { code: 'ECONNREFUSED' }), url);
    expect(down).toBe(
      'the database at db.internal:5433/app does not answer (ECONNREFUSED): check DATABASE_URL and that PostgreSQL is running and reachable.',
    );
    const badPassword = describeConnectFailure({ code: '28P01' }, url);
    expect(badPassword).toContain('refused the password (28P01)');
    expect(`${down}${badPassword}`).not.toContain('s3cret');
  });

  it('leaves other errors alone (they keep their stack trace)', () => {
    expect(describeConnectFailure(new Error('syntax error'), url)).toBeNull();
    expect(describeConnectFailure({ code: '42601' }, url)).toBeNull();
  });
});
