import { readFile } from 'node:fs/promises';
import { SOCIAL_IMAGE, THEME_COLOUR } from '@foundry/domain';
import { ImageResponse } from 'next/og';
import { PRODUCT_NAME } from '../../lib/site/site-info.ts';
import type { SocialImageText } from './social-image-types.ts';

// next/og draws text with TTF/OTF fonts only (not WOFF2); Noto Sans Bold ships beside its OFL licence.
let fontData: Promise<Buffer> | undefined;
function loadFont(): Promise<Buffer> {
  fontData ??= readFile(new URL('../../assets/fonts/NotoSans-Bold.ttf', import.meta.url));
  return fontData;
}

/** The 1200x630 PNG social preview: product name, an optional kind label, title and subtitle. */
export async function renderSocialImage(
  { title, subtitle }: SocialImageText,
  label?: string,
): Promise<ImageResponse> {
  const font = await loadFont();
  return new ImageResponse(
    <div
      style={{
        width: '100%',
        height: '100%',
        display: 'flex',
        flexDirection: 'column',
        justifyContent: 'space-between',
        padding: 72,
        background: '#111',
        color: '#fff',
        fontFamily: 'Noto Sans',
      }}
    >
      <div style={{ display: 'flex', fontSize: 36, color: THEME_COLOUR }}>
        {label ? `${PRODUCT_NAME} · ${label}` : PRODUCT_NAME}
      </div>
      <div style={{ display: 'flex', flexDirection: 'column' }}>
        <div style={{ fontSize: title.length > 40 ? 64 : 96, lineHeight: 1.05 }}>{title}</div>
        {subtitle ? <div style={{ fontSize: 36, marginTop: 24, color: '#ccc' }}>{subtitle}</div> : null}
      </div>
    </div>,
    {
      width: SOCIAL_IMAGE.width,
      height: SOCIAL_IMAGE.height,
      fonts: [{ name: 'Noto Sans', data: font, weight: 700, style: 'normal' }],
      headers: { 'Cache-Control': 'public, max-age=86400, stale-while-revalidate=604800' },
    },
  );
}
