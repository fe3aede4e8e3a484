// Builds the server (one ESM bundle, npm packages external) and the browser client
// (ESM, code-split per route, minified, content-hashed) plus an asset manifest the server
// reads to emit <script>/<link> tags. `node esbuild.config.mjs --watch` rebuilds on change.
import * as esbuild from 'esbuild';
import { minify as terser } from 'terser';
import { eagerCommonJsFactories } from './scripts/eager-commonjs-factories.mjs';
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';

const watch = process.argv.includes('--watch');
const outdir = 'dist';
const production = process.env.NODE_ENV !== 'development';

/** @type {esbuild.BuildOptions} */
const server = {
  entryPoints: { main: 'src/server/main.ts' },
  outdir: `${outdir}/server`,
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node22',
  packages: 'external',
  sourcemap: true,
  logLevel: 'warning',
  jsx: 'automatic',
  define: { 'process.env.BUILD_TARGET': '"server"' },
};

/** @type {esbuild.BuildOptions} */
const client = {
  entryPoints: { entry: 'src/ui/entry.client.tsx', styles: 'src/ui/styles/index.css' },
  outdir: `${outdir}/public/assets`,
  publicPath: '/assets',
  bundle: true,
  splitting: true,
  format: 'esm',
  platform: 'browser',
  // The spec's minimum browsers (section 9): iOS Safari 14.6, Chrome 92, Firefox 87.
  target: ['chrome92', 'firefox87', 'ios14.6', 'safari14.1'],
  minify: production,
  // The licence notices of React and React Router go to a .LEGAL.txt file beside each script that
  // holds their code, which the script names in a comment: not in every first load (0.5 KiB gzip).
  legalComments: production ? 'linked' : 'eof',
  // Text as UTF-8, not \u escapes (the stylesheet and documents are UTF-8 too).
  charset: 'utf8',
  sourcemap: true,
  metafile: true,
  entryNames: '[name]-[hash]',
  chunkNames: 'chunks/[name]-[hash]',
  assetNames: 'media/[name]-[hash]',
  jsx: 'automatic',
  logLevel: 'warning',
  define: {
    'process.env.NODE_ENV': JSON.stringify(production ? 'production' : 'development'),
    'process.env.BUILD_TARGET': '"client"',
  },
  plugins: [manifestPlugin(), lazyRouterCore(), routerContextsOnly(), oneFirstLoadChunk()],
};

/**
 * src/ui/router-core.ts re-exports React Router's createRouter and createBrowserHistory; here it gets a copy of the file
 * that holds it (lib/router/router.js, as a module of its own) and of the modules only the core
 * uses (instrumentation, matchers) or that it shares with the hooks (history.js, utils.js). The
 * hooks and components the page hydrates with import a few constants from router.js, and esbuild
 * splits by file: without the copies, the core (47 KiB) and the parts of those modules it uses
 * would sit in the chunk every page loads first. Copying history.js and utils.js is safe: what
 * crosses between the core and the hooks (route error responses, `data()` results) is recognised
 * by shape, not by `instanceof`, and the classes checked by `instanceof` (DiscoveryCancelledError,
 * RouterContextProvider) never leave the core.
 */
function lazyRouterCore() {
  const copied = /^\.\/(router|instrumentation|matcher|matcher-route-pattern|matcher-route-pattern\.preload|history|utils)\.js$/;
  return {
    name: 'lazy-router-core',
    setup(build) {
      build.onResolve({ filter: /^react-router$/ }, async (args) => {
        if (!args.importer.endsWith(path.join('src', 'ui', 'router-core.ts'))) return undefined;
        const index = await build.resolve('react-router', { kind: args.kind, resolveDir: args.resolveDir });
        if (index.errors.length > 0) return { errors: index.errors };
        return { path: path.join(path.dirname(index.path), 'lib', 'router', 'core.js'), namespace: 'lazy-router-core' };
      });
      build.onResolve({ filter: /.*/, namespace: 'lazy-router-core' }, async (args) => {
        if (copied.test(args.path)) return { path: path.join(args.resolveDir, args.path), namespace: 'lazy-router-core' };
        const resolved = await build.resolve(args.path, { kind: args.kind, resolveDir: args.resolveDir });
        if (resolved.errors.length > 0) return { errors: resolved.errors };
        return { path: resolved.path, sideEffects: resolved.sideEffects };
      });
      build.onLoad({ filter: /.*/, namespace: 'lazy-router-core' }, async (args) => ({
        contents: args.path.endsWith(`${path.sep}core.js`) ? 'export { createRouter as UNSAFE_createRouter } from "./router.js"; export { createBrowserHistory as UNSAFE_createBrowserHistory } from "./history.js";' : await readFile(args.path, 'utf8'),
        resolveDir: path.dirname(args.path),
        loader: 'js',
      }));
    },
  };
}

