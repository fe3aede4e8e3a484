// `npm run bench [-- name ...]`: runs every bench/*.bench.ts (or the named ones) one after another,
// each in its own Node process so one bench's heap cannot skew the next. A bench prints its figures
// and exits non-zero when it misses a target; this runner reports them all and fails if any failed.
import { spawnSync } from 'node:child_process';
import { readdirSync } from 'node:fs';

const wanted = process.argv.slice(2);
const files = readdirSync('bench')
  .filter((f) => f.endsWith('.bench.ts') || f.endsWith('.bench.mjs'))
  .filter((f) => wanted.length === 0 || wanted.some((w) => f.startsWith(w)))
  .sort();
const failed = [];
for (const file of files) {
  console.log(`\n=== ${file} ===`);
  const result = spawnSync(process.execPath, ['--import', 'tsx', '--expose-gc', `bench/${file}`], { stdio: 'inherit', env: { ...process.env, NODE_ENV: 'production', LOG_LEVEL: 'silent' } });
  if (result.status !== 0) failed.push(file);
}
console.log(`\nbench: ${files.length - failed.length} met their targets, ${failed.length} missed${failed.length ? `: ${failed.join(', ')}` : ''}`);
process.exit(failed.length ? 1 : 0);
