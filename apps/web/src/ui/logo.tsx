import { FOOTER_LOGO } from '@foundry/domain';
import { PRODUCT_NAME } from '../lib/site/site-info.ts';
import './logo.css';

interface LogoProps {
  variant: 'full' | 'monogram';
  width: number;
  height: number;
  className?: string;
}

/** The shop's mark: the full word logo or the square monogram, drawn in the current text colour. */
export function Logo({ variant, width, height, className }: LogoProps) {
  if (variant === 'monogram') {
    return (
      <svg
        viewBox="0 0 25 25"
        width={width}
        height={height}
        className={className}
        role="img"
        aria-label={PRODUCT_NAME}
      >
        <rect x="0.5" y="0.5" width="24" height="24" rx="3" fill="none" stroke="currentColor" />
        <path d="M8 6h10v3h-6.5v2.5H17v3h-5.5V19H8z" fill="currentColor" />
      </svg>
    );
  }
  return (
    <svg
      viewBox="0 0 91 25"
      width={width}
      height={height}
      className={className}
      role="img"
      aria-label={PRODUCT_NAME}
    >
      <path d="M2 4h10v3H5.5v3.5H11v3H5.5V21H2z" fill="currentColor" />
      <text
        x="13.5"
        y="20"
        fontSize="17"
        style={{ fontFamily: 'var(--font-ui)' }}
        fontWeight="700"
        fill="currentColor"
      >
        oundry
      </text>
    </svg>
  );
}

/** Full logo on wide screens, monogram below 550 px (globals.css switches them: no layout shift). */
export function ResponsiveLogo({ className }: { className?: string }) {
  return (
    <span className={`responsive-logo ${className ?? ''}`}>
      <Logo variant="full" {...FOOTER_LOGO.full} className="responsive-logo__full" />
      <Logo variant="monogram" {...FOOTER_LOGO.monogram} className="responsive-logo__monogram" />
    </span>
  );
}
