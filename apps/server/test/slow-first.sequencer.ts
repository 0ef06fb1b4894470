import path from 'node:path';
import { BaseSequencer, type TestSpecification } from 'vitest/node';

/**
 * Integration files known to take longest (measured in CI runs), longest first. Vitest's own order puts
 * the longest first only when it has the last run's durations (its cache); a clean clone has none, so it
 * orders by file size, and these small files (two server processes, a restore drill, a wait for the next
 * cron minute) started last: the suite's tail was one worker running them while the other sat idle.
 * A name that no longer exists is ignored; a new slow file can be added here.
 */
const SLOWEST = [
  'platform/jobs/test/jobs.two-nodes.test.ts',
  'platform/db/test/restore-drill.test.ts',
  'platform/realtime/two-nodes.realtime.test.ts',
  'modules/accounts/security/brute-force.test.ts',
  'modules/vendors/seamless-multiprocess.test.ts',
  'platform/http/api-fuzz.test.ts',
  'modules/accounts/login/login.test.ts',
  'modules/accounts/registration/registration.test.ts',
  'modules/accounts/passwords/password.test.ts',
  'modules/ledger/ledger.crash.test.ts',
  'modules/system/system.test.ts',
  'modules/accounts/sessions/session.test.ts',
  'modules/content/feedback.test.ts',
  'modules/accounts/oauth/oauth.test.ts',
  'modules/accounts/captcha/challenge.test.ts',
  'modules/ledger/ledger.conservation.test.ts',
  'platform/jobs/test/jobs.runners.test.ts',
  'platform/startup/test/two-nodes.test.ts',
  'modules/catalogue/import/catalogue.import.test.ts',
  'modules/lottery/chase.test.ts',
].map((f) => path.join('apps/server/src', f));

/** Vitest's order, with the known slowest files moved to the front (in the order above). */
export class SlowFirstSequencer extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const sorted = await super.sort(files);
    const root = this.ctx.config.root;
    const rank = (spec: TestSpecification) => {
      const i = SLOWEST.indexOf(path.relative(root, spec.moduleId));
      return i === -1 ? SLOWEST.length : i;
    };
    // Projects stay in the base order (they run one after another); within one, slowest first (stable).
    const project = new Map(sorted.map((s, i) => [s.project.name, i]));
    return sorted
      .map((spec, i) => ({ spec, i }))
      .sort(
        (a, b) =>
          (project.get(a.spec.project.name) ?? 0) - (project.get(b.spec.project.name) ?? 0) ||
          rank(a.spec) - rank(b.spec) ||
          a.i - b.i,
      )
      .map(({ spec }) => spec);
  }
}
