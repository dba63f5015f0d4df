// `npm run lint:layers` (part of `npm run lint` and so of `npm test`): cruises the repository with
// .dependency-cruiser.cjs and refuses, naming the import to move,
// - an import its layer's allow-list does not name, and a file in a folder no layer declares;
// - a cycle between files (type-only imports and tests included);
// - a cycle between layers, even when no file-level cycle exists (lib/embed → lib/public-booking → lib/embed).
// Tests are left out of the layer graph: a domain's API test drives lib/api, which mounts the domain.
// Prints one line when everything passes.
import { createRequire } from "node:module";
import { cruise } from "dependency-cruiser";
import extractDepcruiseConfig from "dependency-cruiser/config-utl/extract-depcruise-config";
import extractTSConfig from "dependency-cruiser/config-utl/extract-ts-config";

const CONFIG = ".dependency-cruiser.cjs";
const { layers, testFiles } = createRequire(`${process.cwd()}/`)(`./${CONFIG}`);
const isTest = (path) => new RegExp(testFiles).test(path);
const layerOf = (path) => layers.find((layer) => new RegExp(layer.path).test(path));

// As the depcruise command line calls it, so both see the same graph.
const ruleSet = await extractDepcruiseConfig(`./${CONFIG}`);
const cruiseOptions = { ruleSet, validate: true, outputType: "json" };
const { output } = await cruise(["."], cruiseOptions, {}, { tsConfig: extractTSConfig(ruleSet.options.tsConfig.fileName) });
const result = JSON.parse(output);

const problems = [...result.summary.violations.flatMap(describeViolation), ...layerCycles(result.modules).map(describeCycle)];
if (problems.length > 0) {
  console.error(problems.join("\n"));
  console.error(`\n${problems.length} layer problem(s): the layers and what each may import are in ${CONFIG}.`);
  process.exit(1);
}
const files = result.modules.filter((module) => layerOf(module.source)).length;
console.log(`layers: ${files} files in ${layers.length} layers, each import on its layer's allow-list, no cycles between files or layers.`);

function describeViolation({ from, to, rule, cycle }) {
  if (rule.name === "not-in-a-layer") return `${from}: in no layer; declare its folder, and what it may import, in ${CONFIG}.`;
  if (rule.name === "no-circular") return `import cycle: ${[from, ...cycle.map(({ name }) => name)].join(" → ")}`;
  if (rule.name !== "not-in-allowed") return `${rule.name}: ${from} → ${to}`;
  const layer = layerOf(from);
  if (!layer) return []; // reported as not-in-a-layer
  const target = layerOf(to);
  const entries = target ? layer.may.filter((entry) => entry !== target.name && entry.startsWith(target.path.slice(1))) : [];
  if (entries.length > 0) return `${from} → ${to}: ${layer.name} reaches ${target.name} only through ${entries.map(readable).join(", ")}.`;
  const may = layer.may.length > 0 ? layer.may.map(readable).join(", ") : "nothing outside itself";
  return `${from} → ${to}: ${layer.name} may not import ${target?.name ?? to} (it may import ${may}).`;
}

/** A `may` entry as people write paths: `lib/api/service.ts`, `lib/public-booking except server/`. */
function readable(entry) {
  return entry
    .replace(/\\\./g, ".")
    .replace(/\$$/, "")
    .replace(/\/\(\?!([^)]+)\)$/, " except $1");
}

/** Cycles in the graph of layers, each as the layers in order and one import for each step. */
function layerCycles(modules) {
  const edges = new Map(); // layer name → layer name → one import that makes the edge
  for (const module of modules) {
    const from = isTest(module.source) ? undefined : layerOf(module.source);
    if (!from || from.may.includes("*")) continue;
    for (const dependency of module.dependencies) {
      const to = isTest(dependency.resolved) ? undefined : layerOf(dependency.resolved);
      if (!to || to === from) continue;
      if (!edges.has(from.name)) edges.set(from.name, new Map());
      if (!edges.get(from.name).has(to.name)) edges.get(from.name).set(to.name, `${module.source} → ${dependency.resolved}`);
    }
  }
  return stronglyConnected(edges).map((component) => shortestCycle(component, edges));
}

/** Tarjan's algorithm: the groups of two or more layers that reach each other. */
function stronglyConnected(edges) {
  const index = new Map();
  const low = new Map();
  const stack = [];
  const groups = [];
  const visit = (node) => {
    index.set(node, index.size);
    low.set(node, index.get(node));
    stack.push(node);
    for (const next of edges.get(node)?.keys() ?? []) {
      if (!index.has(next)) {
        visit(next);
        low.set(node, Math.min(low.get(node), low.get(next)));
      } else if (stack.includes(next)) low.set(node, Math.min(low.get(node), index.get(next)));
    }
    if (low.get(node) !== index.get(node)) return;
    const group = stack.splice(stack.indexOf(node));
    if (group.length > 1) groups.push(group);
  };
  for (const node of edges.keys()) if (!index.has(node)) visit(node);
  return groups;
}

/** The shortest way around a group, from its first layer back to it, by breadth-first search. */
function shortestCycle(group, edges) {
  const [start] = group;
  const previous = new Map([[start, undefined]]);
  const queue = [start];
  while (queue.length > 0) {
    const node = queue.shift();
    for (const next of edges.get(node).keys()) {
      if (!group.includes(next)) continue;
      if (next === start) {
        const path = [node];
        while (previous.get(path[0]) !== undefined) path.unshift(previous.get(path[0]));
        return [...path, start].map((layer, i, all) => ({ layer, via: edges.get(layer).get(all[i + 1]) }));
      }
      if (!previous.has(next)) {
        previous.set(next, node);
        queue.push(next);
      }
    }
  }
  throw new Error(`no cycle through ${start}`);
}

function describeCycle(steps) {
  const imports = steps.filter(({ via }) => via).map(({ via }) => `  ${via}`);
  return [`layer cycle: ${steps.map(({ layer }) => layer).join(" → ")}`, ...imports].join("\n");
}