/**
 * src/ui/router/contexts.ts re-exports React Router's contexts; here it gets them from React
 * Router's context module directly. Through React Router's index, esbuild counts every module the
 * index re-exports as reached by the first load, and those the lazy chunks use (the components and
 * hooks modules, for the browser router and the route loaders) would land in it, though the page
 * uses none of them. Same file as the index's, so the contexts are the same objects.
 */
function routerContextsOnly() {
  const names = ['DataRouterContext', 'DataRouterDataContext', 'DataRouterNavigationContext', 'DataRouterStateContext', 'LocationContext', 'NavigationContext', 'RouteContext'];
  return {
    name: 'router-contexts-only',
    setup(build) {
      build.onResolve({ filter: /^react-router$/ }, async (args) => {
        if (!args.importer.endsWith(path.join('src', 'ui', 'router', 'contexts.ts'))) return undefined;
        const index = await build.resolve('react-router', { kind: args.kind, resolveDir: args.resolveDir });
        if (index.errors.length > 0) return { errors: index.errors };
        return { path: path.join(path.dirname(index.path), 'lib', 'context.js'), namespace: 'router-contexts-only' };
      });
      build.onLoad({ filter: /.*/, namespace: 'router-contexts-only' }, (args) => ({
        contents: `export { ${names.map((name) => `${name} as UNSAFE_${name}`).join(', ')} } from ${JSON.stringify(args.path)};`,
        resolveDir: path.dirname(args.path),
        loader: 'js',
      }));
    },
  };
}

/**
 * The first load as one file. esbuild puts each module in a chunk per set of entry points that reach
 * it (the entry and every dynamic import: pages, lazy parts, the browser router), so the entry's code
 * came in some 25 files, each compressed on its own (about 7 KiB more gzip than the same code in
 * one). Every dynamic import target here also imports the entry module (for nothing: it has run
 * already when they load), so everything the entry reaches is reached by every entry point and lands
 * in one shared chunk, which the manifest names as the entry (esbuild's entry file is a one-line
 * import of it). Nothing is duplicated and
 * no chunk loads earlier than before.
 */
function oneFirstLoadChunk() {
  const entry = path.resolve('src/ui/entry.client.tsx');
  const targets = new Set();
  return {
    name: 'one-first-load-chunk',
    setup(build) {
      build.onResolve({ filter: /.*/ }, async (args) => {
        if (args.kind !== 'dynamic-import' || args.pluginData?.oneFirstLoadChunk) return undefined;
        const resolved = await build.resolve(args.path, { kind: args.kind, resolveDir: args.resolveDir, importer: args.importer, pluginData: { oneFirstLoadChunk: true } });
        if (resolved.errors.length > 0 || !resolved.path.startsWith(path.resolve('src') + path.sep)) return undefined;
        targets.add(resolved.path);
        return undefined;
      });
      build.onLoad({ filter: /\.tsx?$/ }, async (args) => {
        if (!targets.has(args.path)) return undefined;
        const source = await readFile(args.path, 'utf8');
        return { contents: `import ${JSON.stringify(entry)};\n${source}`, loader: args.path.endsWith('x') ? 'tsx' : 'ts' };
      });
    },
  };
}

