import {
  encodingDefinitions,
  encodingForScripts,
  type FontFacts,
  type FontFolder,
  knownScripts,
  reservedFontNameIn,
} from '@foundry/fonts';
import { eq } from 'drizzle-orm';
import type { Db } from '../client.ts';
import type { FileSink } from '../files/file-sink.ts';
import {
  families,
  familyEncodings,
  styles,
  variableFontAxes,
  variableFontInstances,
  variableFonts,
} from '../schema/index.ts';
import { ensureEncodings } from './ensure-encodings.ts';
import { defaultFamilyPrice, insertFamilyProducts } from './family-products.ts';
import { type StoredFont, storeFontFile } from './store-font-file.ts';

export class FamilyExistsError extends Error {}

export type ImportFamilyOptions = { url: string; title?: string; folder: FontFolder; sort?: number };
export type ImportedFamily = {
  familyId: number;
  title: string;
  styleIds: number[];
  variableFontIds: number[];
  familyProductIds: number[];
};

type Font = StoredFont & { name: string; encodingUrl: string };
type StyleRow = { id: number; title: string; weight: number; italic: boolean; facts: FontFacts };

const defaultStylePrice = 4900;

/**
 * Turns an analysed folder of font files into a family: encodings, styles (static files, or the named
 * instances of a variable font when an encoding has no static file), variable fonts with axes and
 * instances, and FONT/FAMILY products. Everything a file can tell is taken from the file.
 */
