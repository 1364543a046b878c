// Serves the built admin app (dist/) and passes /admin/graphql (and the uploads' /admin/family-imports, /admin/product-files and /admin/editorial-images) to the API, so the app and its API
// share one origin: the staff cookie stays SameSite=Strict and no CORS is needed. `npm start` runs it.
import { createReadStream, existsSync, statSync } from 'node:fs';
import { createServer, request as httpRequest } from 'node:http';
import { request as httpsRequest } from 'node:https';
import { dirname, extname, join, normalize } from 'node:path';
import { fileURLToPath } from 'node:url';

const dist = join(dirname(fileURLToPath(import.meta.url)), 'dist');
const port = Number(process.env.ADMIN_PORT ?? 3707);
const api = new URL(process.env.API_URL ?? 'http://localhost:4000');
const TYPES = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.woff2': 'font/woff2',
};
// Images may also come from the API's /files/ route: the product images staff upload and review.
const SECURITY = {
  'x-content-type-options': 'nosniff',
  'x-frame-options': 'DENY',
  'referrer-policy': 'no-referrer',
  'content-security-policy': `default-src 'self'; img-src 'self' data: ${api.origin}; style-src 'self'; script-src 'self'; connect-src 'self'; frame-ancestors 'none'`,
};

function proxy(req, res) {
  const send = api.protocol === 'https:' ? httpsRequest : httpRequest;
  const upstream = send(
    new URL(req.url, api),
    { method: req.method, headers: { ...req.headers, host: api.host } },
    (answer) => {
      res.writeHead(answer.statusCode ?? 502, answer.headers);
      answer.pipe(res);
    },
  );
  upstream.on('error', () => {
    res.writeHead(502, { 'content-type': 'application/json' });
    res.end(
      JSON.stringify({
        errors: [{ message: 'The API cannot be reached.', extensions: { code: 'API_DOWN' } }],
      }),
    );
  });
  req.pipe(upstream);
}

function serveFile(req, res) {
  const path = normalize(decodeURIComponent(new URL(req.url, 'http://x').pathname)).replace(
    /^(\.\.[/\\])+/,
    '',
  );
  let file = join(dist, path);
  if (!file.startsWith(dist) || !existsSync(file) || statSync(file).isDirectory())
    file = join(dist, 'index.html');
  const type = TYPES[extname(file)] ?? 'application/octet-stream';
  const immutable = file.includes(`${join(dist, 'assets')}`);
  // The interface face's files keep their names across releases: a day, not forever.
  const face = file.includes(`${join(dist, 'fonts')}`);
  res.writeHead(200, {
    'content-type': type,
    'cache-control': immutable
      ? 'public, max-age=31536000, immutable'
      : face
        ? 'public, max-age=86400'
        : 'no-store',
    ...SECURITY,
  });
  createReadStream(file).pipe(res);
}

if (!existsSync(join(dist, 'index.html'))) {
  process.stderr.write('The admin app is not built: run `npm run build -w apps/admin`.\n');
  process.exit(1);
}

createServer((req, res) => {
  // The API's back-office paths: GraphQL, the font files of a family being added, a product's files.
  const apiPaths = [
    '/admin/graphql',
    '/admin/family-imports',
    '/admin/product-files',
    '/admin/editorial-images',
  ];
  if (apiPaths.some((path) => req.url?.startsWith(path))) proxy(req, res);
  else serveFile(req, res);
}).listen(port, () => process.stdout.write(`Back office on http://localhost:${port}\n`));
