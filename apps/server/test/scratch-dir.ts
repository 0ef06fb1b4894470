import { mkdtempSync, statfsSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

/** Room a throwaway cluster may need at its peak (the WAL between checkpoints, a few cloned databases). */
const NEEDED_BYTES = 2 * 1024 ** 3;

/**
 * A new private folder for a throwaway database cluster, in memory (/dev/shm) when the machine has a roomy
 * one, else in the system's temporary folder. Every test file clones a 1,300-file template database and
 * drops it at its end: on this machine's disk (ext4, discard) each clone cost 0.35-0.5 s of kernel time,
 * over a minute of CPU for the suite beside everything else. TEST_SCRATCH_DIR names another parent folder.
 * Nothing on it needs to outlive the run (fsync is off on these clusters anyway).
 */
export function scratchDir(prefix: string): string {
  return mkdtempSync(path.join(scratchParent(), prefix));
}

function scratchParent(): string {
  if (process.env.TEST_SCRATCH_DIR) return process.env.TEST_SCRATCH_DIR;
  try {
    const fs = statfsSync('/dev/shm');
    // A container's /dev/shm is often 64 MB: too small for a cluster's WAL, so it is used only when roomy.
    if (fs.bavail * fs.bsize >= NEEDED_BYTES) return '/dev/shm';
  } catch {
    // no /dev/shm (not Linux)
  }
  return os.tmpdir();
}
