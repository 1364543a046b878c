/** Spec section 4, font loading: Unloaded → Loading → Loaded or Error. */
export type FontLoadingState = 'Unloaded' | 'Loading' | 'Loaded' | 'Error';

export type FontLoadingEvent =
  | { type: 'start'; face: string }
  | { type: 'loaded'; face: string }
  | { type: 'failed'; face: string };

export interface FontLoading {
  state: FontLoadingState;
  /** The face the state is about; answers for another face (a style changed meanwhile) are ignored. */
  face: string | undefined;
}

export const initialFontLoading: FontLoading = { state: 'Unloaded', face: undefined };

/** The loading state after an event. A late answer for a face no longer shown changes nothing. */
export function fontLoadingReducer(current: FontLoading, event: FontLoadingEvent): FontLoading {
  switch (event.type) {
    case 'start':
      return { state: 'Loading', face: event.face };
    case 'loaded':
      return event.face === current.face && current.state === 'Loading'
        ? { state: 'Loaded', face: event.face }
        : current;
    case 'failed':
      return event.face === current.face && current.state === 'Loading'
        ? { state: 'Error', face: event.face }
        : current;
  }
}
