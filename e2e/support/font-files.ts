import * as fontkit from 'fontkit';

/** The TTF/OTF files of an unzipped download, each parsed by fontkit (a collection fails the journey). */
export function fontsIn(zip: Record<string, Uint8Array>) {
  return Object.keys(zip)
    .filter((name) => /\.(ttf|otf)$/.test(name))
    .map((name) => {
      const font = fontkit.create(Buffer.from(zip[name] as Uint8Array));
      if (!('numGlyphs' in font)) throw new Error(`${name} is a font collection`);
      return { name, font };
    });
}
