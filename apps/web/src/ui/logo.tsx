import { FOOTER_LOGO } from '@foundry/domain';
import { PRODUCT_NAME } from '../lib/site/site-info.ts';

interface LogoProps {
  variant: 'full' | 'monogram';
  width: number;
  height: number;
  className?: string;
}

/**
 * "oundry" in Inter Bold at 17 px on the baseline at y = 20, as outlines: letters drawn as text would be
 * visible text that the links around the logo do not name (axe's label-content-name-mismatch).
 */
const WORD_PATH =
  'M18.71 20.18Q17.32 20.18 16.3 19.58Q15.28 18.98 14.72 17.9Q14.17 16.83 14.17 15.4Q14.17 13.97 14.72 12.89Q15.28 11.81 16.3 11.21Q17.32 10.6 18.71 10.6Q20.11 10.6 21.13 11.21Q22.15 11.81 22.7 12.89Q23.25 13.97 23.25 15.4Q23.25 16.83 22.7 17.9Q22.15 18.98 21.13 19.58Q20.11 20.18 18.71 20.18ZM18.71 18.22Q19.71 18.22 20.22 17.42Q20.72 16.61 20.72 15.39Q20.72 14.16 20.22 13.36Q19.71 12.56 18.71 12.56Q17.72 12.56 17.21 13.36Q16.71 14.16 16.71 15.39Q16.71 16.61 17.21 17.42Q17.72 18.22 18.71 18.22ZM28.18 20.12Q26.74 20.12 25.86 19.19Q24.99 18.26 24.99 16.62L24.99 10.72L27.48 10.72L27.48 16.19Q27.48 17.05 27.93 17.54Q28.38 18.03 29.16 18.03Q29.95 18.03 30.45 17.52Q30.96 17.01 30.96 16.09L30.96 10.72L33.46 10.72L33.46 20L31.1 20L31.06 18.07Q30.67 19.06 29.96 19.59Q29.24 20.12 28.18 20.12ZM38.06 14.63L38.06 20L35.57 20L35.57 10.72L37.92 10.72L37.95 12.64Q38.34 11.67 39.06 11.13Q39.77 10.6 40.84 10.6Q42.29 10.6 43.16 11.53Q44.03 12.46 44.03 14.1L44.03 20L41.54 20L41.54 14.53Q41.54 13.67 41.1 13.18Q40.65 12.69 39.86 12.69Q39.07 12.69 38.56 13.2Q38.06 13.71 38.06 14.63ZM49.55 20.16Q48.48 20.16 47.62 19.61Q46.77 19.05 46.27 17.99Q45.77 16.92 45.77 15.38Q45.77 13.79 46.28 12.73Q46.79 11.67 47.65 11.13Q48.5 10.6 49.53 10.6Q50.32 10.6 50.85 10.87Q51.37 11.13 51.69 11.52Q52.01 11.92 52.17 12.28L52.26 12.28L52.26 7.63L54.75 7.63L54.75 20L52.3 20L52.3 18.51L52.17 18.51Q52 18.89 51.68 19.27Q51.35 19.64 50.83 19.9Q50.31 20.16 49.55 20.16ZM50.31 18.16Q51.26 18.16 51.78 17.39Q52.31 16.63 52.31 15.37Q52.31 14.11 51.79 13.35Q51.27 12.6 50.31 12.6Q49.33 12.6 48.83 13.37Q48.32 14.15 48.32 15.37Q48.32 16.6 48.83 17.38Q49.34 18.16 50.31 18.16ZM56.87 20L56.87 10.72L59.28 10.72L59.28 12.34L59.38 12.34Q59.64 11.48 60.24 11.04Q60.84 10.6 61.62 10.6Q62.04 10.6 62.42 10.68L62.42 12.9Q62.26 12.85 61.94 12.82Q61.62 12.78 61.35 12.78Q60.48 12.78 59.92 13.32Q59.36 13.86 59.36 14.72L59.36 20ZM63.99 23.29L64.57 21.41L64.87 21.49Q65.63 21.69 66.11 21.46Q66.59 21.22 66.67 20.52L66.74 20.02L63.25 10.72L65.9 10.72L67.46 15.53Q67.65 16.14 67.79 16.74Q67.92 17.34 68.05 17.96Q68.2 17.34 68.36 16.73Q68.53 16.13 68.73 15.53L70.35 10.72L72.97 10.72L69.02 21.1Q68.6 22.22 67.81 22.88Q67.02 23.54 65.62 23.54Q65.12 23.54 64.69 23.47Q64.26 23.4 63.99 23.29Z';

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
      <path d={WORD_PATH} fill="currentColor" />
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
