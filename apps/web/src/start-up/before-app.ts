/**
 * The start-up script is evaluated in several tasks, not one: the libraries (vendor chunk), the contracts'
 * schemas (contracts chunk) and the app's own modules (shell chunk) each in their own, with a top-level await
 * of the next task at the head of the last two (this module and before-contracts.ts; main.tsx imports both
 * first, so the build puts each first in its chunk). The browser can paint and answer a tap between them,
 * and a phone's blocking time counts each part alone instead of their sum (Lighthouse: one ~150 ms task).
 */
await new Promise((resolve) => setTimeout(resolve, 0));

export {};
