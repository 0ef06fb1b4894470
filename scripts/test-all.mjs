#!/usr/bin/env node
// `npm test`: every suite (static checks, unit, integration, build, end-to-end), then a summary ending in the line
// `N passed, N failed` (plus `, N skipped` when any were).
// Two lanes run side by side, since the end-to-end suite spends much of its time waiting on browsers and timers:
//   1. build, then end-to-end (its output streams as it runs);
//   2. static checks, unit, integration (each suite's output is printed whole when it ends, so the lanes do
//      not interleave line by line).
// TEST_ALL_SERIAL=1 runs the suites one after another instead (check, unit, integration, build, end-to-end).
// Exits non-zero when a test failed or a suite could not run (a crashed suite counts as one failure,
// so the last line never reads "0 failed" for a run that went wrong).
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const results = path.join(root, 'test-results');
const bin = (name) => path.join(root, 'node_modules', '.bin', name);
const serial = process.env.TEST_ALL_SERIAL === '1';
// A suite that hangs is stopped so the run still ends with its summary. On a quiet 2-core machine end-to-end
// takes well under 8 minutes and every other suite a minute or two; on a machine busy with other work the two
// lanes took 17 minutes (end-to-end) and over 10 (integration, beside it), so the limits leave room for that.
const SUITE_TIMEOUT_MS = 15 * 60_000;
const E2E_TIMEOUT_MS = 22 * 60_000;

/**
 * Runs a command; resolves with its exit code (or a description of why it died). Output is inherited, or with
 * `opts.buffer` collected and printed in one piece when the command ends.
 */
