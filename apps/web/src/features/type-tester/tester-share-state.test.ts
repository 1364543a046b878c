import { describe, expect, it } from 'vitest';
import { testerFaces } from './tester-faces.ts';
import { shareDataOf, snapshotFromShare, type TesterSnapshot } from './tester-share-state.ts';

const faces = testerFaces({
  styles: [{ id: '7', title: 'Bold', weight: 700, italic: false }],
  variableFonts: [
    {
      id: '3',
      title: 'Variable',
      italic: false,
      axes: [{ tag: 'wght', label: 'Weight', min: 100, max: 900, default: 400, steps: 1 }],
      instances: [],
    },
  ],
});

const snapshot: TesterSnapshot = {
  faceKey: 'vf-3',
  text: 'Shared words',
  size: 96,
  leading: 1.1,
  alignment: 'center',
  axes: { wght: 720 },
  features: ['ss01', 'tnum'],
};

describe('shareDataOf', () => {
  it('names a variable face by its font id with the axis positions, a static one by its style id', () => {
    expect(shareDataOf(snapshot, { familyID: '12', encodingID: '1' })).toEqual({
      familyID: '12',
      encodingID: '1',
      text: 'Shared words',
      size: 96,
      leading: 1.1,
      alignment: 'center',
      features: ['ss01', 'tnum'],
      variableFontID: '3',
      axes: { wght: 720 },
    });
    const data = shareDataOf({ ...snapshot, faceKey: 'style-7', text: 'x'.repeat(600) }, { familyID: '12' });
    expect(data).toMatchObject({ styleID: '7' });
    expect(data).not.toHaveProperty('axes');
    expect(data).not.toHaveProperty('encodingID');
    expect(data.text).toHaveLength(500);
  });
});

describe('snapshotFromShare', () => {
  it('restores what shareDataOf stored', () => {
    const data = JSON.parse(JSON.stringify(shareDataOf(snapshot, { familyID: '12' })));
    expect(snapshotFromShare(data, faces, ['ss01', 'tnum', 'liga'])).toEqual(snapshot);
  });

  it('keeps values inside the page’s ranges and features the family has', () => {
    const restored = snapshotFromShare(
      {
        variableFontID: '3',
        axes: { wght: 5000 },
        size: 9999,
        leading: 'x',
        alignment: 'diagonal',
        features: ['zzzz', 'ss01'],
      },
      faces,
      ['ss01'],
    );
    expect(restored).toMatchObject({
      axes: { wght: 900 },
      size: 240,
      leading: 1.2,
      alignment: 'left',
      features: ['ss01'],
    });
  });

  it('gives up on a face the page does not offer, or on no data', () => {
    expect(snapshotFromShare({ styleID: '99' }, faces, [])).toBeNull();
    expect(snapshotFromShare(null, faces, [])).toBeNull();
  });
});
