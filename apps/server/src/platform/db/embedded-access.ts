import { execFileSync, spawnSync } from 'node:child_process';
import { type Stats, statSync } from 'node:fs';
import path from 'node:path';

/** A start-up problem the operator can fix: main prints its message alone, without a stack trace. */
export class StartupError extends Error {
  override name = 'StartupError';
}

export interface UnixUser {
  name: string;
  uid: number;
  gid: number;
}

/**
 * The directories on the way to `target` (from `/` down to `target` itself) that `user` may not enter,
 * judged from their mode bits: owner bits if the user owns it, group bits for its primary group (the
 * only group a process started with uid/gid keeps), other bits otherwise.
 */
export function untraversableDirectories(
  target: string,
  user: Pick<UnixUser, 'uid' | 'gid'>,
  stat: (dir: string) => Pick<Stats, 'uid' | 'gid' | 'mode'> = statSync,
): string[] {
  const chain: string[] = [];
  for (let dir = path.resolve(target); ; dir = path.dirname(dir)) {
    chain.unshift(dir);
    if (path.dirname(dir) === dir) break;
  }
  return chain.filter((dir) => {
    const st = stat(dir);
    const bit = st.uid === user.uid ? 0o100 : st.gid === user.gid ? 0o010 : 0o001;
    return (st.mode & bit) === 0;
  });
}

/** Whether `user` can reach `target` (kernel's answer, ACLs included): `test` run as that user. */
export function canReach(target: string, user: UnixUser, test: '-x' | '-r' = '-x'): boolean {
  const r = spawnSync('test', [test, target], { uid: user.uid, gid: user.gid, stdio: 'ignore' });
  return r.status === 0;
}

/** The unprivileged account PostgreSQL runs as when we are root; created (as a system user) if missing. */
export function postgresUser(name = 'postgres'): UnixUser {
  const lookup = (): UnixUser | null => {
    try {
      const id = (flag: string) => Number.parseInt(execFileSync('id', [flag, name], { encoding: 'utf8' }), 10);
      return { name, uid: id('-u'), gid: id('-g') };
    } catch {
      return null;
    }
  };
  const found = lookup();
  if (found) return found;
  try {
    execFileSync('groupadd', ['--system', '-f', name], { stdio: 'ignore' });
    execFileSync('useradd', ['--system', '-g', name, '--no-create-home', '--shell', '/usr/sbin/nologin', name], {
      stdio: 'ignore',
    });
  } catch {
    // Reported just below with what to do.
  }
  const made = lookup();
  if (!made) {
    throw new StartupError(
      `Running as root, the embedded PostgreSQL needs an unprivileged user '${name}' and it could not be created: create it (useradd --system ${name}), run the server as a non-root user, or set DATABASE_URL.`,
    );
  }
  return made;
}

function hasSetfacl(): boolean {
  return spawnSync('setfacl', ['--version'], { stdio: 'ignore' }).status === 0;
}

/**
 * Makes `targets` reachable by `user`. Directories it cannot enter (a checkout under /root, mode 0700)
 * get a traverse-only ACL entry for that one user: no listing, no reading, nothing for anyone else.
 * Without setfacl, stops with one sentence saying what to do. Returns the directories granted.
 */
export function ensureReachable(targets: string[], user: UnixUser): string[] {
  const granted: string[] = [];
  for (const target of targets) {
    if (canReach(target, user)) continue;
    const blocked = untraversableDirectories(target, user);
    if (blocked.length > 0 && hasSetfacl()) {
      for (const dir of blocked) {
        execFileSync('setfacl', ['-m', `u:${user.name}:x`, dir], { stdio: 'ignore' });
        granted.push(dir);
      }
    }
    if (!canReach(target, user)) {
      const where = blocked[0] ?? target;
      const mode = blocked[0] ? ` (mode ${(statSync(where).mode & 0o777).toString(8).padStart(4, '0')})` : '';
      throw new StartupError(
        `The embedded PostgreSQL runs as the unprivileged user '${user.name}', which cannot enter ${where}${mode}: ` +
          `install the acl package (apt-get install acl) so the server can grant that user traverse-only access, ` +
          `move the project out of ${where}, run the server as a non-root user, or set DATABASE_URL to your own PostgreSQL.`,
      );
    }
  }
  return granted;
}
