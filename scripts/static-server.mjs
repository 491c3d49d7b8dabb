// A small static file server for the built site: used by the serve command, the browser
// tests and the size benchmark. Usage: node scripts/static-server.mjs [ROOT] [PORT]
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
  '.css': 'text/css',
  '.ttf': 'font/ttf',
  '.png': 'image/png',
};

export function startServer(root, port = 0, host = '127.0.0.1') {
  const base = path.resolve(root);
  const server = http.createServer((request, response) => {
    const urlPath = decodeURIComponent(new URL(request.url, 'http://localhost').pathname);
    let file = path.normalize(path.join(base, urlPath));
    if (!file.startsWith(base)) {
      response.writeHead(403).end('forbidden');
      return;
    }
    if (urlPath.endsWith('/')) file = path.join(file, 'index.html');
    fs.readFile(file, (error, body) => {
      if (error) {
        response.writeHead(404, { 'Content-Type': 'text/plain' }).end('not found');
        return;
      }
      response.writeHead(200, {
        'Content-Type': TYPES[path.extname(file)] || 'application/octet-stream',
        'Cache-Control': 'no-store',
      });
      response.end(body);
    });
  });
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
