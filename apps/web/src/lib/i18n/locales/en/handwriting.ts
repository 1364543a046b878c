/** English texts of the handwriting archive. */
export const HANDWRITING_EN = {
  title: 'Handwriting archive',
  intro: 'Samples of everyday handwriting collected for our legibility research, with who wrote them.',
  filters: 'Filter the samples',
  any: 'Any',
  apply: 'Show samples',
  gender: 'Gender',
  location: 'Location',
  motherTongue: 'Mother tongue',
  age: 'Age',
  profession: 'Profession',
  handedness: 'Handedness',
  multiLingual: 'multilingual',
  none: 'No samples match these filters.',
  next: 'Next page',
  previous: 'Previous page',
  failed: 'The archive could not be loaded. Please try again.',
} as const;
