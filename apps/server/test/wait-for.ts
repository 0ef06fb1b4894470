/** Asks `what` every 50 ms until it answers true; throws 'timed out' after `ms`. */
export async function waitFor(what: () => Promise<boolean>, ms = 20_000): Promise<void> {
  const until = Date.now() + ms;
  while (!(await what())) {
    if (Date.now() > until) throw new Error('timed out');
    await new Promise((r) => setTimeout(r, 50));
  }
}
