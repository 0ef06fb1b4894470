/// <reference lib="webworker" />
import { solvePow } from '@app/contracts';

// Solves one proof-of-work challenge off the main thread (see anti-bot.ts).
self.onmessage = async (e: MessageEvent<{ id: string; salt: string; difficulty: number }>) => {
  const counter = await solvePow(e.data, 1_000_000);
  self.postMessage({ counter });
};
