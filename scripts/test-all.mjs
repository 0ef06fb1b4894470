#!/usr/bin/env node
// `npm test`: every suite in order (static checks, unit, integration, build, end-to-end), each suite's own output as it
// runs, then a summary ending in the line `N passed, N failed` (plus `, N skipped` when any were).
// Exits non-zero when a test failed or a suite could not run (a crashed suite counts as one failure,
// so the last line never reads "0 failed" for a run that went wrong).
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const results = path.join(root, 'test-results');
const bin = (name) => path.join(root, 'node_modules', '.bin', name);
// A suite that hangs is stopped so the run still ends with its summary inside CI's 30 minutes. The longest
// suite, end-to-end, takes about 16 minutes on a 2-core machine.
const SUITE_TIMEOUT_MS = 22 * 60_000;

/** Runs a command with inherited output; resolves with its exit code (or a description of why it died). */
function run(cmd, args, opts = {}) {
  return new Promise((resolve) => {
    const child = spawn(cmd, args, { cwd: root, stdio: 'inherit', env: { ...process.env, ...opts.env } });
    const timer = setTimeout(() => {
      console.error(`\n!! ${path.basename(cmd)} ran longer than ${SUITE_TIMEOUT_MS / 60_000} min; stopping it`);
      child.kill('SIGTERM');
      setTimeout(() => child.kill('SIGKILL'), 15_000).unref();
    }, SUITE_TIMEOUT_MS);
    child.on('error', (err) => {
      clearTimeout(timer);
      resolve({ code: -1, error: err.message });
    });
    child.on('exit', (code, signal) => {
      clearTimeout(timer);
      resolve({ code: code ?? -1, error: signal ? `killed by ${signal}` : undefined });
    });
  });
}

function readJson(file) {
  try {
    return JSON.parse(readFileSync(file, 'utf8'));
  } catch {
    return null;
  }
}

function banner(title) {
  const line = '═'.repeat(Math.max(8, 72 - title.length));
  console.log(`\n══ ${title} ${line}\n`);
}

/** Counts from Vitest's JSON report; a file that failed to load counts as one failure. */
function vitestCounts(report) {
  const brokenFiles = report.testResults.filter(
    (f) => f.status === 'failed' && !f.assertionResults.some((a) => a.status === 'failed'),
  ).length;
  return {
    passed: report.numPassedTests,
    failed: report.numFailedTests + brokenFiles,
    skipped: report.numPendingTests + report.numTodoTests,
  };
}

/** Counts from Playwright's JSON report; a test that passed on retry is counted as passed (and named flaky). */
function playwrightCounts(report) {
  const s = report.stats;
  return { passed: s.expected + s.flaky, failed: s.unexpected, skipped: s.skipped, flaky: s.flaky };
}

async function vitestSuite(name, project) {
  banner(`${name} tests (vitest --project ${project})`);
  const out = path.join(results, `vitest-${project}.json`);
  rmSync(out, { force: true });
  const res = await run(bin('vitest'), [
    'run',
    '--project',
    project,
    '--passWithNoTests',
    '--reporter=default',
    '--reporter=json',
    `--outputFile.json=${out}`,
  ]);
  const report = readJson(out);
  if (!report) return { name, crashed: `no report (exit ${res.code}${res.error ? `, ${res.error}` : ''})` };
  const counts = vitestCounts(report);
  const crashed = res.code !== 0 && counts.failed === 0 ? `exit ${res.code} with no failed test` : undefined;
  return { name, ...counts, crashed };
}

function chromiumProblem() {
  const candidates = [process.env.CHROME_PATH, '/usr/bin/chromium', '/usr/bin/chromium-browser'].filter(Boolean);
  if (candidates.some((p) => existsSync(p))) return null;
  return (
    `Chromium is missing (looked at ${candidates.join(', ')}). Install it with ` +
    '`apt-get install -y chromium` (what .ci/run does) or set CHROME_PATH.'
  );
}

async function main() {
  mkdirSync(results, { recursive: true });
  const started = Date.now();
  const suites = [];
  const timed = async (fn) => {
    const t = Date.now();
    const r = await fn();
    suites.push({ ...r, seconds: (Date.now() - t) / 1000 });
    return r;
  };
  const missingChromium = chromiumProblem();
  if (missingChromium) console.error(`\n!! ${missingChromium}\n   The end-to-end suite will not run.\n`);

  // Types and lint first: a type error or a lint finding fails the run like a failing test.
  await timed(async () => {
    banner('Static checks (tsc on every workspace, biome)');
    const res = await run('npm', ['run', 'check']);
    return {
      name: 'Check',
      build: true,
      crashed: res.code === 0 ? undefined : `npm run check failed (exit ${res.code})`,
    };
  });
  await timed(() => vitestSuite('Unit', 'unit'));
  await timed(() => vitestSuite('Integration', 'integration'));

  const build = await timed(async () => {
    banner('Build (web + server)');
    const res = await run('npm', ['run', 'build']);
    return { name: 'Build', build: true, crashed: res.code === 0 ? undefined : `build failed (exit ${res.code})` };
  });

  await timed(async () => {
    const name = 'End-to-end';
    banner('End-to-end tests (Playwright, Chromium)');
    if (missingChromium) return { name, crashed: missingChromium };
    if (build.crashed) return { name, crashed: 'not run: the build failed' };
    const out = path.join(root, 'e2e', 'test-results', 'e2e.json');
    rmSync(out, { force: true });
    const res = await run(bin('playwright'), ['test', '-c', 'e2e']);
    const report = readJson(out);
    if (!report) return { name, crashed: `no report (exit ${res.code}${res.error ? `, ${res.error}` : ''})` };
    const counts = playwrightCounts(report);
    const setupErrors = report.errors?.length ?? 0;
    const crashed =
      setupErrors > 0
        ? `${setupErrors} error(s) outside tests (global setup or config)`
        : res.code !== 0 && counts.failed === 0
          ? `exit ${res.code} with no failed test`
          : undefined;
    return { name, ...counts, crashed };
  });

  banner('Summary');
  let passed = 0;
  let failed = 0;
  let skipped = 0;
  for (const s of suites) {
    const time = `${s.seconds.toFixed(1)} s`;
    if (s.build) {
      console.log(`  ${s.name.padEnd(12)} ${s.crashed ? `FAILED: ${s.crashed}` : 'ok'}  (${time})`);
      if (s.crashed) failed += 1;
      continue;
    }
    passed += s.passed ?? 0;
    failed += (s.failed ?? 0) + (s.crashed ? 1 : 0);
    skipped += s.skipped ?? 0;
    const parts = [`${s.passed ?? 0} passed`, `${s.failed ?? 0} failed`];
    if (s.skipped) parts.push(`${s.skipped} skipped`);
    if (s.flaky) parts.push(`${s.flaky} flaky (passed on retry)`);
    console.log(`  ${s.name.padEnd(12)} ${parts.join(', ')}  (${time})${s.crashed ? `  CRASHED: ${s.crashed}` : ''}`);
  }
  console.log(`  total time   ${((Date.now() - started) / 1000).toFixed(1)} s\n`);
  console.log(`${passed} passed, ${failed} failed${skipped ? `, ${skipped} skipped` : ''}`);
  process.exitCode = failed > 0 ? 1 : 0;
}

await main();
