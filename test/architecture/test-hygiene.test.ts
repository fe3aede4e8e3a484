// Two kinds of test that cannot be trusted, refused across the test tree:
// - an `expect` inside a `catch` of a test that does not say how many assertions must run: when the
//   code under test stops throwing, the catch never runs and the test passes with nothing checked;
// - a fixed sleep in a unit test (`await new Promise((r) => setTimeout(r, N))`): too short on a
//   loaded machine, wasted time on an idle one. Await the event, use fake timers or expect.poll.
// And two more in the journeys (test/e2e, support files included):
// - an import from src/domain or src/application: a journey that takes the shop's rules as its
//   answer key passes with a wrong rule; it states the spec's numbers and words literally;
// - `waitForTimeout`: a fixed sleep in a browser; await the event, a locator assertion or a poll.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

const root = fileURLToPath(new URL('../..', import.meta.url));

interface Finding {
  rule: 'catch-without-assertion-count' | 'fixed-sleep' | 'journey-imports-rules' | 'journey-sleeps';
  line: number;
}

const TEST_CALLEES = new Set(['it', 'test']);

/** `it(...)`, `test(...)`, a focused or skipped `it` (its `only` or `skip` member), `it.each(table)(...)`, `test.concurrent(...)`: the callee names a test. */
function namesATest(callee: ts.Expression): boolean {
  if (ts.isIdentifier(callee)) return TEST_CALLEES.has(callee.text);
  if (ts.isPropertyAccessExpression(callee)) return namesATest(callee.expression);
  if (ts.isCallExpression(callee)) return namesATest(callee.expression);
  return false;
}

const isTestCallback = (fn: ts.Node): boolean => ts.isCallExpression(fn.parent) && fn.parent.arguments.includes(fn as ts.Expression) && namesATest(fn.parent.expression);

const isFunction = (node: ts.Node): node is ts.FunctionLikeDeclaration =>
  ts.isArrowFunction(node) || ts.isFunctionExpression(node) || ts.isFunctionDeclaration(node) || ts.isMethodDeclaration(node);

function enclosingFunction(node: ts.Node): ts.FunctionLikeDeclaration | undefined {
  for (let at = node.parent; at; at = at.parent) if (isFunction(at)) return at;
  return undefined;
}

function contains(node: ts.Node, found: (n: ts.Node) => boolean): boolean {
  if (found(node)) return true;
  return ts.forEachChild(node, (child) => (contains(child, found) ? true : undefined)) ?? false;
}

/** `expect(...)`, `expect.soft(...)`, `expect(...).toBe(...)`: any call rooted in `expect`. */
const isExpectCall = (node: ts.Node) =>
  ts.isCallExpression(node) && (ts.isIdentifier(node.expression) ? node.expression.text === 'expect' : ts.isPropertyAccessExpression(node.expression) && ts.isIdentifier(node.expression.expression) && node.expression.expression.text === 'expect');

const countsAssertions = (node: ts.Node) =>
  ts.isCallExpression(node) && ts.isPropertyAccessExpression(node.expression) && ts.isIdentifier(node.expression.expression) && node.expression.expression.text === 'expect' && ['assertions', 'hasAssertions'].includes(node.expression.name.text);

/** `throw ...`, or a call to `something.fail(...)`: the try cannot end quietly. */
const failsLoudly = (statement: ts.Statement | undefined) =>
  !!statement &&
  (ts.isThrowStatement(statement) || (ts.isExpressionStatement(statement) && ts.isCallExpression(statement.expression) && ts.isPropertyAccessExpression(statement.expression.expression) && statement.expression.expression.name.text === 'fail'));

