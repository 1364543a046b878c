'use client';

import { Button } from '../../ui/button.tsx';
import type { FeedbackStatus } from './use-feedback-submission.ts';

/** idle, loading and finished map to the button states idle, busy and finished (docs/site-chrome.md). */
const BUTTON_STATE: Record<FeedbackStatus, 'idle' | 'busy' | 'finished'> = {
  idle: 'idle',
  loading: 'busy',
  finished: 'finished',
};

/** The submit button of a feedback form: its words follow the sending (busy, then "Sent" a moment). */
export function FeedbackSubmitButton({
  status,
  words,
}: {
  status: FeedbackStatus;
  /** The button's words in each state. */
  words: (state: 'idle' | 'busy' | 'finished') => string;
}) {
  const state = BUTTON_STATE[status];
  return (
    <Button type="submit" busy={state === 'busy'} data-state={state}>
      {words(state)}
    </Button>
  );
}
