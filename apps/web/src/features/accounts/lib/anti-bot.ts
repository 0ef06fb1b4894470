import { accountsContract, type PowChallenge, solvePow } from '@app/contracts';
import { request } from '../../../shared/api/client';

/** Tries between yields when no worker is available: ~2 000 SHA-256 runs stay well under 50 ms. */
const MAIN_THREAD_CHUNK = 2000;

function solveInWorker(challenge: PowChallenge): Promise<number> {
  return new Promise((resolve, reject) => {
    let worker: Worker;
    try {
      worker = new Worker(new URL('./pow.worker.ts', import.meta.url), { type: 'module' });
    } catch (err) {
      reject(err);
      return;
    }
    worker.onmessage = (e: MessageEvent<{ counter: number }>) => {
      worker.terminate();
      resolve(e.data.counter);
    };
    worker.onerror = (e) => {
      worker.terminate();
      e.preventDefault();
      reject(new Error('pow worker failed'));
    };
    worker.postMessage({ id: challenge.id, salt: challenge.salt, difficulty: challenge.difficulty });
  });
}

/** A proof solved ahead of time is used only while well inside the server's challenge lifetime (120 s). */
const PREPARED_MAX_AGE_MS = 60_000;

let prepared: { at: number; proof: Promise<{ id: string; counter: number }> } | null = null;

/**
 * Starts solving a challenge now (e.g. when a login form appears), so that pressing the button does
 * not wait for the work. The next solveAntiBot() takes it; each proof is used once.
 */
export function prepareAntiBot(): void {
  if (prepared && Date.now() - prepared.at < PREPARED_MAX_AGE_MS) return;
  const proof = solveFresh();
  proof.catch(() => {
    if (prepared?.proof === proof) prepared = null;
  });
  prepared = { at: Date.now(), proof };
}

/**
 * The self-hosted anti-bot check (spec §3 "anti-bot verification fields"): a proof-of-work challenge
 * solved in a Web Worker so input never waits; without workers it runs on the main thread in small
 * chunks that yield to the event loop. Takes the proof prepareAntiBot() started, when still fresh.
 */
export async function solveAntiBot(): Promise<{ id: string; counter: number }> {
  const ready = prepared;
  prepared = null;
  if (ready && Date.now() - ready.at < PREPARED_MAX_AGE_MS) {
    try {
      return await ready.proof;
    } catch {
      // Fall through to a fresh challenge.
    }
  }
  return solveFresh();
}

async function solveFresh(): Promise<{ id: string; counter: number }> {
  const challenge = await request(accountsContract.challenge);
  let counter: number;
  try {
    if (typeof Worker === 'undefined') throw new Error('no worker');
    counter = await solveInWorker(challenge);
  } catch {
    counter = await solvePow(challenge, MAIN_THREAD_CHUNK);
  }
  return { id: challenge.id, counter };
}
