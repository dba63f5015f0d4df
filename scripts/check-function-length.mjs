// Refuses a function longer than 80 lines, counted as a reader sees it: from
// its first line to its last, signature, JSX, comments and blank lines
// included. Biome's noExcessiveLinesPerFunction counts only the body's tokens
// that start a line, so it misses lines inside JSX and the lines of a
// destructured signature, and with skipBlankLines it skips comments too: a
// component can run far past the limit and pass it.
// Tests, test helpers, end-to-end specs and benchmarks may run long: each is a
// list of cases. Prints one line when everything passes.
// Usage: node scripts/check-function-length.mjs [max-lines] [folder …]
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { parseSync } from "@swc/core";

const MAX_LINES = Number(process.argv[2] ?? 80);
const FOLDERS = process.argv.length > 3 ? process.argv.slice(3) : ["app", "components", "lib", "scripts"];
const SOURCE = /\.(ts|tsx|mts|cts|js|jsx|mjs|cjs)$/;
const EXCLUDED = [/\.d\.ts$/, /\.(test|spec)\.[cm]?[jt]sx?$/, /^lib\/testing\//, /(^|\/)node_modules\//];
const FUNCTIONS = new Set(["FunctionDeclaration", "FunctionExpression", "ArrowFunctionExpression"]);
const METHODS = new Set(["ClassMethod", "PrivateMethod", "Constructor", "MethodProperty", "GetterProperty", "SetterProperty"]);

const files = FOLDERS.flatMap((folder) =>
  readdirSync(folder, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => join(entry.parentPath, entry.name))
    .filter((path) => SOURCE.test(path) && !EXCLUDED.some((pattern) => pattern.test(path))),
).sort();

const long = files.flatMap((path) => longFunctions(path));
if (long.length > 0) {
  for (const { path, line, name, lines } of long) console.error(`${path}:${line}: ${name} spans ${lines} lines (at most ${MAX_LINES}).`);
  console.error(`\n${long.length} function(s) over ${MAX_LINES} lines: split each along its jobs (sub-components, hooks, helpers).`);
  process.exit(1);
}
console.log(`function length: ${files.length} files, every function at most ${MAX_LINES} lines.`);

/** The file's functions spanning more than MAX_LINES lines, with where each starts. */
function longFunctions(path) {
  const text = readFileSync(path, "utf8");
  const tsx = /\.[jt]sx$/.test(path);
  const typescript = /\.[cm]?tsx?$/.test(path);
  const module = parseSync(text, typescript ? { syntax: "typescript", tsx } : { syntax: "ecmascript", jsx: tsx });
  // Spans are 1-based UTF-8 byte offsets from the start of the file.
  const lineAt = lineFinder(Buffer.from(text, "utf8"));
  const found = [];
  visit(module, undefined, undefined, (node, name) => {
    const first = lineAt(node.span.start - 1);
    const lines = lineAt(node.span.end - 1) - first + 1;
    if (lines > MAX_LINES) found.push({ path, line: first, name, lines });
  });
  return found;
}

/**
 * Calls `onFunction` for every function in the tree, with the name it is known by: its own, its variable's or
 * property's, else the function it sits in.
 */
function visit(node, name, enclosing, onFunction) {
  if (Array.isArray(node)) {
    for (const child of node) visit(child, name, enclosing, onFunction);
    return;
  }
  if (!node || typeof node !== "object") return;
  let own = nameFor(node, name);
  if (FUNCTIONS.has(node.type) || METHODS.has(node.type)) {
    const fallback = enclosing ? `a function in ${enclosing}` : "a function";
    own = METHODS.has(node.type) ? keyName(node.key ?? {}) : (node.identifier?.value ?? name ?? fallback);
    onFunction(node, own);
    enclosing = own;
    own = undefined;
  }
  visitChildren(node, own, enclosing, onFunction);
}

function visitChildren(node, name, enclosing, onFunction) {
  for (const [field, child] of Object.entries(node)) {
    if (field !== "span" && child && typeof child === "object") visit(child, name, enclosing, onFunction);
  }
}

/** What a function inside `node` is called, unless it is called `name` already: a variable's, a property's, a callback's. */
function nameFor(node, name) {
  if (node.type === "VariableDeclarator" && node.id?.type === "Identifier") return node.id.value;
  if ((node.type === "KeyValueProperty" || node.type === "AssignmentPatternProperty") && node.key) return keyName(node.key);
  if (node.type === "ExportDefaultExpression" || node.type === "ExportDefaultDeclaration") return name ?? "the default export";
  if (node.type === "CallExpression" && !name) {
    const callee = node.callee?.type === "MemberExpression" ? node.callee.property : node.callee;
    if (callee?.type === "Identifier") return `the ${callee.value}(…) callback`;
  }
  return name;
}

function keyName(key) {
  return key.value ?? key.name ?? key.id?.value ?? "constructor";
}

/** Maps a 0-based byte offset to its 1-based line. */
function lineFinder(bytes) {
  const starts = [0];
  for (let i = 0; i < bytes.length; i++) if (bytes[i] === 10) starts.push(i + 1);
  return (offset) => {
    if (offset < 0 || offset > bytes.length) throw new Error(`offset ${offset} outside a ${bytes.length}-byte file`);
    let low = 0;
    let high = starts.length - 1;
    while (low < high) {
      const middle = (low + high + 1) >> 1;
      if (starts[middle] <= offset) low = middle;
      else high = middle - 1;
    }
    return low + 1;
  };
}
