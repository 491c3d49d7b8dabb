// What is largest in app.wasm: its sections, then its code by library, by source file and by
// function, in raw bytes and, for each group alone, gzip bytes (a group's gzip figure is what its
// code compresses to on its own, so the groups' gzip figures add up to more than the whole).
// Usage: node scripts/size-report.mjs APP_WASM SYMBOL_MAP [TOP] [ARCHIVE_OR_OBJECT...]
//   SYMBOL_MAP is Emscripten's --emit-symbol-map output ("index:name" per function); the archives
//   and objects (the build's .a and .o files) name the source file that defines each function.
//   scripts/size-report.sh builds the app and passes all of these.
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import os from 'node:os';
import { execFileSync } from 'node:child_process';

// A text file's lines, read a megabyte at a time.
function* readLines(file) {
  const fd = fs.openSync(file, 'r');
  const chunk = Buffer.alloc(1 << 20);
  let rest = '';
  for (let read; (read = fs.readSync(fd, chunk, 0, chunk.length, null)) > 0; ) {
    const lines = (rest + chunk.toString('utf8', 0, read)).split('\n');
    rest = lines.pop();
    yield* lines;
  }
  if (rest) yield rest;
  fs.closeSync(fd);
  fs.unlinkSync(file);
}

const [wasmPath, symbolPath, topArg, ...objectFiles] = process.argv.slice(2);
if (!wasmPath || !symbolPath) {
  console.error('usage: node scripts/size-report.mjs APP_WASM SYMBOL_MAP [TOP] [ARCHIVE_OR_OBJECT...]');
  process.exit(2);
}
const top = Number(topArg || 40);
const wasm = fs.readFileSync(wasmPath);

function readLeb(bytes, offset) {
  let value = 0, shift = 0, byte;
  do {
    byte = bytes[offset++];
    value += (byte & 0x7f) * 2 ** shift;
    shift += 7;
  } while (byte & 0x80);
  return [value, offset];
}
function skipName(bytes, offset) {
  const [length, after] = readLeb(bytes, offset);
  return after + length;
}

// The sections, the number of imported functions (they come first in the function index space),
// and every function body.
const SECTION_NAMES = ['custom', 'type', 'import', 'function', 'table', 'memory', 'global', 'export',
  'start', 'element', 'code', 'data', 'data count'];
const sections = [];
const bodies = [];
let importedFunctions = 0;
const dataSegments = [];
for (let offset = 8; offset < wasm.length;) {
  const id = wasm[offset];
  const [size, start] = readLeb(wasm, offset + 1);
  const end = start + size;
  let name = SECTION_NAMES[id] || `section ${id}`;
  if (id === 0) {
    const [length, at] = readLeb(wasm, start);
    name = `custom "${wasm.subarray(at, at + length).toString()}"`;
  }
  sections.push({ name, bytes: wasm.subarray(offset, end) });
  if (id === 2) {
    let [count, at] = readLeb(wasm, start);
    for (let i = 0; i < count; i++) {
      at = skipName(wasm, skipName(wasm, at));
      const kind = wasm[at++];
      const skipLimits = () => {
        const [flags, afterFlags] = readLeb(wasm, at);
        [, at] = readLeb(wasm, afterFlags);
        if (flags & 1) [, at] = readLeb(wasm, at);
      };
      if (kind === 0) { importedFunctions++; [, at] = readLeb(wasm, at); }
      else if (kind === 1) { at++; skipLimits(); }  // table: element type, limits
      else if (kind === 2) skipLimits();  // memory
      else if (kind === 3) at += 2;  // global: value type, mutability
      else if (kind === 4) { at++; [, at] = readLeb(wasm, at); }  // tag
    }
  } else if (id === 10) {
    let [count, at] = readLeb(wasm, start);
    for (let i = 0; i < count; i++) {
      const [bodySize, bodyStart] = readLeb(wasm, at);
      bodies.push(wasm.subarray(at, bodyStart + bodySize));
      at = bodyStart + bodySize;
    }
  } else if (id === 11) {
    let [count, at] = readLeb(wasm, start);
    for (let i = 0; i < count; i++) {
      const [flags, a] = readLeb(wasm, at);
      at = a;
      if (flags === 2) [, at] = readLeb(wasm, at);  // memory index
      if (flags !== 1) { [, at] = readLeb(wasm, at + 1); at++; }  // offset: i32.const N, end
      const [length, dataStart] = readLeb(wasm, at);
      dataSegments.push(wasm.subarray(dataStart, dataStart + length));
      at = dataStart + length;
    }
  }
  offset = end;
}

// Function names from the symbol map: demangled already, with some characters escaped as \XX.
const names = new Map();
for (const line of fs.readFileSync(symbolPath, 'utf8').split('\n')) {
  const colon = line.indexOf(':');
  if (colon <= 0) continue;
  const name = line.slice(colon + 1).replace(/\\([0-9a-f]{2})/g, (_, hex) => String.fromCharCode(parseInt(hex, 16)));
  names.set(Number(line.slice(0, colon)), name);
}
// LTO's copies and clones carry a suffix (.llvm.123, .1): the source that defined them is the same.
const plain = (name) => name.replace(/(\.llvm\.\d+|\.\d+)+$/, '');

