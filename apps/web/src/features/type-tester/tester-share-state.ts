import type { TesterFace } from './tester-faces.ts';

export const TESTER_ALIGNMENTS = ['left', 'center', 'right', 'justify'] as const;
export type TesterAlignment = (typeof TESTER_ALIGNMENTS)[number];

/** What the type tester shows: the state a share stores and a shared link restores. */
export interface TesterSnapshot {
  faceKey: string;
  text: string;
  size: number;
  leading: number;
  alignment: TesterAlignment;
  axes: Record<string, number>;
  features: readonly string[];
}

/** The most text a share carries (the API refuses more). */
export const SHARED_TEXT_MAX_LENGTH = 500;

/**
 * The `data` of createFamilyShare for a tester state: the face as a styleID or a variableFontID with
 * its axis positions (the faces' keys are `style-{id}` and `vf-{id}`, see testerFaces).
 */
export function shareDataOf(
  snapshot: TesterSnapshot,
  family: { familyID: string; encodingID?: string | null },
): Record<string, unknown> {
  const face = snapshot.faceKey.startsWith('vf-')
    ? { variableFontID: snapshot.faceKey.slice(3), axes: snapshot.axes }
    : { styleID: snapshot.faceKey.replace(/^style-/, '') };
  return {
    familyID: family.familyID,
    ...(family.encodingID ? { encodingID: family.encodingID } : {}),
    text: snapshot.text.slice(0, SHARED_TEXT_MAX_LENGTH),
    size: snapshot.size,
    leading: snapshot.leading,
    alignment: snapshot.alignment,
    features: [...snapshot.features],
    ...face,
  };
}

const isNumber = (value: unknown): value is number => typeof value === 'number' && Number.isFinite(value);
const within = (value: unknown, min: number, max: number, fallback: number) =>
  isNumber(value) ? Math.min(max, Math.max(min, value)) : fallback;

/**
 * The tester state a share's data describes, on the faces this page offers; null when the share names
 * a face the page does not have (another encoding), so the tester keeps its defaults. The API
 * validated the data when it was stored; this only guards the page against a changed catalogue.
 */
export function snapshotFromShare(
  data: unknown,
  faces: readonly TesterFace[],
  features: readonly string[],
): TesterSnapshot | null {
  if (!data || typeof data !== 'object') return null;
  const shared = data as Record<string, unknown>;
  const faceKey =
    typeof shared.variableFontID === 'string'
      ? `vf-${shared.variableFontID}`
      : typeof shared.styleID === 'string'
        ? `style-${shared.styleID}`
        : null;
  const face = faces.find((candidate) => candidate.key === faceKey);
  if (!face) return null;
  const sharedAxes = (shared.axes && typeof shared.axes === 'object' ? shared.axes : {}) as Record<
    string,
    unknown
  >;
  const axes = Object.fromEntries(
    face.axes.map((axis) => [axis.tag, within(sharedAxes[axis.tag], axis.min, axis.max, axis.default)]),
  );
  const sharedFeatures = Array.isArray(shared.features) ? shared.features : [];
  return {
    faceKey: face.key,
    text: typeof shared.text === 'string' ? shared.text.slice(0, SHARED_TEXT_MAX_LENGTH) : '',
    size: within(shared.size, 8, 240, 64),
    leading: within(shared.leading, 0.7, 2.5, 1.2),
    alignment: TESTER_ALIGNMENTS.find((option) => option === shared.alignment) ?? 'left',
    axes,
    features: features.filter((tag) => sharedFeatures.includes(tag)),
  };
}