function run(cmd, args, opts = {}) {
  const timeoutMs = opts.timeoutMs ?? SUITE_TIMEOUT_MS;
  return new Promise((resolve) => {
    const child = spawn(cmd, args, {
      cwd: root,
      stdio: opts.buffer ? ['ignore', 'pipe', 'pipe'] : 'inherit',
      env: { ...process.env, ...opts.env },
    });
    const chunks = [];
    child.stdout?.on('data', (c) => chunks.push(c));
    child.stderr?.on('data', (c) => chunks.push(c));
    const flush = () => {
      if (opts.buffer) process.stdout.write(`${opts.buffer}${Buffer.concat(chunks).toString('utf8')}`);
    };
    const timer = setTimeout(() => {
      chunks.push(Buffer.from(`\n!! ${path.basename(cmd)} ran longer than ${timeoutMs / 60_000} min; stopping it\n`));
      if (!opts.buffer)
        console.error(`\n!! ${path.basename(cmd)} ran longer than ${timeoutMs / 60_000} min; stopping it`);
      child.kill('SIGTERM');
      setTimeout(() => child.kill('SIGKILL'), 15_000).unref();
    }, timeoutMs);
    child.on('error', (err) => {
      clearTimeout(timer);
      flush();
      resolve({ code: -1, error: err.message });
    });
    child.on('close', (code, signal) => {
      clearTimeout(timer);
      flush();
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

/**
 * The machine's busy and total CPU seconds so far (Linux: the first line of /proc/stat), or null without
 * /proc. The run is bound by CPU on a small machine, so the summary says how busy the machine was. (The CPU
 * of the run's own processes cannot be summed from here: Chromium's renderers are not reaped through us.)
 */
function cpuNow() {
  try {
    const [user, nice, system, idle, iowait, irq, softirq, steal] = readFileSync('/proc/stat', 'utf8')
      .split('\n')[0]
      .split(/\s+/)
      .slice(1)
      .map(Number);
    const busy = (user + nice + system + irq + softirq) / 100;
    return { busy, total: busy + (idle + iowait + steal) / 100 };
  } catch {
    return null;
  }
}

function bannerText(title) {
  const line = '═'.repeat(Math.max(8, 72 - title.length));
  return `\n══ ${title} ${line}\n\n`;
}

function banner(title) {
  process.stdout.write(bannerText(title));
}

/** Output options of a suite: streamed when the suites run one at a time, else printed whole at its end. */
function quietly(title) {
  if (!serial) return { buffer: bannerText(title) };
  banner(title);
  return {};
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
  const output = quietly(`${name} tests (vitest --project ${project})`);
  const out = path.join(results, `vitest-${project}.json`);
  rmSync(out, { force: true });
  const res = await run(
    bin('vitest'),
    [
      'run',
      '--project',
      project,
      '--passWithNoTests',
      '--reporter=default',
      '--reporter=json',
      `--outputFile.json=${out}`,
    ],
    output,
  );
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
  const cpuAtStart = cpuNow();
  const timed = async (fn) => {
    const t = Date.now();
    // A suite's own CPU shows only when it runs alone (on an otherwise idle machine).
    const cpu = serial ? cpuNow() : null;
    const r = await fn();
    const cpuSeconds = cpu ? cpuNow().busy - cpu.busy : undefined;
    suites.push({ ...r, seconds: (Date.now() - t) / 1000, cpuSeconds });
    return r;
  };
  const missingChromium = chromiumProblem();
  if (missingChromium) console.error(`\n!! ${missingChromium}\n   The end-to-end suite will not run.\n`);

  const checks = async () => {
    // Types and lint: a type error or a lint finding fails the run like a failing test.
    await timed(async () => {
      const res = await run('npm', ['run', 'check'], quietly('Static checks (tsc on every workspace, biome)'));
      return {
        name: 'Check',
        build: true,
        crashed: res.code === 0 ? undefined : `npm run check failed (exit ${res.code})`,
      };
    });
    await timed(() => vitestSuite('Unit', 'unit'));
    await timed(() => vitestSuite('Integration', 'integration'));
  };

  const endToEnd = async () => {
    const build = await timed(async () => {
      const res = await run('npm', ['run', 'build'], quietly('Build (web + server)'));
      return { name: 'Build', build: true, crashed: res.code === 0 ? undefined : `build failed (exit ${res.code})` };
    });

    await timed(async () => {
      const name = 'End-to-end';
      banner('End-to-end tests (Playwright, Chromium)');
      if (missingChromium) return { name, crashed: missingChromium };
      if (build.crashed) return { name, crashed: 'not run: the build failed' };
      const out = path.join(root, 'e2e', 'test-results', 'e2e.json');
      rmSync(out, { force: true });
      const res = await run(bin('playwright'), ['test', '-c', 'e2e'], { timeoutMs: E2E_TIMEOUT_MS });
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
  };

  if (serial) {
    await checks();
    await endToEnd();
  } else {
    await Promise.all([endToEnd(), checks()]);
  }

  // The summary lists the suites in their usual order, whichever lane finished first.
  const order = ['Check', 'Unit', 'Integration', 'Build', 'End-to-end'];
  suites.sort((a, b) => order.indexOf(a.name) - order.indexOf(b.name));

  banner('Summary');
  let passed = 0;
  let failed = 0;
  let skipped = 0;
  for (const s of suites) {
    const time = `${s.seconds.toFixed(1)} s${s.cpuSeconds === undefined ? '' : `, ${Math.round(s.cpuSeconds)} CPU-s busy`}`;
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
  const wall = (Date.now() - started) / 1000;
  console.log(`  total time   ${wall.toFixed(1)} s`);
  const cpuAtEnd = cpuNow();
  if (cpuAtStart && cpuAtEnd) {
    const busy = cpuAtEnd.busy - cpuAtStart.busy;
    const share = busy / (cpuAtEnd.total - cpuAtStart.total);
    console.log(
      `  CPU          ${Math.round(busy)} CPU-s busy on the machine's ${os.availableParallelism()} cores ` +
        `(${Math.round(share * 100)} % busy)`,
    );
  }
  console.log('');
  console.log(`${passed} passed, ${failed} failed${skipped ? `, ${skipped} skipped` : ''}`);
  process.exitCode = failed > 0 ? 1 : 0;
}

await main();
