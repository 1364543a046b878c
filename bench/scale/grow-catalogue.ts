import type pg from 'pg';
import { insertRows, nextIdOf, type Row, readRows, syncIdentity } from './table-rows.ts';

/** The tables a family's copy is written to, in the order their foreign keys need. */
const CATALOGUE_TABLES = [
  'families',
  'variable_fonts',
  'variable_font_axes',
  'variable_font_instances',
  'styles',
  'family_encodings',
  'products',
  'product_children',
] as const;
type CatalogueTable = (typeof CATALOGUE_TABLES)[number];
/** Tables keyed by the pair they join, not by an id of their own. */
const WITHOUT_ID = new Set<CatalogueTable>(['family_encodings', 'product_children']);

const byKey = <T extends Row>(rows: T[], key: string) => {
  const groups = new Map<unknown, T[]>();
  for (const row of rows) groups.set(row[key], [...(groups.get(row[key]) ?? []), row]);
  return groups;
};

/**
 * Grows the demo catalogue to `families` families of about `styles` styles in all, by copying the demo
 * families (their variable fonts, styles, encodings, FAMILY and FONT products and the products'
 * children) under new urls and titles. A copy has more styles than its original when the goal asks
 * for it (each style again, titled "… 2"), each with its FONT product and its place in the FAMILY
 * product. The copies share the originals' font files, as families in one foundry never would, which
 * costs the catalogue reads nothing they would not pay anyway.
 */
export async function growCatalogue(
  client: pg.ClientBase,
  goal: { families: number; styles: number },
): Promise<void> {
  const source = {
    families: await readRows(client, 'families'),
    variableFonts: byKey(await readRows(client, 'variable_fonts'), 'family_id'),
    axes: byKey(await readRows(client, 'variable_font_axes'), 'variable_font_id'),
    instances: byKey(await readRows(client, 'variable_font_instances'), 'variable_font_id'),
    styles: byKey(await readRows(client, 'styles'), 'family_id'),
    familyEncodings: byKey(await readRows(client, 'family_encodings'), 'family_id'),
    products: byKey(await readRows(client, 'products', 'family_id is not null'), 'family_id'),
    children: byKey(await readRows(client, 'product_children'), 'parent_id'),
  };
  const styleCount = [...source.styles.values()].reduce((sum, rows) => sum + rows.length, 0);
  const copies = goal.families - source.families.length;
  if (copies <= 0) return;
  const stylesPerCopy = (goal.styles - styleCount) / copies;

  const next = {} as Record<CatalogueTable, number>;
  for (const table of CATALOGUE_TABLES)
    next[table] = WITHOUT_ID.has(table) ? 0 : await nextIdOf(client, table);
  // The copies come after the demo families in the catalogue's order, as families added later would.
  const lastSort = Math.max(0, ...source.families.map((family) => Number(family.sort ?? 0)));
  let stylesWritten = 0;
  const out = Object.fromEntries(CATALOGUE_TABLES.map((t) => [t, [] as Row[]])) as Record<
    CatalogueTable,
    Row[]
  >;
  const add = (table: CatalogueTable, row: Row) => {
    const id = WITHOUT_ID.has(table) ? undefined : next[table]++;
    out[table].push(id === undefined ? row : { ...row, id });
    return id as number;
  };

  for (let copy = 0; copy < copies; copy++) {
    const family = source.families[copy % source.families.length] as Row;
    const suffix = `${copy + 1}`;
    const familyId = add('families', {
      ...family,
      url: `${family.url}-${suffix}`,
      title: `${family.title} ${suffix}`,
      sort: lastSort + copy + 1,
    });

    const variableFontIds = new Map<unknown, number>();
    for (const font of source.variableFonts.get(family.id) ?? []) {
      const id = add('variable_fonts', {
        ...font,
        family_id: familyId,
        unique_name: `${font.unique_name}-${suffix}`,
      });
      variableFontIds.set(font.id, id);
      for (const axis of source.axes.get(font.id) ?? [])
        add('variable_font_axes', { ...axis, variable_font_id: id });
      for (const instance of source.instances.get(font.id) ?? [])
        add('variable_font_instances', { ...instance, variable_font_id: id });
    }

    const styles = source.styles.get(family.id) ?? [];
    // As many rounds of the original's styles as keep the total on course for the goal.
    const wanted = Math.round(stylesPerCopy * (copy + 1)) - stylesWritten;
    const repeats = Math.max(1, Math.round(wanted / Math.max(1, styles.length)));
    stylesWritten += repeats * styles.length;
    // styleIds[round].get(original style id) → the copy's style of that round
    const styleIds = Array.from({ length: repeats }, () => new Map<unknown, number>());
    for (let round = 0; round < repeats; round++) {
      for (const style of styles) {
        const id = add('styles', {
          ...style,
          family_id: familyId,
          title: round === 0 ? style.title : `${style.title} ${round + 1}`,
          sort: Number(style.sort ?? 0) + round * 1000,
          variable_font_id:
            style.variable_font_id === null ? null : variableFontIds.get(style.variable_font_id),
        });
        styleIds[round]?.set(style.id, id);
      }
    }
    for (const encoding of source.familyEncodings.get(family.id) ?? [])
      add('family_encodings', {
        ...encoding,
        family_id: familyId,
        default_style_id:
          encoding.default_style_id === null ? null : styleIds[0]?.get(encoding.default_style_id),
      });

    // FONT products follow their style into every round; FAMILY products hold every round's FONT products.
    const products = source.products.get(family.id) ?? [];
    const fontProductIds = Array.from({ length: repeats }, () => new Map<unknown, number>());
    for (const product of products.filter((p) => p.kind === 'FONT'))
      for (let round = 0; round < repeats; round++)
        fontProductIds[round]?.set(
          product.id,
          add('products', {
            ...product,
            family_id: familyId,
            style_id: styleIds[round]?.get(product.style_id),
            title: round === 0 ? product.title : `${product.title} ${round + 1}`,
          }),
        );
    for (const product of products.filter((p) => p.kind !== 'FONT')) {
      const parentId = add('products', { ...product, family_id: familyId });
      for (const child of source.children.get(product.id) ?? [])
        for (let round = 0; round < repeats; round++) {
          const childId = fontProductIds[round]?.get(child.child_id);
          if (childId !== undefined)
            add('product_children', {
              ...child,
              parent_id: parentId,
              child_id: childId,
              sort: Number(child.sort ?? 0) + round * 1000,
            });
        }
    }
  }

  for (const table of CATALOGUE_TABLES) await insertRows(client, table, out[table]);
  for (const table of CATALOGUE_TABLES) if (!WITHOUT_ID.has(table)) await syncIdentity(client, table);
}
