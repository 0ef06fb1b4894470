import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../config.js';

// No container engine runs where the tests run, so the image is never built here: this reads the
// Dockerfile against the workspace it packs. The back office once landed without it (its manifest missing
// from `npm ci`, its build missing from the image), which only a real `docker build` would have shown.
const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../../..');
const dockerfile = readFileSync(path.join(ROOT, 'Dockerfile'), 'utf8');
const workspaces = (JSON.parse(readFileSync(path.join(ROOT, 'package.json'), 'utf8')) as { workspaces: string[] })
  .workspaces;
const stages = dockerfile.split(/^FROM /m).slice(1);
const stage = (name: string) => stages.find((s) => s.split('\n')[0]!.includes(`AS ${name}`)) ?? '';
const packageName = (ws: string) =>
  (JSON.parse(readFileSync(path.join(ROOT, ws, 'package.json'), 'utf8')) as { name: string }).name;
/** The built folders the server serves (WEB_DIST, ADMIN_DIST …), as their defaults name them. */
const servedDists = Object.entries(loadConfig({ NODE_ENV: 'test' }))
  .filter(([key, value]) => key.endsWith('_DIST') && typeof value === 'string' && value)
  .map(([key, value]) => ({ key, dir: value as string }));

describe('Dockerfile', () => {
  it('has the build, deps and runtime stages', () => {
    expect(['build', 'deps', 'runtime'].map((s) => stage(s).length > 0)).toEqual([true, true, true]);
  });

  it('gives `npm ci` every workspace manifest in the stages that install (the lockfile names them all)', () => {
    for (const name of ['build', 'deps']) {
      const missing = workspaces.filter((ws) => !stage(name).includes(`COPY ${ws}/package.json ${ws}/`));
      expect({ stage: name, missing }).toEqual({ stage: name, missing: [] });
    }
  });

  it('installs and builds every app whose build the server serves, and packs that build', () => {
    expect(servedDists.map((d) => d.key).sort()).toEqual(['ADMIN_DIST', 'WEB_DIST']);
    const install = stage('build')
      .split('\n')
      .find((l) => l.startsWith('RUN npm ci'));
    const runtime = stage('runtime');
    for (const { key, dir } of servedDists) {
      const app = path.dirname(dir); // apps/web/dist → apps/web
      expect(install, key).toContain(`-w ${packageName(app)}`);
      expect(runtime, key).toContain(`COPY --from=build --chown=root:root /src/${dir} ${dir}`);
      expect(runtime, key).toContain(`${key}=/app/${dir}`);
    }
  });
});
