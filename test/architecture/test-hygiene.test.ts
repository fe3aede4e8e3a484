// Two kinds of test that cannot be trusted, refused across the test tree:
// - an `expect` inside a `catch` of a test that does not say how many assertions must run: when the
//   code under test stops throwing, the catch never runs and the test passes with nothing checked;
// - a fixed sleep in a unit test (`await new Promise((r) => setTimeout(r, N))`): too short on a
//   loaded machine, wasted time on an idle one. Await the event, use fake timers or expect.poll.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

const root = fileURLToPath(new URL('../..', import.meta.url));

interface Finding {
  rule: 'catch-without-assertion-count' | 'fixed-sleep';
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

const parse = (name: string, text: string) => ts.createSourceFile(name, text, ts.ScriptTarget.Latest, true, name.endsWith('x') ? ts.ScriptKind.TSX : ts.ScriptKind.TS);

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
});
