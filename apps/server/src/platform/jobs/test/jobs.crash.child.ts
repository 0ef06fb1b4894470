// Child process of jobs.runners.test.ts, standing in for a server node: it runs the job queue on the
// database named by argv[2] with a `test.settle` task that commits its effect, prints `in-run <job id>`
// and then hangs, so that the test can kill it with SIGKILL before the job is marked done.
import { connectDatabase } from '../../db/connect.js';
import { createJobQueue, defineTask } from '../index.js';

const db = connectDatabase(process.argv[2]!, { max: 4 });
const queue = createJobQueue({ db, nodeName: 'crashing', pollIntervalMs: 100 });
queue.define(
  defineTask<{ key: string }>('test.settle', async (p, ctx) => {
    await db`INSERT INTO test_effects (key, runner) VALUES (${p.key}, 'crashing') ON CONFLICT (key) DO NOTHING`;
    process.stdout.write(`in-run ${ctx.jobId}\n`);
    await new Promise(() => {});
  }),
);
await queue.start();
process.stdout.write('ready\n');