/** Writes dist/public/assets/manifest.json: entry script, stylesheet, and per-route chunks. */
function manifestPlugin() {
  return {
    name: 'asset-manifest',
    setup(build) {
      build.onEnd(async (result) => {
        if (!result.metafile) return;
        const manifest = { entry: '', styles: [], routes: {} };
        for (const [file, out] of Object.entries(result.metafile.outputs)) {
          const url = '/' + path.relative(`${outdir}/public`, file).split(path.sep).join('/');
          if (file.endsWith('.map')) continue;
          // The output holding the entry module (oneFirstLoadChunk: the shared chunk, not the
          // one-line entry file that imports it, which would cost the browser a round trip).
          if (file.endsWith('.js') && out.inputs['src/ui/entry.client.tsx']) manifest.entry = url;
          if (out.entryPoint === 'src/ui/styles/index.css' && file.endsWith('.css')) manifest.styles.push(url);
          const page = out.entryPoint?.match(/^src\/ui\/pages\/(.+)\.tsx$/);
          if (page) manifest.routes[page[1]] = [url, ...out.imports.filter((i) => i.kind === 'import-statement').map((i) => '/' + path.relative(`${outdir}/public`, i.path).split(path.sep).join('/'))];
        }
        await writeFile(`${outdir}/public/assets/manifest.json`, JSON.stringify(manifest, null, 2));
        await writeFile(`${outdir}/client-metafile.json`, JSON.stringify(result.metafile)); // bench/client-bundles.bench.ts; outside public/
      });
    },
  };
}

/**
 * A second minifier pass over the browser's scripts (production builds): terser's compressor finds
 * about 2% more than esbuild's minifier (the first-load chunk 100.5 -> 98.6 KiB gzip), for about
 * 3 s of build. Names and content hashes stay esbuild's: the same sources give the same bytes.
 * The source maps are carried through, so they still point into the sources.
 */
async function compressClientScripts(metafile) {
  const scripts = Object.keys(metafile.outputs).filter((file) => file.endsWith('.js'));
  await Promise.all(
    scripts.map(async (file) => {
      const source = await readFile(file, 'utf8');
      // esbuild's trailing comments (licence link, source map link) go back as they were.
      // (An empty chunk is the link alone.)
      const trailer = source.match(/(?:\n?\/\*! For license information[^\n]*\*\/)?\n?\/\/# sourceMappingURL=[^\n]*\n?$/);
      if (!trailer) throw new Error(`${file}: no source map link to keep`);
      const code = source.slice(0, trailer.index);
      if (!code.trim()) return;
      const map = await readFile(`${file}.map`, 'utf8');
      const result = await terser(code, {
        module: true,
        ecma: 2020,
        compress: { passes: 2 },
        mangle: true,
        format: { comments: false },
        sourceMap: { content: map, includeSources: true },
      });
      if (typeof result.code !== 'string' || typeof result.map !== 'string') throw new Error(`${file}: terser gave no output`);
      // react-dom's and React's CommonJS factories compiled while streaming, not at the first call.
      const eager = eagerCommonJsFactories(result.code, result.map, path.basename(file));
      await writeFile(file, `${eager?.code ?? result.code}${trailer[0]}`);
      await writeFile(`${file}.map`, eager?.map ?? result.map);
    }),
  );
}

async function copyStatic() {
  await mkdir(`${outdir}/public`, { recursive: true });
}

await rm(outdir, { recursive: true, force: true });
await copyStatic();
if (watch) {
  const contexts = await Promise.all([esbuild.context(server), esbuild.context(client)]);
  await Promise.all(contexts.map((c) => c.watch()));
  console.log('esbuild: watching for changes');
} else {
  const started = Date.now();
  const [, built] = await Promise.all([esbuild.build(server), esbuild.build(client)]);
  if (production && built.metafile) await compressClientScripts(built.metafile);
  const manifest = JSON.parse(await readFile(`${outdir}/public/assets/manifest.json`, 'utf8'));
  console.log(`esbuild: built server and client in ${Date.now() - started} ms (entry ${manifest.entry})`);
}
