import type { Server } from 'node:http';
import { StartupError } from './startup-error.ts';

/** Starts listening, turning the usual failures into one sentence naming API_PORT. */
export function listen(server: Server, port: number): Promise<void> {
  return new Promise((resolve, reject) => {
    const onError = (error: NodeJS.ErrnoException) => {
      server.off('listening', onListening);
      if (error.code === 'EADDRINUSE') {
        reject(new StartupError(`Port ${port} is in use: stop the other program or set API_PORT.`));
      } else if (error.code === 'EACCES') {
        reject(
          new StartupError(`Port ${port} needs more privileges than this user has: set API_PORT above 1023.`),
        );
      } else {
        reject(error);
      }
    };
    const onListening = () => {
      server.off('error', onError);
      resolve();
    };
    server.once('error', onError);
    server.once('listening', onListening);
    server.listen(port);
  });
}
