import { readFileSync, readdirSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';
import ts from 'typescript';

/** One relative import between two modules of a source tree, paths relative to its root. */
export interface ImportEdge {
  from: string;
  to: string;
  /** `import type` / `export type`: erased at run time. */
  typeOnly: boolean;
}

/**
 * Tests may reach anywhere (their helpers are in src/testing/, outside src/lib); the layers are
 * about the shipped code.
 */
const TEST_ONLY = /\.test\.ts$/;

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return entry.name.endsWith('.ts') && !TEST_ONLY.test(entry.name) ? [path] : [];
  });
}

function isTypeOnly(node: ts.ImportDeclaration | ts.ExportDeclaration): boolean {
  if (ts.isExportDeclaration(node)) return node.isTypeOnly;
  const clause = node.importClause;
  if (!clause) return false;
  if (clause.phaseModifier === ts.SyntaxKind.TypeKeyword) return true;
  const named = clause.namedBindings;
  return (
    clause.name === undefined &&
    named !== undefined &&
    ts.isNamedImports(named) &&
    named.elements.length > 0 &&
    named.elements.every((element) => element.isTypeOnly)
  );
}

/** Every relative import and re-export among the non-test modules under `root`. */
export function importEdges(root: string): ImportEdge[] {
  return sourceFiles(root).flatMap((file) => {
    const source = ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest);
    return source.statements.flatMap((node): ImportEdge[] => {
      if (!ts.isImportDeclaration(node) && !ts.isExportDeclaration(node)) return [];
      const spec = node.moduleSpecifier;
      if (!spec || !ts.isStringLiteral(spec) || !spec.text.startsWith('.')) return [];
      // Data such as the package's own package.json is no module of a layer.
      if (spec.text.endsWith('.json')) return [];
      const target = `${resolve(dirname(file), spec.text)}.ts`;
      return [
        { from: relative(root, file), to: relative(root, target), typeOnly: isTypeOnly(node) },
      ];
    });
  });
}

/** The folder a module lives in directly under the root; `.` for the root's own files. */
export function folderOf(path: string): string {
  const parts = path.split(sep);
  return parts.length > 1 ? (parts[0] ?? '.') : '.';
}

/**
 * Imports between folders that do not run strictly down `layers` (top first): upward, or
 * sideways within a layer. Type-only imports of `allowedType` (the composition root's context
 * type) are let through.
 */
export function upwardEdges(
  edges: readonly ImportEdge[],
  layers: readonly (readonly string[])[],
  allowedType: string,
): string[] {
  const layerOf = (path: string) => layers.findIndex((layer) => layer.includes(folderOf(path)));
  return edges
    .filter((edge) => folderOf(edge.from) !== folderOf(edge.to))
    .filter((edge) => !(edge.typeOnly && edge.to === allowedType))
    .filter((edge) => layerOf(edge.from) < 0 || layerOf(edge.from) >= layerOf(edge.to))
    .map((edge) => `${edge.from} -> ${edge.to}`);
}

/** Folders that reach themselves through imports (type-only ones included). */
export function folderCycles(edges: readonly ImportEdge[]): string[] {
  const next = new Map<string, Set<string>>();
  for (const edge of edges) {
    const [from, to] = [folderOf(edge.from), folderOf(edge.to)];
    if (from !== to) next.set(from, (next.get(from) ?? new Set()).add(to));
  }
  const reaches = (from: string, goal: string, seen: Set<string>): boolean =>
    [...(next.get(from) ?? [])].some((to) => {
      if (to === goal) return true;
      if (seen.has(to)) return false;
      seen.add(to);
      return reaches(to, goal, seen);
    });
  return [...next.keys()].filter((folder) => reaches(folder, folder, new Set())).sort();
}
