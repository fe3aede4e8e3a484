// Issue 18 (Lighthouse): the client build rewrites esbuild's CommonJS factories (react-dom's 200 KB
// among them) as parenthesized function expressions, which V8 compiles while the script streams
// instead of on the main thread when the entry module runs. The rewrite must keep what the code
// does, leave what it cannot rewrite safely, and carry the source map through to the sources.
import * as esbuild from 'esbuild';
import { SourceMapConsumer } from 'source-map-js';
import { describe, expect, it } from 'vitest';
// @ts-expect-error a build script in plain JavaScript, without declarations
import { eagerCommonJsFactories } from '../../scripts/eager-commonjs-factories.mjs';

type Eager = (code: string, map: string, file: string) => { code: string; map: string; rewritten: number } | null;
const eager = eagerCommonJsFactories as Eager;

/** Bundles an entry with CommonJS dependencies the way the client build does (ESM, minified, a linked map). */
async function bundle(files: Record<string, string>) {
  const result = await esbuild.build({
    stdin: { contents: files['entry.js']!, resolveDir: '/virtual', sourcefile: 'entry.js', loader: 'js' },
    bundle: true,
    format: 'esm',
    minify: true,
    sourcemap: 'external',
    outfile: '/virtual/out.js',
    write: false,
    plugins: [
      {
        name: 'virtual',
        setup(build) {
          build.onResolve({ filter: /^\.\// }, (args) => ({ path: args.path.slice(2), namespace: 'virtual' }));
          build.onLoad({ filter: /.*/, namespace: 'virtual' }, (args) => ({ contents: files[args.path]!, loader: 'js' }));
        },
      },
    ],
  });
  const code = result.outputFiles.find((f) => f.path.endsWith('.js'))!.text;
  const map = result.outputFiles.find((f) => f.path.endsWith('.map'))!.text;
  return { code, map };
}

async function run(code: string): Promise<unknown> {
  const module = (await import(`data:text/javascript;base64,${Buffer.from(code).toString('base64')}`)) as { result: unknown };
  return module.result;
}

const LIBRARY = `
  var counter = 0;
  exports.next = function () { return ++counter; };
  exports.label = 'amp-' + [1, 2, 3].map((n) => n * 2).join('');
`;

describe('the CommonJS factories of a client chunk', () => {
  it('are rewritten as parenthesized function expressions, and the chunk does what it did', async () => {
    const { code, map } = await bundle({
      'entry.js': `import lib from './lib.js'; import other from './other.js'; export const result = [lib.next(), lib.next(), lib.label, other.size];`,
      'lib.js': LIBRARY,
      'other.js': `module.exports = { size: 12 };`,
    });
    expect(code).toMatch(/\(\w+?=>\{/); // esbuild's minified factories are arrows
    const out = eager(code, map, 'out.js');
    expect(out?.rewritten).toBe(2);
    expect(out!.code.match(/\(\(function\(/g)).toHaveLength(2);
    expect(await run(out!.code)).toEqual(await run(code));
    expect(await run(out!.code)).toEqual([1, 2, 'amp-246', 12]);
  });

  it("leaves a factory whose own body reads 'this' or 'arguments' (the two forms differ there)", () => {
    // esbuild itself turns a module's top-level 'this' into 'exports'; the check is a guard for what it may not.
    const helper = 'var h=(e,t)=>()=>(t||e((t={exports:{}}).exports,t),t.exports);';
    for (const body of ['e.self=this', 'e.count=arguments.length', 'e.f=()=>this']) {
      expect(eager(`${helper}var s=h(e=>{${body}});export const result=s();`, '{}', 'out.js')).toBeNull();
    }
    // 'this' inside a function of its own is that function's, in either form.
    expect(eager(`${helper}var s=h(e=>{e.f=function(){return this}});export const result=s();`, JSON.stringify({ version: 3, sources: ['x.js'], names: [], mappings: '' }), 'out.js')?.rewritten).toBe(1);
  });

  it('carries the source map through the edit to the sources', async () => {
    const { code, map } = await bundle({
      'entry.js': `import lib from './lib.js'; export const result = lib.label;`,
      'lib.js': LIBRARY,
    });
    const out = eager(code, map, 'out.js')!;
    const needle = "'amp-'";
    const at = (text: string) => {
      const index = text.indexOf(needle.replaceAll("'", '"'));
      const before = text.slice(0, index);
      return { line: before.split('\n').length, column: index - before.lastIndexOf('\n') - 1 };
    };
    const original = new SourceMapConsumer(JSON.parse(map)).originalPositionFor(at(code));
    const carried = new SourceMapConsumer(JSON.parse(out.map)).originalPositionFor(at(out.code));
    expect(original.source).toMatch(/lib\.js$/);
    expect(carried).toEqual(original);
  });

  it('leaves a chunk without CommonJS modules as it is', async () => {
    const { code, map } = await bundle({ 'entry.js': `export const result = [1, 2].map((n) => n + 1);` });
    expect(eager(code, map, 'out.js')).toBeNull();
  });
});
