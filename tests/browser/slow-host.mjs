// A host for the built site whose pace the test sets. Every file is sent gzip-compressed with the
// compressed Content-Length, as most static hosts send it. A file the test holds is sent only as
// far as the test lets it, request by request: a slow link, a stall, or a connection cut mid-file.
//   const host = await startSlowHost(siteDir);
//   host.hold('app.wasm');
//   const transfer = await host.request('app.wasm');   // the first request of it, once it comes
//   transfer.send(0.3);   // the first 30% of its compressed body
//   transfer.cut();       // the connection dropped
//   host.release('app.wasm');   // later requests of it are sent whole at once
import http from 'node:http';
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';

const TYPES = {
  '.html': 'text/html; charset=utf-8', '.js': 'text/javascript; charset=utf-8', '.css': 'text/css',
  '.wasm': 'application/wasm', '.png': 'image/png', '.svg': 'image/svg+xml', '.txt': 'text/plain',
  '.webmanifest': 'application/manifest+json',
};

// One response of a held file: its compressed body goes out as far as send() says.
class Transfer {
  constructor(response, body) {
    this.response = response;
    this.body = body;
    this.sent = 0;
  }
  send(fraction) {
    const upTo = Math.min(this.body.length, Math.round(this.body.length * fraction));
    if (upTo > this.sent) this.response.write(this.body.subarray(this.sent, upTo));
    this.sent = Math.max(this.sent, upTo);
    if (this.sent === this.body.length) this.response.end();
  }
  cut() {
    this.response.socket?.destroy();
  }
}

export async function startSlowHost(root) {
  const held = new Set();
  const transfers = new Map();  // path -> every Transfer of it, in order
  const waiting = [];           // { file, index, resolve }
  const server = http.createServer((request, response) => {
    let file = decodeURIComponent(new URL(request.url, 'http://localhost').pathname).slice(1);
    if (file === '' || file.endsWith('/')) file += 'index.html';
    const full = path.resolve(root, file);
    if (!full.startsWith(path.resolve(root)) || !fs.existsSync(full) || !fs.statSync(full).isFile()) {
      response.writeHead(404).end();
      return;
    }
    const body = zlib.gzipSync(fs.readFileSync(full));
    response.writeHead(200, {
      'Content-Type': TYPES[path.extname(file)] || 'application/octet-stream',
      'Content-Encoding': 'gzip',
      'Content-Length': body.length,
      'Cache-Control': 'no-cache',
    });
    if (!held.has(file)) {
      response.end(body);
      return;
    }
    response.flushHeaders();
    const transfer = new Transfer(response, body);
    if (!transfers.has(file)) transfers.set(file, []);
    transfers.get(file).push(transfer);
    for (const wait of waiting.filter((w) => w.file === file && w.index < transfers.get(file).length)) {
      waiting.splice(waiting.indexOf(wait), 1);
      wait.resolve(transfers.get(file)[wait.index]);
    }
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    baseUrl: `http://127.0.0.1:${server.address().port}/`,
    hold(file) { held.add(file); },
    release(file) { held.delete(file); },
    // The index-th request of `file` (0: the first), once it has come.
    request(file, index = 0) {
      const list = transfers.get(file) || [];
      if (index < list.length) return Promise.resolve(list[index]);
      return new Promise((resolve) => waiting.push({ file, index, resolve }));
    },
    requests(file) { return (transfers.get(file) || []).length; },
    close() {
      server.close();
      server.closeAllConnections();
    },
  };
}