export async function importFamily(
  db: Db,
  files: FileSink,
  options: ImportFamilyOptions,
): Promise<ImportedFamily> {
  const { url, folder } = options;
  const meta = folder.metadata;
  const existing = await db.select({ id: families.id }).from(families).where(eq(families.url, url));
  if (existing.length > 0) throw new FamilyExistsError(`a family with the url "${url}" already exists`);

  const encodingIds = await ensureEncodings(db);
  const isIcon = meta.isIconFamily ?? folder.fonts.every((font) => font.facts.scripts.length === 0);
  const fonts: Font[] = [];
  for (const font of folder.fonts) {
    const stored = await storeFontFile(db, files, font.name, font.bytes, font.facts);
    fonts.push({
      ...stored,
      name: font.name,
      encodingUrl: encodingForScripts(font.facts.scripts, isIcon).url,
    });
  }
  const encodingOrder = encodingDefinitions.map((encoding) => encoding.url);
  const usedEncodings = encodingOrder.filter((encodingUrl) =>
    fonts.some((font) => font.encodingUrl === encodingUrl),
  );
  const defaultEncoding = usedEncodings[0] ?? 'latin';
  const title =
    options.title ?? meta.title ?? nameOf(fonts.filter((font) => font.encodingUrl === defaultEncoding));
  const sort = options.sort ?? meta.sort ?? 0;

  const [family] = await db
    .insert(families)
    .values({
      url,
      title,
      summary: meta.summary ?? null,
      flavor: meta.flavor ?? null,
      credits: meta.credits ?? null,
      designInformation: meta.designInformation ?? null,
      preRelease: meta.preRelease ?? false,
      plannedReleaseDate: meta.plannedReleaseDate ?? null,
      encodingId: encodingIds.get(defaultEncoding) ?? null,
      openTypeFeatures: [...new Set(fonts.flatMap((font) => font.facts.features))].sort(),
      supportedScripts: knownScripts.filter((script) =>
        fonts.some((font) => font.facts.scripts.includes(script)),
      ),
      // Staff turn it on per family; it needs a wght axis to work on (docs/weight-calculator.md).
      hasWeightCalculator:
        meta.weightCalculator === true &&
        fonts.some((font) => font.facts.axes.some((axis) => axis.tag === 'wght')),
      isIconFamily: isIcon,
      categories: meta.categories ?? [],
      sort,
      fontLicenceName: meta.licence ?? null,
      fontLicenceText: folder.licenceText,
      reservedFontName: meta.reservedFontName ?? reservedFontNameIn(folder.licenceText),
    })
    .returning({ id: families.id });
  if (!family) throw new Error(`family ${url} was not inserted`);

  const result: ImportedFamily = {
    familyId: family.id,
    title,
    styleIds: [],
    variableFontIds: [],
    familyProductIds: [],
  };
  let defaultStyleFacts: FontFacts | undefined;
  for (const [encodingIndex, encodingUrl] of usedEncodings.entries()) {
    const encodingId = encodingIds.get(encodingUrl);
    if (encodingId === undefined) throw new Error(`unknown encoding ${encodingUrl}`);
    const inEncoding = fonts.filter((font) => font.encodingUrl === encodingUrl);
    const titleInEncoding = nameOf(inEncoding);
    const variable = inEncoding.filter((font) => font.facts.axes.length > 0);
    const statics = inEncoding.filter((font) => font.facts.axes.length === 0);

    const instanceStyles: Omit<typeof styles.$inferInsert, 'sort'>[] = [];
    for (const font of variable) {
      const suffix = `${encodingIndex === 0 ? '' : `-${encodingUrl}`}${font.facts.italic ? '-italic' : ''}`;
      const [row] = await db
        .insert(variableFonts)
        .values({
          familyId: family.id,
          encodingId,
          title: `${titleInEncoding} Variable${font.facts.italic ? ' Italic' : ''}`,
          uniqueName: `${url}-variable${suffix}`,
          italic: font.facts.italic,
          fontFileId: font.fontFileId,
          glyphCount: font.facts.glyphCount,
          sort: result.variableFontIds.length,
        })
        .returning({ id: variableFonts.id });
      if (!row) throw new Error(`variable font ${font.name} was not inserted`);
      result.variableFontIds.push(row.id);
      await db.insert(variableFontAxes).values(
        font.facts.axes.map((axis, index) => ({
          variableFontId: row.id,
          tag: axis.tag,
          label: axis.name,
          min: axis.min,
          max: axis.max,
          default: axis.default,
          steps: axis.max - axis.min <= 2 ? 0.01 : 1,
          sort: index,
        })),
      );
      if (font.facts.instances.length > 0) {
        await db.insert(variableFontInstances).values(
          font.facts.instances.map((instance, index) => ({
            variableFontId: row.id,
            name: instance.name,
            coordinates: instance.coordinates,
            sort: index,
          })),
        );
      }
      if (statics.length === 0) {
        for (const instance of font.facts.instances) {
          instanceStyles.push({
            ...styleFields(family.id, encodingId, font),
            title: instance.name,
            weight: Math.round(instance.coordinates.wght ?? font.facts.weight),
            variableFontId: row.id,
            location: instance.coordinates,
          });
        }
      }
    }
    const staticStyles = statics.map((font) => ({
      ...styleFields(family.id, encodingId, font),
      title: font.facts.subfamilyName,
      weight: font.facts.weight,
    }));
    const ordered = [...staticStyles, ...instanceStyles].sort(
      (a, b) => (a.weight ?? 400) - (b.weight ?? 400) || Number(a.italic) - Number(b.italic),
    );
    const inserted: StyleRow[] = [];
    if (ordered.length > 0) {
      const rows = await db
        .insert(styles)
        .values(ordered.map((style, index) => ({ ...style, sort: index })))
        .returning({ id: styles.id, title: styles.title, weight: styles.weight, italic: styles.italic });
      rows.forEach((row, index) => {
        const source = ordered[index];
        const facts = inEncoding.find((font) => font.fontFileId === source?.fontFileId)?.facts;
        if (facts) inserted.push({ ...row, facts });
      });
    }
    result.styleIds.push(...inserted.map((style) => style.id));
    const defaultStyle = pickDefaultStyle(inserted);
    if (encodingIndex === 0) defaultStyleFacts = defaultStyle?.facts;
    await db.insert(familyEncodings).values({
      familyId: family.id,
      encodingId,
      titleInEncoding,
      defaultStyleId: defaultStyle?.id ?? null,
      sort: encodingIndex,
    });
    const stylePrice = meta.stylePrice ?? defaultStylePrice;
    result.familyProductIds.push(
      await insertFamilyProducts(db, {
        familyId: family.id,
        encodingId,
        title: titleInEncoding,
        priceAmount: meta.familyPrice ?? defaultFamilyPrice(stylePrice, inserted.length),
        oldPriceAmount: encodingIndex === 0 ? (meta.oldFamilyPrice ?? null) : null,
        styles: inserted,
        stylePrice,
        sort: sort + encodingIndex,
      }),
    );
  }
  await db
    .update(families)
    .set({ xHeight: defaultStyleFacts?.xHeight ?? null })
    .where(eq(families.id, family.id));
  return result;
}

function styleFields(familyId: number, encodingId: number, font: Font) {
  return {
    familyId,
    encodingId,
    italic: font.facts.italic,
    glyphCount: font.facts.glyphCount,
    codePoints: font.facts.codePoints,
    unicodeRanges: font.facts.unicodeRanges,
    fontFileId: font.fontFileId,
  };
}

/** The regular: upright and nearest to weight 400. */
function pickDefaultStyle(rows: StyleRow[]): StyleRow | undefined {
  return [...rows].sort(
    (a, b) => Number(a.italic) - Number(b.italic) || Math.abs(a.weight - 400) - Math.abs(b.weight - 400),
  )[0];
}

/** The most common family name of the files; a variable font's " Variable" suffix is not part of it. */
function nameOf(fonts: Font[]): string {
  const counts = new Map<string, number>();
  for (const font of fonts) {
    const name = font.facts.familyName.replace(/\s+(Variable|VF)$/i, '');
    counts.set(name, (counts.get(name) ?? 0) + (font.facts.axes.length > 0 ? 0.5 : 1));
  }
  return [...counts.entries()].sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]))[0]?.[0] ?? 'Untitled';
}
