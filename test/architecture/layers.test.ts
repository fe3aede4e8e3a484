// Proves the layer rule bites: the project's own .dependency-cruiser.cjs runs over small source
// trees under fixtures/, each breaking one rule, and over a clean tree that must pass.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { cruise, type ICruiseResult } from 'dependency-cruiser';
import extractDepcruiseOptions from 'dependency-cruiser/config-utl/extract-depcruise-options';
import extractTSConfig from 'dependency-cruiser/config-utl/extract-ts-config';
import { describe, expect, it } from 'vitest';

const root = fileURLToPath(new URL('../..', import.meta.url));
const fixtures = path.join(root, 'test/architecture/fixtures');

async function violationsIn(fixture: string) {
  const options = await extractDepcruiseOptions(path.join(root, '.dependency-cruiser.cjs'));
  const tsConfig = extractTSConfig(path.join(root, 'tsconfig.json'));
  const { output } = await cruise(['src'], { ...options, baseDir: path.join(fixtures, fixture) }, {}, { tsConfig });
  const result = output as ICruiseResult;
  return {
    cruised: result.summary.totalCruised,
    violations: result.summary.violations.map((violation) => ({
      rule: violation.rule.name,
      from: violation.from,
      to: violation.to.replace(/^(\.\.\/)+/, ''),
    })),
  };
}

describe('layer rule (.dependency-cruiser.cjs)', () => {
  it('passes a tree that keeps every layer in its place', async () => {
    const { cruised, violations } = await violationsIn('clean');
    expect(violations).toEqual([]);
    // domain, application (with tsyringe and zod), adapters, server (with express) and ui were all read.
    expect(cruised).toBeGreaterThanOrEqual(10);
  });

  it.each([
    ['domain-imports-express', 'domain-imports-only-domain', 'src/domain/request-rule.ts', 'node_modules/express/index.js'],
    ['domain-imports-node-builtin', 'domain-imports-only-domain', 'src/domain/order-id.ts', 'crypto'],
    ['domain-imports-application', 'domain-imports-only-domain', 'src/domain/cart.ts', 'src/application/ports.ts'],
    ['domain-cycle', 'no-import-cycles', 'src/domain/a.ts', 'src/domain/b.ts'],
    ['ui-cycle', 'no-import-cycles', 'src/ui/card-form.ts', 'src/ui/card-view.ts'],
    ['adapters-cycle', 'no-import-cycles', 'src/adapters/product-generator.ts', 'src/adapters/product-variants.ts'],
    [
      'application-imports-adapter',
      'application-imports-only-domain',
      'src/application/load-cart.use-case.ts',
      'src/adapters/sqlite-cart-store.ts',
    ],
    [
      'application-imports-react',
      'application-imports-only-domain',
      'src/application/render-cart.use-case.ts',
      'node_modules/react/index.js',
    ],
    ['application-imports-server', 'application-imports-only-domain', 'src/application/settings.ts', 'src/server/config.ts'],
    ['ui-imports-server', 'ui-imports-no-adapter-or-server', 'src/ui/footer.ts', 'src/server/config.ts'],
    ['ui-imports-adapter', 'ui-imports-no-adapter-or-server', 'src/ui/cart-badge.ts', 'src/adapters/sqlite-cart-store.ts'],
  ])('reports %s', async (fixture, rule, from, to) => {
    const { violations } = await violationsIn(fixture);
    expect(violations).toEqual([{ rule, from, to }]);
  });
});
