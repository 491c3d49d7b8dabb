// A small static file server for the built site: used by the serve command, the browser tests
// and the size benchmark. Usage: node scripts/static-server.mjs [ROOT] [PORT]
// Every response may be cached but is revalidated (ETag), as a real host would serve the app, so a
// visit with the service worker in control costs the network nothing but a 304. `server.served`
// lists every response: path, status and body bytes (the benchmark counts the network with it).
import http from 'node:http';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const TYPES = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.wasm': 'application/wasm',
  '.json': 'application/json',
  '.webmanifest': 'application/manifest+json',
  '.css': 'text/css',
  '.ttf': 'font/ttf',
  '.png': 'image/png',
  '.svg': 'image/svg+xml',
};

// index.html's policy (its <meta>), plus what only a header can say: no framing by other sites.
const CONTENT_SECURITY_POLICY = "default-src 'none'; script-src 'self' 'wasm-unsafe-eval'; " +
  "connect-src 'self'; style-src 'self'; img-src 'self'; font-src 'self'; manifest-src 'self'; " +
  "worker-src 'self'; base-uri 'none'; form-action 'none'; object-src 'none'; frame-ancestors 'none'";

export function startServer(root, port = 0, host = '127.0.0.1') {
  const base = path.resolve(root);
  const served = [];
  const server = http.createServer((request, response) => {
    const urlPath = decodeURIComponent(new URL(request.url, 'http://localhost').pathname);
    let file = path.normalize(path.join(base, urlPath));
    const record = (status, bytes) => {
      served.push({ path: urlPath, status, bytes });
      if (served.length > 10000) served.shift();  // a long-running serve.sh keeps the latest
    };
    if (!file.startsWith(base)) {
      record(403, 9);
      response.writeHead(403).end('forbidden');
      return;
    }
    if (urlPath.endsWith('/')) file = path.join(file, 'index.html');
    fs.stat(file, (statError, stat) => {
      if (statError || !stat.isFile()) {
        record(404, 9);
        response.writeHead(404, { 'Content-Type': 'text/plain' }).end('not found');
        return;
      }
      const headers = {
        'Content-Type': TYPES[path.extname(file)] || 'application/octet-stream',
        'Cache-Control': 'no-cache',
        ETag: `W/"${stat.size}-${Math.round(stat.mtimeMs)}"`,
        'Content-Security-Policy': CONTENT_SECURITY_POLICY,
      };
      if (request.headers['if-none-match'] === headers.ETag) {
        record(304, 0);
        response.writeHead(304, headers).end();
        return;
      }
      fs.readFile(file, (error, body) => {
        if (error) {
          record(404, 9);
          response.writeHead(404, { 'Content-Type': 'text/plain' }).end('not found');
          return;
        }
        record(200, body.length);
        response.writeHead(200, headers);
        response.end(body);
      });
    });
  });
  server.served = served;
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => resolve(server));
  });
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const root = process.argv[2] || 'build/wasm/site';
  const port = Number(process.argv[3] || 8080);
  const server = await startServer(root, port, '0.0.0.0');
  console.log(`Flagfall is being served at http://localhost:${server.address().port} (Ctrl-C stops it)`);
}
