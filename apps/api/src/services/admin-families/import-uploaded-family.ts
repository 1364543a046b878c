import {
  FAMILY_URL_PATTERN,
  FamilyExistsError,
  type FileSink,
  importFamily,
  notifyChange,
  slugify,
} from '@foundry/db';
import { InputError } from '@foundry/errors';
import { analyseFontFiles, FontFolderError } from '@foundry/fonts';
import { createAdminFamilyRepository } from '../../repositories/admin/admin-family-repository.ts';
import { auditedWrite } from '../../repositories/admin/audit-log-repository.ts';
import { requireStaff } from '../staff/require-staff.ts';
import type { StaffDeps } from '../staff/staff-deps.ts';
import { sortUploadedFiles, type UploadedFile } from './family-upload-files.ts';
import { familyForEdit } from './read-family-for-edit.ts';

export interface FamilyImportInput {
  title: string;
  /** Empty: made from the title ('My Sans' → 'my-sans'). */
  url: string;
  published: boolean;
  files: UploadedFile[];
}

/**
 * Adds a family from uploaded font files through the same import as `npm run add-family`
 * (analysis, WOFF2 storage, encodings, styles, variable fonts, products), audited, and tells the
 * catalogue's caches. The family starts published or not, as staff chose.
 */
export async function importUploadedFamily(
  input: FamilyImportInput,
  deps: Pick<StaffDeps, 'admin' | 'staff'> & { files: FileSink },
) {
  const staff = requireStaff(deps.staff, 'catalogue.write');
  const title = input.title.trim();
  const url = input.url.trim() || slugify(title);
  const problems: Record<string, string> = {};
  if (title.length === 0 || title.length > 120)
    problems.title = 'Give the family a title of 1 to 120 characters.';
  if (!FAMILY_URL_PATTERN.test(url) || url.length > 80) {
    problems.url = 'Use lower-case letters, digits and hyphens (at most 80), e.g. my-sans.';
  }
  if (Object.keys(problems).length > 0) throw new InputError(problems);
  const { fonts, licenceText } = sortUploadedFiles(input.files);
  let analysed: ReturnType<typeof analyseFontFiles>;
  try {
    analysed = analyseFontFiles(fonts);
  } catch (error) {
    if (error instanceof FontFolderError) throw new InputError({ files: error.message });
    throw error;
  }
  return auditedWrite(deps.admin.db, staff, async (tx) => {
    let imported: Awaited<ReturnType<typeof importFamily>>;
    try {
      imported = await importFamily(tx, deps.files, {
        url,
        title,
        folder: { fonts: analysed, licenceText, metadata: {} },
      });
    } catch (error) {
      if (error instanceof FamilyExistsError)
        throw new InputError({ url: 'A family with this URL exists already.' });
      throw error;
    }
    const families = createAdminFamilyRepository(tx);
    await families.setPublished(imported.familyId, input.published, new Date());
    await notifyChange(tx, { topic: 'catalogue', ids: [String(imported.familyId)] });
    return {
      result: await familyForEdit(families, imported.familyId),
      audit: {
        action: 'family.import',
        entityType: 'family',
        entityId: String(imported.familyId),
        before: null,
        after: {
          url,
          title,
          published: input.published,
          files: input.files.map((file) => file.name),
          styles: imported.styleIds.length,
          variableFonts: imported.variableFontIds.length,
        },
      },
    };
  });
}
