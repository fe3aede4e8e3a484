// The CommonJS modules in a client chunk (react-dom, react, scheduler) as functions the browser
// compiles while the script streams in, not on the main thread when the page's module runs.
//
// esbuild wraps each CommonJS module in a factory passed to its `__commonJS` helper; minified, an
// arrow function (`b=i(e=>{…react-dom…})`). V8 compiles an inner function when it is first called,
// so react-dom's 200 KB factory was compiled inside the entry module's evaluation, on the main
// thread: about 40 ms of the 125-145 ms task at 4x CPU (a Chromium trace of home on a phone). A
// function expression in parentheses is one V8 expects to be called at once and compiles eagerly,
// off the main thread while streaming: `b=i((function(e){…}))`.
//
// Only factories given to the helper in the chunk's top-level declarations are rewritten, and only
// those whose own body uses neither `this` nor `arguments` (the one difference between the two
// forms). The source map is carried through the edit.
import remapping from '@jridgewell/remapping';
import { parse } from 'acorn';
import MagicString from 'magic-string';

/** esbuild's `__commonJS` helper, minified: `(cb, mod) => () => (mod || cb((mod = { exports: {} }).exports, mod), mod.exports)`. */
function isCommonJsHelper(node, code) {
  return (
    node?.type === 'ArrowFunctionExpression' &&
    node.params.length === 2 &&
    node.body.type === 'ArrowFunctionExpression' &&
    /\{exports:\{\}\}/.test(code.slice(node.start, node.end))
  );
}

/** Whether the function's own body (not functions inside it, arrows aside) reads `this` or `arguments`. */
function usesOwnThisOrArguments(node) {
  let found = false;
  const visit = (value) => {
    if (found || !value || typeof value.type !== 'string') return;
    if (value.type === 'ThisExpression' || (value.type === 'Identifier' && value.name === 'arguments')) {
      found = true;
      return;
    }
    if (value.type === 'FunctionExpression' || value.type === 'FunctionDeclaration' || value.type === 'ClassBody') return;
    for (const key of Object.keys(value)) {
      if (key === 'type' || key === 'start' || key === 'end') continue;
      const child = value[key];
      if (Array.isArray(child)) child.forEach(visit);
      else if (child && typeof child === 'object') visit(child);
    }
  };
  visit(node.body);
  return found;
}

/**
 * Rewrites the chunk's CommonJS factories as parenthesized function expressions. Answers the new
 * code and its source map (through the edit to the sources), or null when there is nothing to do.
 * @param {string} code a module chunk as esbuild (and terser) wrote it
 * @param {string} map its source map
 * @param {string} file the chunk's file name, for the map
 * @returns {{ code: string, map: string, rewritten: number } | null}
 */
export function eagerCommonJsFactories(code, map, file) {
  const program = parse(code, { ecmaVersion: 'latest', sourceType: 'module' });
  const declarators = program.body.filter((statement) => statement.type === 'VariableDeclaration').flatMap((statement) => statement.declarations);
  const helpers = new Set(declarators.filter((d) => d.id.type === 'Identifier' && isCommonJsHelper(d.init, code)).map((d) => d.id.name));
  if (helpers.size === 0) return null;
  const edited = new MagicString(code);
  let rewritten = 0;
  for (const { init } of declarators) {
    if (init?.type !== 'CallExpression' || init.callee.type !== 'Identifier' || !helpers.has(init.callee.name) || init.arguments.length !== 1) continue;
    const [factory] = init.arguments;
    if (factory.type !== 'ArrowFunctionExpression' || factory.body.type !== 'BlockStatement' || factory.async || usesOwnThisOrArguments(factory)) continue;
    const params = factory.params.map((param) => code.slice(param.start, param.end)).join(',');
    edited.overwrite(factory.start, factory.body.start, `(function(${params})`);
    edited.appendLeft(factory.end, ')');
    rewritten += 1;
  }
  if (rewritten === 0) return null;
  const editMap = edited.generateMap({ source: file, hires: 'boundary', includeContent: false });
  // The edit's map leads to the chunk before it, whose own map leads to the sources.
  const through = remapping(editMap.toString(), (source) => (source === file ? map : null), { excludeContent: false });
  return { code: edited.toString(), map: through.toString(), rewritten };
}
