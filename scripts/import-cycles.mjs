// Finds import cycles between the source files of the packages (packages/*/src): files that import each other,
// directly or round a longer loop, so that neither can be read, loaded or moved without the other. A dynamic
// `import()` is a lazy-load seam and makes no edge. A cycle of value imports fails (exit 1); a cycle closed only by
// type imports (`import type`, `export type`, or names all marked `type`) loads fine but is still a loop for a
// reader: it is listed, and fails only with --strict. Imports between packages go down the layers (lint holds
// that), so only a package's relative imports can close a loop.
//
//   node scripts/import-cycles.mjs            # run by `pnpm lint`
//   node scripts/import-cycles.mjs --strict   # type-only cycles fail too
//   node scripts/import-cycles.mjs --packages <dir> --json   # another tree; the cycles as JSON, exit 0 (its test)
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';

const args = process.argv.slice(2);
const option = (flag) => (args.includes(flag) ? args[args.indexOf(flag) + 1] : undefined);
const root = path.join(path.dirname(fileURLToPath(import.meta.url)), '..');
const packagesDir = path.resolve(option('--packages') ?? path.join(root, 'packages'));
const SOURCE = /\.tsx?$/;

/** Every .ts/.tsx file under `dir`, declaration files left out. */
function sourcesUnder(dir) {
  return readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && SOURCE.test(entry.name) && !entry.name.endsWith('.d.ts'))
    .map((entry) => path.join(entry.parentPath, entry.name));
}

/** The file a relative specifier names: `./x.js` is `./x.ts` (or .tsx), a folder its index. */
function resolveRelative(from, specifier) {
  const base = path.resolve(path.dirname(from), specifier);
  const stem = base.replace(/\.(m|c)?jsx?$/, '');
  const candidates = [base, `${stem}.ts`, `${stem}.tsx`, path.join(base, 'index.ts'), path.join(base, 'index.tsx')];
  return candidates.find((file) => SOURCE.test(file) && existsSync(file));
}

/** Whether an import or export-from declaration brings in types only (erased when compiled). */
function typeOnly(statement) {
  if (ts.isExportDeclaration(statement)) {
    if (statement.isTypeOnly) return true;
    const clause = statement.exportClause;
    return !!clause && ts.isNamedExports(clause) && clause.elements.length > 0 && clause.elements.every((e) => e.isTypeOnly);
  }
  const clause = statement.importClause;
  if (!clause) return false; // `import './x.js'` runs the file
  if (clause.isTypeOnly) return true;
  const bindings = clause.namedBindings;
  return !clause.name && !!bindings && ts.isNamedImports(bindings) && bindings.elements.length > 0 && bindings.elements.every((e) => e.isTypeOnly);
}

/** The relative specifiers a file imports statically (import and export-from declarations, not `import()`), each with whether it is types only. */
function staticImports(file) {
  const source = ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, false);
  const imports = [];
  for (const statement of source.statements) {
    if (!(ts.isImportDeclaration(statement) || ts.isExportDeclaration(statement))) continue;
    const specifier = statement.moduleSpecifier;
    if (specifier && ts.isStringLiteral(specifier) && specifier.text.startsWith('.')) imports.push({ specifier: specifier.text, types: typeOnly(statement) });
  }
  return imports;
}

/** The graphs: file → the files it imports statically, every import and value imports only. */
function importGraphs() {
  const all = new Map();
  const values = new Map();
  for (const pkg of readdirSync(packagesDir)) {
    const src = path.join(packagesDir, pkg, 'src');
    if (!existsSync(src)) continue;
    for (const file of sourcesUnder(src)) {
      const edges = staticImports(file).flatMap(({ specifier, types }) => {
        const target = resolveRelative(file, specifier);
        return target ? [{ target, types }] : [];
      });
      all.set(file, [...new Set(edges.map((e) => e.target))]);
      values.set(file, [...new Set(edges.filter((e) => !e.types).map((e) => e.target))]);
    }
  }
  return { all, values };
}

/** Tarjan's strongly connected components; those with more than one file (or a file importing itself) hold cycles. */
function tangles(graph) {
  let index = 0;
  const indices = new Map();
  const lowlinks = new Map();
  const stack = [];
  const onStack = new Set();
  const found = [];
  const visit = (file) => {
    indices.set(file, index);
    lowlinks.set(file, index);
    index++;
    stack.push(file);
    onStack.add(file);
    for (const next of graph.get(file) ?? []) {
      if (!indices.has(next)) {
        visit(next);
        lowlinks.set(file, Math.min(lowlinks.get(file), lowlinks.get(next)));
      } else if (onStack.has(next)) {
        lowlinks.set(file, Math.min(lowlinks.get(file), indices.get(next)));
      }
    }
    if (lowlinks.get(file) !== indices.get(file)) return;
    const component = [];
    let member;
    do {
      member = stack.pop();
      onStack.delete(member);
      component.push(member);
    } while (member !== file);
    if (component.length > 1 || (graph.get(file) ?? []).includes(file)) found.push(component.sort());
  };
  for (const file of [...graph.keys()].sort()) if (!indices.has(file)) visit(file);
  return found;
}

/** The shortest loop through `start` inside its component (breadth first), as a list of files ending at `start`. */
function shortestLoop(graph, component, start) {
  const inside = new Set(component);
  const cameFrom = new Map([[start, null]]);
  const queue = [start];
  while (queue.length > 0) {
    const file = queue.shift();
    for (const next of graph.get(file) ?? []) {
      if (!inside.has(next)) continue;
      if (next === start) {
        const loop = [start];
        for (let at = file; at !== start; at = cameFrom.get(at)) loop.splice(1, 0, at);
        return [...loop, start];
      }
      if (!cameFrom.has(next)) {
        cameFrom.set(next, file);
        queue.push(next);
      }
    }
  }
  return [start, start];
}

const strict = args.includes('--strict');
const { all, values } = importGraphs();
const name = (file) => path.relative(path.dirname(packagesDir), file);
const show = (graph, component) => {
  console.log(`- ${component.length} files: ${component.map(name).join(', ')}`);
  console.log(`  e.g. ${shortestLoop(graph, component, component[0]).map(name).join(' → ')}`);
};
const runtime = tangles(values);
// A tangle of the whole graph that holds no value cycle is closed by type imports only.
const inRuntime = new Set(runtime.flat());
const typeOnlyTangles = tangles(all).filter((component) => !component.some((file) => inRuntime.has(file)));
if (args.includes('--json')) {
  const loops = (graph, components) => components.map((component) => ({ files: component.map(name), loop: shortestLoop(graph, component, component[0]).map(name) }));
  console.log(JSON.stringify({ files: all.size, cycles: loops(values, runtime), typeOnly: loops(all, typeOnlyTangles) }));
  process.exit(0);
}
if (runtime.length === 0 && typeOnlyTangles.length === 0) console.log(`import cycles: none among ${all.size} source files of packages/*/src`);
if (runtime.length > 0) {
  console.log(`import cycles: ${runtime.length} group(s) of files importing each other's values in packages/*/src (dynamic import() excepted):`);
  for (const component of runtime) show(values, component);
  process.exitCode = 1;
}
if (typeOnlyTangles.length > 0) {
  console.log(`import cycles closed by type imports only: ${typeOnlyTangles.length} group(s)${strict ? '' : ' (they load; --strict fails on them)'}:`);
  for (const component of typeOnlyTangles) show(all, component);
  if (strict) process.exitCode = 1;
}
