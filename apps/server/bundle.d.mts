import type { BuildResult } from 'esbuild';

export function bundleServer(opts: {
  entryPoints: Record<string, string>;
  outdir: string;
  sourcemap?: boolean;
}): Promise<BuildResult<{ metafile: true }>>;
