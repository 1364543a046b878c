import {
  type DocumentNode,
  type GraphQLInputType,
  type GraphQLSchema,
  TypeInfo,
  type ValueNode,
  valueFromAST,
  visit,
  visitWithTypeInfo,
} from '../lib/graphql.ts';

/**
 * A NUL, or half of a UTF-16 surrogate pair without its other half: PostgreSQL cannot store the
 * first in text, and neither can be encoded as UTF-8, so no argument may hold them.
 */
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

export function isUnstorable(text: string): boolean {
  return text.includes('\u0000') || LONE_SURROGATE.test(text);
}

/** The paths (`term`, `address.street`, `emails.1`) under `path` whose strings are unstorable. */
function unstorableIn(value: unknown, path: string, found: Set<string>): void {
  if (typeof value === 'string') {
    if (isUnstorable(value)) found.add(path);
  } else if (Array.isArray(value)) {
    for (const [index, item] of value.entries()) unstorableIn(item, `${path}.${index}`, found);
  } else if (value !== null && typeof value === 'object') {
    for (const [key, item] of Object.entries(value)) {
      unstorableIn(item, `${path}.${isUnstorable(key) ? '?' : key}`, found);
      if (isUnstorable(key)) found.add(path);
    }
  }
}

/** An argument of a document and the type its value is read as. */
interface ArgumentSite {
  name: string;
  value: ValueNode;
  type: GraphQLInputType;
}

// Where a document's arguments are depends only on the document and the schema, and Yoga hands the
// same parsed document to every request of the same text: the type walk is done once per document.
const sitesBySchema = new WeakMap<GraphQLSchema, WeakMap<DocumentNode, readonly ArgumentSite[]>>();

function argumentSites(schema: GraphQLSchema, document: DocumentNode): readonly ArgumentSite[] {
  let byDocument = sitesBySchema.get(schema);
  if (!byDocument) {
    byDocument = new WeakMap();
    sitesBySchema.set(schema, byDocument);
  }
  let sites = byDocument.get(document);
  if (!sites) {
    const found: ArgumentSite[] = [];
    const typeInfo = new TypeInfo(schema);
    visit(
      document,
      visitWithTypeInfo(typeInfo, {
        Argument(node) {
          const argument = typeInfo.getArgument();
          if (!argument) return; // unknown arguments are refused by validation
          found.push({ name: node.name.value, value: node.value, type: argument.type });
        },
      }),
    );
    sites = found;
    byDocument.set(document, sites);
  }
  return sites;
}

/**
 * Every argument of the document whose value, as the resolver would get it (inline literals,
 * variables, input objects, lists and JSON, at any depth), holds an unstorable string: named by
 * argument and input field path, e.g. `address.street`.
 */
export function unstorableArguments(
  schema: GraphQLSchema,
  document: DocumentNode,
  variables: Readonly<Record<string, unknown>>,
): string[] {
  const sites = argumentSites(schema, document);
  if (sites.length === 0) return [];
  const found = new Set<string>();
  for (const site of sites) unstorableIn(valueFromAST(site.value, site.type, variables), site.name, found);
  return [...found];
}