function catchFindings(source: ts.SourceFile): Finding[] {
  const findings: Finding[] = [];
  const visit = (node: ts.Node) => {
    if (ts.isTryStatement(node) && node.catchClause && contains(node.catchClause.block, isExpectCall)) {
      const fn = enclosingFunction(node);
      const statements = ts.isBlock(node.parent) || ts.isSourceFile(node.parent) ? node.parent.statements : undefined;
      const next = statements?.[statements.indexOf(node) + 1];
      const guarded = failsLoudly(node.tryBlock.statements.at(-1)) || failsLoudly(next) || (fn !== undefined && contains(fn, countsAssertions));
      if (fn && isTestCallback(fn) && !guarded) findings.push({ rule: 'catch-without-assertion-count', line: source.getLineAndCharacterOfPosition(node.catchClause.getStart(source)).line + 1 });
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return findings;
}

/** `new Promise((r) => setTimeout(r, N))` or `setTimeout(() => r(), N)`: a promise that only waits. */
function sleepFindings(source: ts.SourceFile): Finding[] {
  const findings: Finding[] = [];
  const visit = (node: ts.Node) => {
    if (ts.isNewExpression(node) && ts.isIdentifier(node.expression) && node.expression.text === 'Promise') {
      const executor = node.arguments?.[0];
      if (executor && (ts.isArrowFunction(executor) || ts.isFunctionExpression(executor)) && executor.parameters.length >= 1) {
        const resolve = executor.parameters[0]!.name.getText(source);
        const body = ts.isBlock(executor.body) ? (executor.body.statements.length === 1 && ts.isExpressionStatement(executor.body.statements[0]!) ? executor.body.statements[0].expression : undefined) : executor.body;
        const callsResolveBare = (arg: ts.Expression | undefined) =>
          !!arg &&
          ((ts.isIdentifier(arg) && arg.text === resolve) ||
            ((ts.isArrowFunction(arg) || ts.isFunctionExpression(arg)) &&
              !ts.isBlock(arg.body) &&
              ts.isCallExpression(arg.body) &&
              arg.body.arguments.length === 0 &&
              ts.isIdentifier(arg.body.expression) &&
              arg.body.expression.text === resolve));
        if (body && ts.isCallExpression(body) && ts.isIdentifier(body.expression) && body.expression.text === 'setTimeout' && body.arguments.length >= 2 && callsResolveBare(body.arguments[0])) {
          findings.push({ rule: 'fixed-sleep', line: source.getLineAndCharacterOfPosition(node.getStart(source)).line + 1 });
        }
      }
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return findings;
}

/** The module specifiers a file imports or re-exports, statically or with `import()`. */
function importedSpecifiers(source: ts.SourceFile): { specifier: string; line: number }[] {
  const found: { specifier: string; line: number }[] = [];
  const at = (node: ts.Node) => source.getLineAndCharacterOfPosition(node.getStart(source)).line + 1;
  const visit = (node: ts.Node) => {
    if ((ts.isImportDeclaration(node) || ts.isExportDeclaration(node)) && node.moduleSpecifier && ts.isStringLiteral(node.moduleSpecifier)) found.push({ specifier: node.moduleSpecifier.text, line: at(node) });
    if (ts.isCallExpression(node) && (node.expression.kind === ts.SyntaxKind.ImportKeyword || (ts.isIdentifier(node.expression) && node.expression.text === 'require')) && node.arguments[0] && ts.isStringLiteralLike(node.arguments[0]))
      found.push({ specifier: node.arguments[0].text, line: at(node) });
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

const RULE_LAYERS = ['src/domain', 'src/application'];

/** A journey file (its path relative to the repository) importing from the shop's rules or use cases. */
function journeyImportFindings(source: ts.SourceFile, relativePath: string): Finding[] {
  return importedSpecifiers(source)
    .filter(({ specifier }) => {
      if (!specifier.startsWith('.')) return false;
      const target = path.posix.normalize(path.posix.join(path.posix.dirname(relativePath), specifier));
      return RULE_LAYERS.some((layer) => target === layer || target.startsWith(`${layer}/`));
    })
    .map(({ line }) => ({ rule: 'journey-imports-rules', line }));
}

/** `page.waitForTimeout(...)`, or any `.waitForTimeout(...)`: a browser sleep. */
function journeySleepFindings(source: ts.SourceFile): Finding[] {
  const findings: Finding[] = [];
  const visit = (node: ts.Node) => {
    if (ts.isCallExpression(node) && ts.isPropertyAccessExpression(node.expression) && node.expression.name.text === 'waitForTimeout')
      findings.push({ rule: 'journey-sleeps', line: source.getLineAndCharacterOfPosition(node.getStart(source)).line + 1 });
    ts.forEachChild(node, visit);
  };
  visit(source);
  return findings;
}

const parse = (name: string, text: string) => ts.createSourceFile(name, text, ts.ScriptTarget.Latest, true, name.endsWith('x') ? ts.ScriptKind.TSX : ts.ScriptKind.TS);

/** Every TypeScript file under `dir` (snapshots and fixtures are not code). */
function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return /\.tsx?$/.test(entry.name) ? [full] : [];
  });
}

function testFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'fixtures' ? [] : testFiles(full);
    return /\.(test|spec)\.tsx?$/.test(entry.name) ? [full] : [];
  });
}

