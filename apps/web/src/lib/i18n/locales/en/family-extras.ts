/** English texts of the family page's share button, OpenType samples and weight calculator. */
export const FAMILY_EXTRAS_EN = {
  share: {
    button: 'Share',
    busy: 'Creating a link…',
    link: 'Link to this setting',
    copy: 'Copy',
    copied: 'Copied',
    copyFailed: 'Copy the link by hand: your browser did not allow it.',
    captchaFailed: 'The captcha could not be loaded. Please try again.',
    failed: 'The link could not be created. Please try again.',
    restored: 'Showing a shared setting.',
  },
  features: {
    title: 'OpenType features',
    intro: 'Each feature of {{style}}, set without it and with it.',
    off: 'Off',
    on: 'On',
    otherTags: 'Also in the font, without a sample',
    tags: 'Features in the font',
    empty: 'This family has no OpenType features.',
    loading: 'Loading the samples…',
    failed: 'The samples could not be loaded. Reload the page to try again.',
  },
  weightCalculator: {
    title: 'Weight calculator',
    intro:
      'Find the weight that looks as dark at another size, or in light type on a dark ground, as the weight you chose.',
    referenceWeight: 'Weight at A',
    sizeA: 'Size A (px)',
    sizeB: 'Size B (px)',
    polarityA: 'Colours of A',
    polarityB: 'Colours of B',
    polarity: { 'dark-on-light': 'Dark on light', 'light-on-dark': 'Light on dark' },
    result: 'Matching weight at B',
    clamped: 'The weight range of the font ends here.',
    sampleA: 'A: weight {{weight}} at {{size}} px',
    sampleB: 'B: weight {{weight}} at {{size}} px',
    sampleText: 'Handgloves 0123',
    howItWorks:
      'A model of stem darkness: edge loss at small sizes and irradiation of light type, clamped to the font’s weight axis.',
  },
} as const;
