// Builds of other commits beside this checkout's, so one bench run can load today's shop and a
// change side by side (the only comparison a shared machine makes meaningful). Each ref is checked
// out in a detached worktree under the system's temp folder, given this checkout's node_modules and
// built with esbuild; `remove()` takes the worktree away again (BENCH_KEEP_BUILDS=1 keeps it, and a
// later run reuses a kept build of the same commit). The ref '.' is this checkout as it is.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, realpathSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { ensureBuild } from './storefront-process';

export interface GitBuild {
  label: string;
  ref: string;
  /** The short commit, or 'working tree' for '.'. */
  commit: string;
  /** Where its dist/ is (undefined: this checkout, started as the other benches start it). */
  root: string | undefined;
  remove(): void;
}

const git = (args: string[], cwd = process.cwd()) => {
  const result = spawnSync('git', args, { cwd, encoding: 'utf8' });
  if (result.status !== 0) throw new Error(`git ${args.join(' ')}: ${result.stderr.trim()}`);
  return result.stdout.trim();
};

/** `spec`: 'label=ref,label=ref' (for example 'today=main,yours=.'). */
export function parseBuilds(spec: string): Array<{ label: string; ref: string }> {
  return spec.split(',').map((pair) => {
    const [label, ref] = pair.split('=');
    if (!label || !ref) throw new Error(`not label=ref: ${pair}`);
    return { label: label.trim(), ref: ref.trim() };
  });
}

export function buildRef(label: string, ref: string): GitBuild {
  if (ref === '.') {
    ensureBuild();
    return { label, ref, commit: 'working tree', root: undefined, remove: () => {} };
  }
  const commit = git(['rev-parse', '--short', `${ref}^{commit}`]);
  const root = path.join(tmpdir(), 'storefront-bench-builds', commit);
  const remove = () => {
    if (process.env.BENCH_KEEP_BUILDS !== '1' && existsSync(root)) git(['worktree', 'remove', '--force', root]);
  };
  if (existsSync(path.join(root, 'dist', 'server', 'main.js'))) {
    console.log(`reusing the build of ${label} (${ref} = ${commit}) in ${root}`);
    return { label, ref, commit, root, remove };
  }
  mkdirSync(path.dirname(root), { recursive: true });
  if (!existsSync(root)) git(['worktree', 'add', '--detach', root, commit]);
  try {
    if (!existsSync(path.join(root, 'node_modules'))) symlinkSync(realpathSync('node_modules'), path.join(root, 'node_modules'));
    console.log(`building ${label} (${ref} = ${commit}) in ${root}…`);
    const built = spawnSync(process.execPath, ['esbuild.config.mjs'], { cwd: root, stdio: ['ignore', 'ignore', 'inherit'], env: { ...process.env, NODE_ENV: 'production' } });
    if (built.status !== 0) throw new Error(`build of ${ref} failed`);
  } catch (error) {
    remove();
    throw error;
  }
  return { label, ref, commit, root, remove };
}
