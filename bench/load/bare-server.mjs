// The baseline of `npm run bench:load`: a bare node:http server answering one fixed response,
// run as its own process so that it gets a core as the shop's processes do. Reads the body from a
// file named by argv[2], its content type from argv[3], and prints its port once it listens.
import { readFileSync } from 'node:fs';
import { createServer } from 'node:http';

const body = readFileSync(process.argv[2]);
const contentType = process.argv[3] ?? 'application/octet-stream';
const server = createServer((request, response) => {
  request.resume();
  request.on('end', () => {
    response.writeHead(200, { 'content-type': contentType, 'content-length': body.length });
    response.end(body);
  });
});
server.listen(0, '127.0.0.1', () => {
  process.stdout.write(`${server.address().port}\n`);
});
process.on('SIGTERM', () => server.close(() => process.exit(0)));
