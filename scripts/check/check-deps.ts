// `npm run lint:deps`: checks the layer rules of .dependency-cruiser.mjs over contract/, client/ and edge/.
// dependency-cruiser 18's own CLI refuses Node 20 (its engines say ^22), but its API runs fine
// here, so this script calls the API and prints the CLI's 'err' report.
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { cruise, format, type ICruiseResult, type IViolation } from 'dependency-cruiser';
import extractDepcruiseOptions from 'dependency-cruiser/config-utl/extract-depcruise-options';
import extractTSConfig from 'dependency-cruiser/config-utl/extract-ts-config';

const CONFIG = fileURLToPath(new URL('../../.dependency-cruiser.mjs', import.meta.url));

/** Cruises `paths` under `baseDir` with the repository's rules; returns the rule violations found. */
export async function checkDependencies(baseDir: string, paths: string[] = ['contract', 'client', 'edge']): Promise<{ result: ICruiseResult; violations: IViolation[] }> {
  const options = await extractDepcruiseOptions(CONFIG);
  const tsConfigFile = join(baseDir, 'tsconfig.json');
  const tsConfig = existsSync(tsConfigFile) ? extractTSConfig(tsConfigFile) : undefined;
  const { output } = await cruise(paths, { ...options, baseDir }, {}, { tsConfig });
  const result = output as ICruiseResult;
  return { result, violations: result.summary.violations };
}

async function main(): Promise<void> {
  const { result } = await checkDependencies(process.cwd());
  const report = await format(result, { outputType: 'err' });
  process.stdout.write(String(report.output));
  process.exitCode = report.exitCode;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) await main();
