// The public surface of the opentype-features feature: what routes and other features import from it.

export { OpenTypeFeaturesSection } from './opentype-features-section.tsx';
