import { cutStaticInstance } from '@foundry/fonts';
import type { DownloadJobRow } from '../../repositories/download-repository.ts';
import { SELLER } from '../documents/seller.ts';
import { findFamily } from '../families/find-family.ts';
import { ownsWholeFamily, readOwnedFamily } from '../owned-fonts/owned-fonts.ts';
import type { BuiltDownload, DownloadBuilderDependencies } from './download-builder.ts';
import { DownloadBuildError } from './font-archive.ts';
import { parseCustomisationDownloadRequest } from './request-customisation-download.ts';
import { type ZipEntry, zipEntries } from './zip-archive.ts';

/** A name safe as a file name anywhere: letters, digits and dashes. */
function fileStem(name: string): string {
  return (
    name
      .normalize('NFKD')
      .replace(/[\u0300-\u036f]/g, '')
      .replace(/[^A-Za-z0-9]+/g, '-')
      .replace(/^-|-$/g, '') || 'font'
  );
}

function customisationReadme(input: {
  familyName: string;
  family: string;
  variableFont: string;
  position: Record<string, number>;
  stem: string;
  orderIds: number[];
}): string {
  const position = Object.entries(input.position)
    .map(([tag, value]) => `${tag} ${value}`)
    .join(', ');
  return [
    `${SELLER.name}: ${input.familyName}, your customisation of ${input.family}`,
    '',
    'Contents',
    `- ${input.stem}.ttf: a static font cut from ${input.variableFont} at ${position}, to install on computers`,
    `- ${input.stem}.woff2: the same font for the web (@font-face)`,
    '',
    'Licence',
    `The font is a derivative of ${input.family} and is covered by the licence you bought with the family`,
    `(order${input.orderIds.length > 1 ? 's' : ''} ${input.orderIds.join(', ')}): the same uses, computers and third parties apply.`,
    'It may not be shared with anyone the licence does not name.',
    '',
    `Questions: ${SELLER.email} · ${SELLER.web}`,
    '',
  ].join('\r\n');
}

/**
 * The ZIP of a 'customisation' job: a static instance of the variable font at the saved position,
 * every axis pinned and every glyph kept, renamed to the family "<Family> <Title>", as TTF and WOFF2,
 * with a README naming the licence that covers it. Throws DownloadBuildError when the user no longer
 * owns the whole family or the font file is missing.
 */
export async function buildCustomisationDownload(
  job: DownloadJobRow,
  { repositories, storage }: DownloadBuilderDependencies,
): Promise<BuiltDownload> {
  const request = parseCustomisationDownloadRequest(job.request);
  if (!request || job.userId === null || job.familyId === null)
    throw new DownloadBuildError('The customisation download names no owner, family or customisation.');
  const owned = await readOwnedFamily(repositories, job.userId, job.familyId);
  if (!owned || !ownsWholeFamily(owned))
    throw new DownloadBuildError(`User ${job.userId} does not own the whole family ${job.familyId}.`);
  const family = await findFamily(repositories, { familyID: job.familyId });
  const font = (await repositories.variableFonts.ofFamilies([job.familyId])).find(
    (candidate) => candidate.id === request.variableFontId,
  );
  if (!family || !font) throw new DownloadBuildError(`Variable font ${request.variableFontId} is gone.`);
  const bytes = await storage.get(font.storageKey);
  if (!bytes)
    throw new DownloadBuildError(`The variable font file ${font.storageKey} is missing from storage.`);

  // Every axis is pinned (an axis left out would stay variable): the saved value, else the default.
  const axes = await repositories.variableFonts.axesOf([font.id]);
  const position = Object.fromEntries(axes.map((axis) => [axis.tag, request.axes[axis.tag] ?? axis.default]));
  const familyName = `${family.title} ${request.title}`;
  const instance = await cutStaticInstance(bytes, position, familyName).catch((error: unknown) => {
    throw new DownloadBuildError(`The instance of ${font.title} could not be cut: ${String(error)}`);
  });

  const stem = fileStem(familyName);
  const entries: ZipEntry[] = [
    {
      name: 'README.txt',
      bytes: customisationReadme({
        familyName,
        family: family.title,
        variableFont: font.title,
        position,
        stem,
        orderIds: [...new Set(owned.purchases.map((purchase) => purchase.orderId))],
      }),
    },
    { name: `${stem}.ttf`, bytes: instance.ttf },
    // WOFF2 is Brotli-compressed already: deflating it again only costs time.
    { name: `${stem}.woff2`, bytes: instance.woff2, store: true },
  ];
  return { name: stem.toLowerCase(), bytes: await zipEntries(entries, job.createdAt) };
}
