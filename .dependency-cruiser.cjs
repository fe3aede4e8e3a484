// The layer rule of the hexagon, checked by `npm run lint:layers` (part of `npm test`) and proven
// to bite by test/architecture/layers.test.ts. Paths are relative to the folder cruised from, so
// the same rules run on `src` and on the test fixtures' own `src` trees.
/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: 'domain-imports-only-domain',
      comment:
        'src/domain is types and pure functions: it imports nothing outside src/domain, ' +
        'no npm package and no node: builtin (time, ids and settings come in as arguments).',
      severity: 'error',
      from: { path: '^src/domain/' },
      to: { pathNot: '^src/domain/' },
    },
    {
      name: 'application-imports-only-domain',
      comment:
        'src/application (use cases and ports) imports src/domain, itself, tsyringe, zod and lru-cache only: ' +
        'never an adapter, the server, the ui, a framework or a node: builtin.',
      severity: 'error',
      from: { path: '^src/application/' },
      to: { pathNot: ['^src/(domain|application)/', '(^|/)node_modules/(tsyringe|zod|lru-cache)/'] },
    },
    {
      name: 'ui-imports-no-adapter-or-server',
      comment: 'src/ui renders view models; it never reaches adapters or the server (they are composed in src/server).',
      severity: 'error',
      from: { path: '^src/ui/' },
      to: { path: '^src/(adapters|server)/' },
    },
    {
      name: 'no-import-cycles',
      comment:
        'Modules form a tree in every layer: a cycle means two pieces belong in one module, or a third ' +
        'module should hold what both need.',
      severity: 'error',
      from: { path: '^src/' },
      to: { path: '^src/', circular: true },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    // Type-only imports cross layers as much as value imports do.
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.json' },
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['import', 'require', 'node', 'default', 'types'],
      extensions: ['.ts', '.tsx', '.mts', '.js', '.mjs', '.cjs', '.json'],
      mainFields: ['module', 'main', 'types', 'typings'],
    },
    reporterOptions: {
      text: { highlightFocused: true },
    },
  },
};
