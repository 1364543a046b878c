/**
 * The weight calculator of the family page (docs/weight-calculator.md): which `wght` of a variable
 * font looks as dark at one size and polarity as a chosen weight does at another. A model, not a
 * measurement of the reader's screen: stems lose about a third of a pixel to anti-aliasing at any
 * size, which matters at 12 px and hardly at 48 px, and light stems on a dark ground read thicker
 * (irradiation). Both are fixed amounts in pixels, so their share of the stem shrinks as type grows.
 */

export type Polarity = 'dark-on-light' | 'light-on-dark';

/** Stem thickness (em) at a few weights, ascending; straight lines between, and beyond, them. */
export type StemModel = readonly { weight: number; stem: number }[];

/**
 * Inter's vertical stem (the width of its 'l', in em) at wght 100, 400, 700 and 900, measured from
 * InterVariable with fontkit. Grotesque families of the catalogue follow it closely; the rule below
 * uses only differences of stems, so a family with a similar slope gets the same answer.
 */
export const DEFAULT_STEM_MODEL: StemModel = [
  { weight: 100, stem: 0.022 },
  { weight: 400, stem: 0.088 },
  { weight: 700, stem: 0.146 },
  { weight: 900, stem: 0.196 },
];

/** Grey lost at each stem's edges by anti-aliasing, in CSS pixels, whatever the size. */
export const EDGE_LOSS_PX = 0.3;
/** How much thicker a light stem on a dark ground reads than the same stem dark on light, in px. */
export const IRRADIATION_PX = 0.25;

function checkModel(model: StemModel): void {
  if (model.length < 2) throw new RangeError('a stem model needs at least two weights');
  for (let index = 1; index < model.length; index += 1) {
    const previous = model[index - 1] as StemModel[number];
    const current = model[index] as StemModel[number];
    if (!(current.weight > previous.weight && current.stem > previous.stem)) {
      throw new RangeError('a stem model must rise with the weight');
    }
  }
}

/** The segment of the model a value falls in, by the key given; the end segments extend outwards. */
function segmentFor(model: StemModel, value: number, key: 'weight' | 'stem') {
  let index = 1;
  while (index < model.length - 1 && value > (model[index] as StemModel[number])[key]) index += 1;
  return [model[index - 1], model[index]] as [StemModel[number], StemModel[number]];
}

/** The stem (em) the model gives a weight. */
export function stemForWeight(weight: number, model: StemModel = DEFAULT_STEM_MODEL): number {
  checkModel(model);
  const [from, to] = segmentFor(model, weight, 'weight');
  return from.stem + ((weight - from.weight) * (to.stem - from.stem)) / (to.weight - from.weight);
}

/** The weight the model gives a stem (em): the inverse of stemForWeight. */
export function weightForStem(stem: number, model: StemModel = DEFAULT_STEM_MODEL): number {
  checkModel(model);
  const [from, to] = segmentFor(model, stem, 'stem');
  return from.weight + ((stem - from.stem) * (to.weight - from.weight)) / (to.stem - from.stem);
}

export interface Setting {
  /** The type size in CSS pixels. */
  sizePx: number;
  polarity: Polarity;
}

function checkSize(sizePx: number): void {
  if (!Number.isFinite(sizePx) || sizePx <= 0) throw new RangeError('the size must be a positive number');
}

/**
 * How thick a stem reads (em): its drawn thickness, less the anti-aliasing loss, plus irradiation on
 * a dark ground, both converted from pixels to em at this size.
 */
export function apparentStem(stem: number, setting: Setting): number {
  checkSize(setting.sizePx);
  const gain = setting.polarity === 'light-on-dark' ? IRRADIATION_PX : 0;
  return stem + (gain - EDGE_LOSS_PX) / setting.sizePx;
}

export interface WeightCalculation {
  reference: Setting & { weight: number };
  target: Setting;
  /** The wght axis of the variable font: the answer never leaves it. */
  axis: { min: number; max: number };
  model?: StemModel;
}

export interface WeightCalculationResult {
  /** The wght to set at the target, whole, inside the axis. */
  weight: number;
  /** True when the rule asked for a weight beyond the axis and the answer is its end. */
  clamped: boolean;
}

/**
 * The weight at the target setting whose stems read as thick as the reference weight's do at the
 * reference setting: the drawn stem that gives the same apparent stem, turned back into a weight,
 * rounded and clamped to the axis.
 */
export function matchingWeight({
  reference,
  target,
  axis,
  model = DEFAULT_STEM_MODEL,
}: WeightCalculation): WeightCalculationResult {
  checkSize(target.sizePx);
  if (!(axis.min <= axis.max)) throw new RangeError('the axis minimum must not exceed its maximum');
  const seen = apparentStem(stemForWeight(reference.weight, model), reference);
  // Solve apparentStem(stem, target) = seen for the drawn stem.
  const stem = seen - apparentStem(0, target);
  const wanted = Math.round(weightForStem(stem, model));
  const weight = Math.min(axis.max, Math.max(axis.min, wanted));
  return { weight, clamped: weight !== wanted };
}