// Which source file defines each function: llvm-nm over the build's archives and objects (names
// demangled the same way as in the symbol map). A function that only some archive's inline or
// template code defined is "weak" there; a weak one defined in several files goes to the first.
const definedIn = new Map();
for (const file of objectFiles) {
  // Through a file: a variant's visit spells out every alternative in its name, and an archive's
  // names can add up to more than one string holds.
  const listing = path.join(os.tmpdir(), `size-report-nm-${process.pid}.txt`);
  execFileSync('sh', ['-c', 'llvm-nm-14 -C --defined-only --print-file-name "$1" > "$2"', 'nm', file, listing]);
  for (const line of readLines(listing)) {
    const match = /^(.*?): (?:[0-9a-f]+|-+) ([TtWw]) (.+)$/.exec(line);
    if (!match) continue;
    const [, where, kind, symbol] = match;
    const split = where.lastIndexOf('.a:');
    const archive = split > 0 ? path.basename(where.slice(0, split + 2)) : 'app';
    const member = split > 0 ? where.slice(split + 3) : path.basename(where);
    const source = `${archive.replace(/^lib/, '').replace(/\.a$/, '')}/${member.replace(/\.o$/, '')}`;
    const strong = kind === 'T' || kind === 't';
    const known = definedIn.get(symbol);
    if (!known || (strong && !known.strong)) definedIn.set(symbol, { source, strong });
  }
}

// A function's library: header-only library code goes by its name wherever it was instantiated;
// the project's code by its namespace or archive; the rest by the archive that defines it, or by
// its name where no archive given does (Emscripten's libc, libc++, GL and runtime).
function libraryOf(name, source) {
  if (name.includes('nlohmann')) return 'nlohmann::json (header, instantiated)';
  const module = /^(?:[\w:<>, *&]+ )?flagfall::(\w+)::/.exec(name);
  if (module) return `flagfall ${module[1]}`;
  if (source) {
    const archive = source.split('/')[0];
    if (archive.startsWith('flagfall_')) return `flagfall ${archive.slice('flagfall_'.length)}`;
    if (archive === 'app') return 'flagfall platform';
    if (archive === 'sdl2_wasm') return 'SDL2';
    if (archive === 'imgui') return source.includes('imgui_impl_') ? 'imgui backends' : 'imgui';
    return archive;
  }
  if (/^(void |bool |int |unsigned |char |long )?std::|^(operator new|operator delete)/.test(name)) return 'libc++';
  if (/^(emscripten_gl|gl[A-Z]|egl|emscripten_webgl|_webgl|webgl)/.test(name)) return 'GL / EGL (emscripten)';
  if (/^(emscripten|_emscripten|stack|em_|emmalloc|sbrk|__wasm|dynCall|__cxa|__cxx|abort)/.test(name)) return 'emscripten runtime';
  if (/^SDL_|^Emscripten_|^SDL2?_?/.test(name)) return 'SDL2';
  if (/^(Im|ImGui|stb)/.test(name)) return 'imgui';
  return 'libc and other';
}

const functions = bodies.map((body, i) => {
  const index = importedFunctions + i;
  const name = names.get(index) || `function ${index}`;
  const where = definedIn.get(plain(name));
  const source = where ? where.source : null;
  return { name, body, source, library: libraryOf(plain(name), source) };
});

const kb = (bytes) => (bytes / 1024).toFixed(1).padStart(8);
const gzipOf = (buffers) => zlib.gzipSync(Buffer.concat(buffers), { level: 9 }).length;
function table(title, rows, limit) {
  console.log(`\n${title}`);
  console.log(`${'raw KB'.padStart(8)} ${'gzip KB'.padStart(8)}  what`);
  for (const row of rows.slice(0, limit)) console.log(`${kb(row.raw)} ${row.gzip === undefined ? ''.padStart(8) : kb(row.gzip)}  ${row.what}`);
  if (rows.length > limit) console.log(`   (${rows.length - limit} more)`);
}
function grouped(key) {
  const groups = new Map();
  for (const f of functions) {
    const k = key(f);
    if (!groups.has(k)) groups.set(k, []);
    groups.get(k).push(f.body);
  }
  return [...groups.entries()].map(([what, list]) => ({
    what: `${what} (${list.length} functions)`,
    raw: list.reduce((sum, b) => sum + b.length, 0), gzip: gzipOf(list),
  })).sort((a, b) => b.raw - a.raw);
}

console.log(`${wasmPath}: ${kb(wasm.length)} KB raw, ${kb(gzipOf([wasm]))} KB gzip; ${bodies.length} functions, ${importedFunctions} imported`);
table('Sections', sections.map((s) => ({ what: s.name, raw: s.bytes.length, gzip: gzipOf([s.bytes]) }))
  .sort((a, b) => b.raw - a.raw), 20);
table('Largest data segments', dataSegments.map((d, i) => ({
  what: `segment ${i}: ${JSON.stringify(d.subarray(0, 60).toString('latin1').replace(/[^\x20-\x7e]/g, '.'))}`,
  raw: d.length, gzip: gzipOf([d]),
})).sort((a, b) => b.raw - a.raw), 8);
table('Code by library', grouped((f) => f.library), 40);
table('Code by source file', grouped((f) => f.source || `(${f.library})`), top);
table('Largest functions', functions.map((f) => ({ what: `${f.name.slice(0, 150)}  [${f.source || f.library}]`, raw: f.body.length }))
  .sort((a, b) => b.raw - a.raw), top);
