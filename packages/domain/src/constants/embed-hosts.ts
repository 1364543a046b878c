/**
 * The hosts a page block may frame (embeds: maps; video embeds: YouTube's privacy-enhanced host and
 * Vimeo's player). The embed block refuses any other address when it is saved, and the web pages'
 * Content-Security-Policy allows framing these and no others.
 */
export const EMBED_HOSTS = [
  'www.google.com',
  'www.openstreetmap.org',
  'www.youtube-nocookie.com',
  'player.vimeo.com',
] as const;
