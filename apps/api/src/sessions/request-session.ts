import type { SessionUser } from '../repositories/session-repository.ts';

/** The session side of the request a use-case runs for: what signing in and out reads and changes. */
export interface RequestSession {
  /** The raw Cookie header, to end the session the request came with. */
  cookieHeader: string | null;
  /** The client's address (sign-in throttle); null for in-process calls. */
  clientAddress: string | null;
  /** Queues a Set-Cookie header on the response. */
  setCookie(header: string): void;
  /** Makes `user` the viewer for the rest of the request (after a sign-in). */
  becomeViewer(user: SessionUser): void;
}
