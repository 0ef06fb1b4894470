import { describe, expect, it } from 'vitest';
import { untraversableDirectories } from '../embedded-access.js';

const postgres = { uid: 101, gid: 104 };
const dirs: Record<string, { uid: number; gid: number; mode: number }> = {
  '/': { uid: 0, gid: 0, mode: 0o755 },
  '/root': { uid: 0, gid: 0, mode: 0o700 },
  '/root/app': { uid: 0, gid: 0, mode: 0o755 },
  '/root/app/data': { uid: 0, gid: 104, mode: 0o750 },
  '/root/app/data/pg': { uid: 101, gid: 104, mode: 0o700 },
  '/srv': { uid: 0, gid: 0, mode: 0o711 },
  '/srv/app': { uid: 0, gid: 0, mode: 0o754 },
};
const stat = (dir: string) => {
  const st = dirs[dir];
  if (!st) throw new Error(`no ${dir}`);
  return st;
};

describe('untraversableDirectories', () => {
  it('names the 0700 home directory a checkout sits in, and nothing the user may enter', () => {
    expect(untraversableDirectories('/root/app/data/pg', postgres, stat)).toEqual(['/root']);
  });

  it('judges by owner, then primary group, then others', () => {
    // /srv: others have x (0o711); /srv/app: others have r only (0o754) -> blocked.
    expect(untraversableDirectories('/srv/app', postgres, stat)).toEqual(['/srv/app']);
    expect(untraversableDirectories('/srv/app', { uid: 0, gid: 0 }, stat)).toEqual([]);
  });

  it('is empty for a reachable path', () => {
    expect(untraversableDirectories('/', postgres, stat)).toEqual([]);
  });
});
