import { describe, expect, it } from 'vitest';
import type { Db } from '../../db/connect.js';
import { createJobQueue } from '../queue.js';
import { defineTask } from '../task.js';

describe('job schedules', () => {
  it('refuse a cron pattern graphile-worker cannot run when they are registered, not when the node starts', () => {
    // No query runs before start(): the queue can be built without a database here.
    const jobs = createJobQueue({ db: {} as Db });
    jobs.define(defineTask('t.every_five', async () => {}));
    expect(() => jobs.schedule({ task: 't.every_five', cron: '2-59/5 * * * *' })).toThrow();
    expect(() =>
      jobs.schedule({ task: 't.every_five', cron: '2,7,12,17,22,27,32,37,42,47,52,57 * * * *' }),
    ).not.toThrow();
    expect(() => jobs.schedule({ task: 't.every_five', identifier: 'b', cron: '*/5 * * * *' })).not.toThrow();
  });
});
