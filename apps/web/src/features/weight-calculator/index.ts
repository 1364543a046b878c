// The public surface of the weight-calculator feature: what routes and other features import from it.

export { WeightCalculatorSection } from './weight-calculator-section.tsx';
