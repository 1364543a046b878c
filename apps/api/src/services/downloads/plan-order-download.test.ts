import { describe, expect, it } from 'vitest';
import type { FamilyFontFile } from '../../repositories/download-repository.ts';
import type {
  DocumentOrderItemRow,
  OrderedFontProduct,
} from '../../repositories/order-document-repository.ts';
import { filesOfPlan, needsDesktopFile, planOrderDownload } from './plan-order-download.ts';

const LATIN = 1;
const ARABIC = 2;

function item(productId: number, encodingIds: number[] = [], licenses: string[] = []): DocumentOrderItemRow {
  const license: Record<string, unknown> = {
    entries: licenses.map((id) => ({ id, title: id, options: [] })),
  };
  const row: Partial<DocumentOrderItemRow> = { productId, encodingIds, kind: 'FONT_FAMILY_PRODUCT', license };
  return row as DocumentOrderItemRow;
}

function file(familyId: number, encodingId: number, styleId: number | null, fileId: number): FamilyFontFile {
  return {
    familyId,
    familyTitle: `Family ${familyId}`,
    encodingId,
    encodingTitle: encodingId === LATIN ? 'Latin' : 'Arabic',
    styleId,
    fileId,
    storageKey: `fonts/${fileId}.woff2`,
    originalName: `${fileId}.woff2`,
  };
}

const products = new Map<number, OrderedFontProduct>([
  [10, { id: 10, kind: 'FAMILY', title: 'A', familyId: 1, styleId: null, encodingId: LATIN, children: [] }],
  [11, { id: 11, kind: 'FONT', title: 'B Bold', familyId: 2, styleId: 21, encodingId: ARABIC, children: [] }],
  [
    12,
    {
      id: 12,
      kind: 'SUITE',
      title: 'Suite',
      familyId: null,
      styleId: null,
      encodingId: null,
      children: [
        { id: 30, familyId: 3, encodingId: LATIN },
        { id: 40, familyId: 4, encodingId: LATIN },
      ],
    },
  ],
]);

const catalogue = [
  file(1, LATIN, 11, 101),
  file(1, LATIN, 12, 102),
  file(1, ARABIC, 13, 103),
  file(1, LATIN, null, 104),
  file(2, ARABIC, 21, 201),
  file(2, ARABIC, 22, 202),
  file(3, LATIN, 31, 301),
  file(4, LATIN, 41, 401),
  file(4, LATIN, 42, 401),
];

const fileIds = (files: FamilyFontFile[]) => files.map((entry) => entry.fileId).sort();

describe('planOrderDownload and filesOfPlan', () => {
  it("packs a family's files in the product's encoding, variable fonts included", () => {
    expect(fileIds(filesOfPlan(planOrderDownload([item(10)], products, null), catalogue))).toEqual([
      101, 102, 104,
    ]);
  });

  it('packs the encodings the item chose', () => {
    const plan = planOrderDownload([item(10, [LATIN, ARABIC])], products, null);
    expect(fileIds(filesOfPlan(plan, catalogue))).toEqual([101, 102, 103, 104]);
  });

  it('packs only the style of a single-style product', () => {
    expect(fileIds(filesOfPlan(planOrderDownload([item(11)], products, null), catalogue))).toEqual([201]);
  });

  it("packs every family of a bundle, each file once, and keeps only the asked family's", () => {
    const all = planOrderDownload([item(12), item(10)], products, null);
    expect(fileIds(filesOfPlan(all, catalogue))).toEqual([101, 102, 104, 301, 401]);
    const onlyFour = planOrderDownload([item(12), item(10)], products, 4);
    expect(fileIds(filesOfPlan(onlyFour, catalogue))).toEqual([401]);
    expect(planOrderDownload([item(10)], products, 99)).toEqual([]);
  });

  it('ignores items whose product is unknown', () => {
    expect(planOrderDownload([item(999)], products, null)).toEqual([]);
  });

  it('marks the files of items under a desktop or corporate licence for desktop files, and only those', () => {
    const plan = planOrderDownload(
      [item(10, [], ['web']), item(11, [], ['corporate', 'third-party-1'])],
      products,
      null,
    );
    const desktop = filesOfPlan(plan, catalogue).filter((entry) => needsDesktopFile(plan, entry));
    expect(fileIds(desktop)).toEqual([201]);
    const webOnly = planOrderDownload([item(10, [], ['web', 'app'])], products, null);
    expect(filesOfPlan(webOnly, catalogue).some((entry) => needsDesktopFile(webOnly, entry))).toBe(false);
  });
});