describe('the scanner', () => {
  it.each([
    {
      name: 'an expect in the catch of a test with no assertion count',
      source: `it('x', () => {\n  try {\n    parse(1);\n  } catch (error) {\n    expect(error).toBeDefined();\n  }\n});`,
      expected: [{ rule: 'catch-without-assertion-count', line: 4 }],
    },
    {
      name: 'the same in an it.each table test',
      source: `it.each([1])('x %s', async (n) => {\n  try {\n    await parse(n);\n  } catch (error) {\n    expect(error).toMatchObject({ code: 'x' });\n  }\n});`,
      expected: [{ rule: 'catch-without-assertion-count', line: 4 }],
    },
    {
      name: 'a test that counts its assertions',
      source: `it('x', () => {\n  expect.assertions(1);\n  try {\n    parse(1);\n  } catch (error) {\n    expect(error).toBeDefined();\n  }\n});`,
      expected: [],
    },
    {
      name: 'a try that throws when nothing was thrown',
      source: `it('x', () => {\n  try {\n    parse(1);\n    expect.fail('no error');\n  } catch (error) {\n    expect(error).toBeDefined();\n  }\n});`,
      expected: [],
    },
    {
      name: 'a catch that keeps the error, checked after the try',
      source: `it('x', () => {\n  let error;\n  try {\n    parse(1);\n  } catch (caught) {\n    error = caught;\n  }\n  expect(error).toBeDefined();\n});`,
      expected: [],
    },
    {
      name: "a catch inside a property's callback, where a refusal is one allowed outcome",
      source: `it('x', async () => {\n  await fc.assert(fc.asyncProperty(arb, async (a) => {\n    try {\n      await act(a);\n    } catch (error) {\n      expect(isRefusal(error)).toBe(true);\n    }\n  }));\n});`,
      expected: [],
    },
    {
      name: 'a fixed sleep',
      source: `it('x', async () => {\n  await new Promise((resolve) => setTimeout(resolve, 50));\n});`,
      expected: [{ rule: 'fixed-sleep', line: 2 }],
    },
    {
      name: 'a fixed sleep in a helper, resolving through an arrow',
      source: `const settle = () => new Promise<void>((r) => setTimeout(() => r(), 20));`,
      expected: [{ rule: 'fixed-sleep', line: 1 }],
    },
    {
      name: 'a slow value standing in for a slow upstream (resolves with a value)',
      source: `const slow = new Promise<string>((resolve) => setTimeout(() => resolve('late'), 50));`,
      expected: [],
    },
    {
      name: 'a promise that waits for an event',
      source: `await new Promise((resolve) => server.close(resolve));`,
      expected: [],
    },
  ])('$name', ({ source, expected }) => {
    const file = parse('case.test.ts', source);
    expect([...catchFindings(file), ...sleepFindings(file)]).toEqual(expected);
  });
});

