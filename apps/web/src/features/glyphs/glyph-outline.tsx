/** A glyph's outline as inline SVG, framed by the API's viewBox (ascender to descender). */
export function GlyphOutline({
  path,
  viewBox,
  className,
}: {
  path: string;
  viewBox: string;
  className?: string;
}) {
  return (
    <svg className={className} viewBox={viewBox} aria-hidden="true" focusable="false">
      <path d={path} fill="currentColor" />
    </svg>
  );
}
