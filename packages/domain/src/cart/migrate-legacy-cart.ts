import { isMoney } from '../money/money.ts';
import type {
  CartSelection,
  CartUpgradeSelection,
  FontCartSelection,
  LicenseOptionValue,
  LicenseSelectionEntry,
  PhysicalCartSelection,
} from './cart-selection.ts';

type Loose = Record<string, unknown>;

function isObject(value: unknown): value is Loose {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function text(value: unknown): string | null {
  if (typeof value === 'string') return value;
  if (typeof value === 'number' && Number.isFinite(value)) return String(value);
  return null;
}

function ids(value: unknown): string[] {
  if (!Array.isArray(value)) return [];
  return value
    .map((entry) => (isObject(entry) ? text(entry.id) : text(entry)))
    .filter((id): id is string => id !== null && id !== '');
}

function firstDefined(source: Loose, keys: readonly string[]): unknown {
  for (const key of keys) if (source[key] !== undefined && source[key] !== null) return source[key];
  return undefined;
}

/** Older carts stored options as { id | option | optionId, choice | choiceId | selected }. */
function migrateOption(option: unknown): LicenseOptionValue | null {
  if (!isObject(option)) return null;
  const name = text(firstDefined(option, ['name', 'id', 'optionId', 'option', 'key']));
  const rawValue = firstDefined(option, ['value', 'choice', 'choiceId', 'selected']);
  const value = isObject(rawValue) ? text(rawValue.id) : text(rawValue);
  if (name === null) return null;
  return { name, value: value ?? '' };
}

function optionalText(value: unknown): string | null {
  const t = text(value);
  return t === null || t === '' ? null : t;
}

function migrateLicense(license: unknown): LicenseSelectionEntry | null {
  if (!isObject(license)) return null;
  const id = text(license.id);
  if (!id) return null;
  const options = Array.isArray(license.options)
    ? license.options.map(migrateOption).filter((o): o is LicenseOptionValue => o !== null)
    : [];
  const entry: LicenseSelectionEntry = { id, options };
  const licenseName = optionalText(license.licenseName);
  const licenseEmail = optionalText(license.licenseEmail);
  const licenseIndex = license.licenseIndex;
  if (licenseName !== null) entry.licenseName = licenseName;
  if (licenseEmail !== null) entry.licenseEmail = licenseEmail;
  if (typeof licenseIndex === 'number' && Number.isInteger(licenseIndex)) entry.licenseIndex = licenseIndex;
  return entry;
}

function migrateUpgrade(upgrade: unknown): CartUpgradeSelection | null {
  if (!isObject(upgrade)) return null;
  const familyId = text(firstDefined(upgrade, ['familyId', 'familyID']));
  const option = text(upgrade.option);
  if (!familyId || !option) return null;
  return {
    familyId,
    styleId: optionalText(firstDefined(upgrade, ['styleId', 'styleID'])),
    option,
    rootProductId: optionalText(firstDefined(upgrade, ['rootProductId', 'rootProductID'])),
  };
}

function migrateFont(item: Loose): Omit<FontCartSelection, 'selectionIndex'> | null {
  const productIds = ids(firstDefined(item, ['productIds', 'productIDs']));
  if (productIds.length === 0) return null;
  const encodingIds = ids(firstDefined(item, ['encodingIds', 'encodingIDs', 'encodings']));
  const licenses = Array.isArray(item.licenses)
    ? item.licenses.map(migrateLicense).filter((l): l is LicenseSelectionEntry => l !== null)
    : [];
  const font: Omit<FontCartSelection, 'selectionIndex'> = { kind: 'font', productIds, encodingIds, licenses };
  if (typeof item.preRelease === 'boolean') font.preRelease = item.preRelease;
  const upgrade = migrateUpgrade(item.upgrade);
  if (upgrade) font.upgrade = upgrade;
  const title = optionalText(item.title);
  if (title) font.title = title;
  return font;
}

function migratePhysical(item: Loose): Omit<PhysicalCartSelection, 'selectionIndex'> | null {
  const product = item.product;
  if (!isObject(product)) return null;
  const id = text(product.id);
  if (!id || !isMoney(product.price)) return null;
  const quantity = item.quantity;
  if (typeof quantity !== 'number' || !Number.isInteger(quantity) || quantity < 1) return null;
  const variant = isObject(item.variant) && text(item.variant.id) ? item.variant : null;
  return {
    kind: 'physical',
    product: {
      ...(product as unknown as PhysicalCartSelection['product']),
      id,
      title: text(product.title) ?? '',
      percentageVAT: typeof product.percentageVAT === 'number' ? product.percentageVAT : 0,
      availability: typeof product.availability === 'number' ? product.availability : 0,
      oldPrice: isMoney(product.oldPrice) ? product.oldPrice : null,
    },
    variant: variant
      ? {
          id: text(variant.id) as string,
          label: text(variant.label) ?? '',
          availability: typeof variant.availability === 'number' ? variant.availability : 0,
        }
      : null,
    quantity,
    // Legacy items did not record these: assume the stricter case.
    shippingRequired: typeof item.shippingRequired === 'boolean' ? item.shippingRequired : true,
    accountRequired: typeof item.accountRequired === 'boolean' ? item.accountRequired : true,
  };
}

/**
 * Reads a stored cart of any earlier shape (a bare array, or `{ products: [...] }`) into the current
 * selections (docs/checkout.md): adds missing selectionIndexes, defaults shippingRequired
 * and accountRequired to true, renames licence option fields to name/value and turns `encodings`
 * into `encodingIds`. Items it cannot understand are dropped rather than breaking the cart.
 */
export function migrateLegacyCart(stored: unknown): CartSelection[] {
  const items = Array.isArray(stored)
    ? stored
    : isObject(stored) && Array.isArray(stored.products)
      ? stored.products
      : [];
  const migrated: { selection: Omit<CartSelection, 'selectionIndex'>; index: number | null }[] = [];
  const taken = new Set<number>();
  for (const item of items) {
    if (!isObject(item)) continue;
    const isFont = item.kind === 'font' || (item.kind !== 'physical' && !isObject(item.product));
    const selection = isFont ? migrateFont(item) : migratePhysical(item);
    if (!selection) continue;
    const raw = item.selectionIndex;
    const index =
      typeof raw === 'number' && Number.isInteger(raw) && raw >= 0 && !taken.has(raw) ? raw : null;
    if (index !== null) taken.add(index);
    migrated.push({ selection, index });
  }
  let next = taken.size === 0 ? 0 : Math.max(...taken) + 1;
  return migrated.map(({ selection, index }) => {
    const selectionIndex = index ?? next++;
    return { ...selection, selectionIndex } as CartSelection;
  });
}
