/**
 * exampleAppWeight: what Portcullis adds to a real app's up-front chunks (issue 22, goal ≤ 55 KB gzip).
 * examples/vite-react-router is installed from the packed tarball and built twice with Vite: as it is, and with
 * 'portcullis' and 'portcullis/react' aliased to do-nothing modules (bench/fixtures/example-baseline/); the growth is
 * the difference of what each index.html loads up front.
 */
import { cpSync } from 'node:fs';
import { join } from 'node:path';
import { copyExample } from '../../tests/examples/support/copy-example';
import { installExample } from '../../tests/examples/support/install-example';
import { packTarball, REPO_ROOT } from '../../tests/examples/support/pack-tarball';
import { runCommand } from '../../tests/examples/support/run-command';
import { upFrontChunks, type UpFrontChunks } from './up-front-chunks';

export const EXAMPLE_GROWTH_GOAL_BYTES = 55 * 1024;

export interface ExampleAppWeight {
  readonly withPortcullis: UpFrontChunks;
  readonly withoutPortcullis: UpFrontChunks;
  readonly growthBytes: number;
}

export async function exampleAppWeight(): Promise<ExampleAppWeight> {
  const copy = copyExample('vite-react-router');
  try {
    await installExample(copy.dir, await packTarball());
    const fixtures = join(REPO_ROOT, 'bench/fixtures/example-baseline');
    cpSync(join(fixtures, 'vite.baseline.config.js'), join(copy.dir, 'vite.baseline.config.js'));
    cpSync(fixtures, join(copy.dir, 'portcullis-baseline'), { recursive: true });
    const vite = join(copy.dir, 'node_modules/.bin/vite');
    await runCommand(vite, ['build', '--logLevel', 'error', '--outDir', 'dist-with'], { cwd: copy.dir });
    await runCommand(vite, ['build', '--logLevel', 'error', '--config', 'vite.baseline.config.js', '--outDir', 'dist-without'], { cwd: copy.dir });
    const withPortcullis = upFrontChunks(join(copy.dir, 'dist-with'));
    const withoutPortcullis = upFrontChunks(join(copy.dir, 'dist-without'));
    return { withPortcullis, withoutPortcullis, growthBytes: withPortcullis.gzipBytes - withoutPortcullis.gzipBytes };
  } finally {
    copy.remove();
  }
}
