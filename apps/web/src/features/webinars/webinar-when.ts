/** When a webinar is on, for people: day, start time (UTC, so server and browser agree) and length. */
export function webinarWhen(iso: string): { date: string; time: string } {
  const moment = new Date(iso);
  if (Number.isNaN(moment.getTime())) return { date: iso, time: '' };
  const date = moment.toLocaleDateString('en-GB', {
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  });
  const time = moment.toLocaleTimeString('en-GB', { hour: '2-digit', minute: '2-digit', timeZone: 'UTC' });
  return { date, time };
}