describe('the journey scanner', () => {
  it.each([
    { name: 'a rule from the domain', file: 'test/e2e/cart.spec.ts', source: `import { x } from '../../src/domain/money';`, expected: [{ rule: 'journey-imports-rules', line: 1 }] },
    { name: 'a use case', file: 'test/e2e/cart.spec.ts', source: `import a from '../../src/application/cart/add';`, expected: [{ rule: 'journey-imports-rules', line: 1 }] },
    { name: 'a type from the domain, in a support file', file: 'test/e2e/support/x.ts', source: `\nimport type { Money } from '../../../src/domain/money';`, expected: [{ rule: 'journey-imports-rules', line: 2 }] },
    { name: 'a re-export', file: 'test/e2e/support/x.ts', source: `export { formatMoney } from '../../../src/domain/money';`, expected: [{ rule: 'journey-imports-rules', line: 1 }] },
    { name: 'a dynamic import', file: 'test/e2e/a.spec.ts', source: `const m = await import('../../src/domain');`, expected: [{ rule: 'journey-imports-rules', line: 1 }] },
    { name: 'the demo catalogue (an adapter)', file: 'test/e2e/a.spec.ts', source: `import { generateCatalogue } from '../../src/adapters/embedded/demo-data/generate-catalogue';`, expected: [] },
    { name: 'a support helper', file: 'test/e2e/a.spec.ts', source: `import { hosted } from './support/mode';`, expected: [] },
    { name: 'a package', file: 'test/e2e/a.spec.ts', source: `import { expect } from '@playwright/test';`, expected: [] },
    { name: 'a sleep in a browser', file: 'test/e2e/a.spec.ts', source: `test('x', async ({ page }) => {\n  await page.waitForTimeout(500);\n});`, expected: [{ rule: 'journey-sleeps', line: 2 }] },
    { name: 'a wait for an event', file: 'test/e2e/a.spec.ts', source: `await page.waitForResponse((r) => r.ok());`, expected: [] },
  ])('$name', ({ file, source, expected }) => {
    const parsed = parse(file, source);
    expect([...journeyImportFindings(parsed, file), ...journeySleepFindings(parsed)]).toEqual(expected);
  });
});

describe('the test tree', () => {
  const files = testFiles(path.join(root, 'test'));
  const sources = new Map(files.map((file) => [file, parse(file, readFileSync(file, 'utf8'))]));

  it('has test files to scan', () => {
    expect(files.length).toBeGreaterThan(100);
  });

  it('has no expect inside a catch of a test that does not count its assertions', () => {
    const found = files.flatMap((file) => catchFindings(sources.get(file)!).map((f) => `${path.relative(root, file)}:${f.line}`));
    expect(found).toEqual([]);
  });

  it('has no fixed sleep in a unit test (*.test.ts)', () => {
    const unit = files.filter((file) => /\.test\.tsx?$/.test(file));
    const found = unit.flatMap((file) => sleepFindings(sources.get(file)!).map((f) => `${path.relative(root, file)}:${f.line}`));
    expect(found).toEqual([]);
  });

  const journeyFiles = sourceFiles(path.join(root, 'test', 'e2e'));

  it('has journeys to scan', () => {
    expect(journeyFiles.length).toBeGreaterThan(30);
  });

  it('has no journey (test/e2e, support included) importing from src/domain or src/application', () => {
    const found = journeyFiles.flatMap((file) => {
      const relative = path.relative(root, file).split(path.sep).join('/');
      return journeyImportFindings(parse(file, readFileSync(file, 'utf8')), relative).map((f) => `${relative}:${f.line}`);
    });
    expect(found).toEqual([]);
  });

  it('has no waitForTimeout in a journey', () => {
    const found = journeyFiles.flatMap((file) => journeySleepFindings(parse(file, readFileSync(file, 'utf8'))).map((f) => `${path.relative(root, file)}:${f.line}`));
    expect(found).toEqual([]);
  });
});
