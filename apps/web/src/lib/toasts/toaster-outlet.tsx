'use client';

import { Toaster } from 'react-hot-toast';
import { TOASTER_PROPS } from './toast-options.ts';

/** react-hot-toast's outlet with the site's settings (loaded by AppToaster on the first toast). */
export default function ToasterOutlet() {
  return <Toaster {...TOASTER_PROPS} />;
}
