/**
 * Start-up in tasks (see before-app.ts): the build puts this module first in the contracts chunk (vite.config.ts),
 * so the contracts' schemas are built in a task after the libraries' evaluation, not in the same one.
 */
await new Promise((resolve) => setTimeout(resolve, 0));

export {};
