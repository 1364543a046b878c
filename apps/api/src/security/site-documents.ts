import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import ts from 'typescript';
import { type DocumentNode, Kind, parse, visit } from '../lib/graphql.ts';

/** One operation a part of the project sends, with every fragment it spreads. */
export interface SiteDocument {
  file: string;
  name: string;
  document: DocumentNode;
}

interface Found {
  /** The text of every literal that holds a GraphQL document. */
  texts: { file: string; text: string }[];
  /** `graphql(…)` calls whose document is not one literal (gql.tada needs one, so none should be). */
  unreadable: string[];
}

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && /\.tsx?$/.test(entry.name) && !entry.name.endsWith('.d.ts'))
    .map((entry) => join(entry.parentPath, entry.name))
    .filter((file) => !file.includes('node_modules'));
}

function literalText(node: ts.Node | undefined): string | undefined {
  if (node && (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node))) return node.text;
  return undefined;
}

/** A literal holding one named operation (the web frame's plain requests, `lib/graphql/post-operation.ts`). */
const NAMED_OPERATION = /^\s*(query|mutation)\s+[A-Za-z_]\w*\s*[({]/;
/** Any literal that starts like an operation (journeys and benchmarks send them as they are). */
const OPERATION_START = /^\s*(query|mutation)\b/;

/**
 * Reads the documents out of the source with TypeScript's parser: the web app's gql.tada
 * `graphql(…)` calls and its literals holding a named operation, leaving out its tests (the site does
 * not send what they send); with `looseStrings` (journeys, benchmarks), every literal that starts
 * like an operation.
 */
function findTexts(root: string, dirs: readonly string[], looseStrings: boolean, found: Found): void {
  const literal = looseStrings ? OPERATION_START : NAMED_OPERATION;
  for (const dir of dirs) {
    for (const path of sourceFiles(join(root, dir))) {
      if (!looseStrings && /\.test\.tsx?$/.test(path)) continue;
      const file = relative(root, path);
      const source = ts.createSourceFile(path, readFileSync(path, 'utf8'), ts.ScriptTarget.Latest, true);
      const walk = (node: ts.Node): void => {
        if (
          ts.isCallExpression(node) &&
          ts.isIdentifier(node.expression) &&
          node.expression.text === 'graphql'
        ) {
          const text = literalText(node.arguments[0]);
          if (text === undefined) found.unreadable.push(`${file}:${node.getStart()}`);
          else found.texts.push({ file, text });
          return; // its literal is read: not again as a literal of its own
        } else {
          const text = literalText(node);
          if (text !== undefined && literal.test(text)) found.texts.push({ file, text });
        }
        ts.forEachChild(node, walk);
      };
      walk(source);
    }
  }
}

/** gql.tada's client-only `@_unmask` directive, which it removes before a document is sent. */
function withoutUnmask(document: DocumentNode): DocumentNode {
  return visit(document, {
    Directive: (directive) => (directive.name.value === '_unmask' ? null : undefined),
  });
}

function spreadNames(node: DocumentNode['definitions'][number]): string[] {
  const names: string[] = [];
  visit(node, { FragmentSpread: (spread) => void names.push(spread.name.value) });
  return names;
}

/**
 * Every operation the web app, the journeys and the benchmarks send, each completed with the
 * fragments it spreads (fragment names are unique across the web app, as gql.tada's output needs).
 */
export function collectSiteDocuments(root: string): { documents: SiteDocument[]; unreadable: string[] } {
  const found: Found = { texts: [], unreadable: [] };
  findTexts(root, ['apps/web/src'], false, found);
  findTexts(root, ['e2e', 'bench'], true, found);
  const parsed = found.texts.map(({ file, text }) => ({ file, document: withoutUnmask(parse(text)) }));
  const fragments = new Map(
    parsed
      .flatMap(({ document }) => document.definitions)
      .flatMap((definition) => (definition.kind === Kind.FRAGMENT_DEFINITION ? [definition] : []))
      .map((fragment) => [fragment.name.value, fragment]),
  );
  const documents: SiteDocument[] = [];
  for (const { file, document } of parsed) {
    for (const operation of document.definitions) {
      if (operation.kind !== Kind.OPERATION_DEFINITION) continue;
      const needed = new Map<string, DocumentNode['definitions'][number]>();
      const pending = spreadNames(operation);
      for (let name = pending.pop(); name !== undefined; name = pending.pop()) {
        const fragment = fragments.get(name);
        if (!fragment || needed.has(name)) continue;
        needed.set(name, fragment);
        pending.push(...spreadNames(fragment));
      }
      documents.push({
        file,
        name: operation.name?.value ?? '(anonymous)',
        document: { kind: Kind.DOCUMENT, definitions: [operation, ...needed.values()] },
      });
    }
  }
  return { documents, unreadable: found.unreadable };
}
