import { afterAll } from 'vitest';
import { runFileCleanups } from './file-cleanup.js';

// Set up before each integration file, so this hook is the file's first afterAll and runs after all of
// its own (after hooks run last registered first): a file stops its server processes before its database goes.
afterAll(runFileCleanups, 120_000);
