// Starts the WebAssembly app, or explains in plain words why it cannot run here.
// Defines window.flagfall: the read-only state() test hook, and the browser services the app's
// platform glue calls (input timestamps, storage, sound, wake lock, text entry).
(function () {
  'use strict';
  // ---- The page's words (docs/words.md, "The page's words") ----
  // kPageWords, every language's, comes before this file (the build joins page_words.js to it).
  // The language is picked as the app will pick it (AppSession::show_language): a link's
  // "lang=", else the one chosen and saved, else the browser's first the app speaks.
  const pageLanguage = (() => {
    const spoken = (code) => (code && Object.prototype.hasOwnProperty.call(kPageWords, code) ? code : '');
    const linked = /[#?&]lang=([a-z]+)/.exec(location.hash);
    let saved = '';
    try { saved = JSON.parse(localStorage.getItem('flagfall.settings') || '{}').language; } catch (e) { /* none */ }
    const browser = (navigator.languages || [navigator.language || '']).map((tag) => tag.split(/[-_]/)[0].toLowerCase());
    return [linked && linked[1], saved, ...browser].map(spoken).find(Boolean) || 'en';
  })();
  const words = kPageWords[pageLanguage];
  // A page message with {1} replaced.
  const said = (id, argument) => words[id].replace('{1}', argument);
  // The page is written in English: before the first frame, a DOM write only where its words
  // differ (each is work the browser does before it can paint).
  const put = (object, key, text) => { if (object[key] !== text) object[key] = text; };
  put(document.documentElement, 'lang', pageLanguage);
  put(document, 'title', words.title);
  put(document.querySelector('meta[name="description"]'), 'content', words.description);
  if (pageLanguage !== 'en') document.querySelector('link[rel="manifest"]').href = `manifest-${pageLanguage}.webmanifest`;
  put(document.getElementById('status-text'), 'textContent', words.loading);
  put(document.getElementById('status-retry'), 'textContent', words.try_again);

  const status = document.getElementById('status');
  const canvas = document.getElementById('canvas');
  // No long-press menu over the app (set here, not in the page: its CSP forbids inline handlers).
  canvas.addEventListener('contextmenu', (event) => event.preventDefault());
  // The canvas is sized by page.css to the screen's safe area. SDL resizes the app's window to
  // it on a window resize; when the canvas changes without one (the safe-area insets change), SDL
  // is told the same way, so the app lays itself out inside the insets. (A new pixel ratio with no
  // resize, a window moved to another screen, is noticed by the app's main loop.)
  let canvasSize = '';
  new ResizeObserver(() => {
    const size = `${canvas.clientWidth}x${canvas.clientHeight}`;
    if (size === canvasSize) return;
    canvasSize = size;
    window.dispatchEvent(new Event('resize'));
  }).observe(canvas);

  // A message instead of the app (it cannot start here, or it stopped): said at once, and no
  // download's progress over it.
  function fail(message) {
    clearTimeout(slowStartNotice);
    clearInterval(progressTimer);
    for (const part of [bar, figure, retryButton]) part.hidden = true;
    setText(statusText, message);
    setText(statusSay, message);
    status.className = 'error';
    status.hidden = false;
  }
  function setText(element, text) {
    if (element.textContent !== text) element.textContent = text;
  }

  // ---- A slow start: how far the download has come (docs/offline.md, "Start-up") ----
  // Shown only when start-up is slow (a first visit on a slow network, an old phone): the page's
  // first line of text costs a phone's processor about 100 ms of font set-up and layout before any
  // script may run, and the app's first frame usually comes well before a second. Until then the
  // page only counts app.wasm's bytes as they stream in.
  const SLOW_START_MS = 1000;
  const STALL_MS = 8000;  // no byte for this long: the download has stalled
  const statusText = document.getElementById('status-text');
  const statusSay = document.getElementById('status-say');  // polite: each quarter, and trouble
  const bar = document.getElementById('status-bar');
  const figure = document.getElementById('status-figure');
  const retryButton = document.getElementById('status-retry');
  // The files the app waits for and their sizes, as the build wrote them into the page
  // (cmake/first_load.cmake). A host may send them gzip-compressed, in fewer bytes, but the page
  // counts the bytes it reads, decompressed: these.
  const expected = new Map();
  for (const entry of (document.querySelector('meta[name="flagfall-first-load"]')?.content ?? '').split(' ')) {
    const [name, size] = entry.split(':');
    if (size > 0) expected.set(new URL(name, location.href).href, +size);
  }
  const wasmUrl = new URL('app.wasm', location.href).href;
  let wasmRead = 0;  // app.wasm's bytes read by the download under way
  let wasmAttempt = null;  // the download under way (an AbortController), null once compiled
  let appScriptFailed = false;
  let trouble = '';  // '', 'stalled' or 'failed'
  let progressTimer = 0;
  let lastDone = -1;
  let movedAt = 0;
  const slowStartNotice = setTimeout(showProgress, SLOW_START_MS);

  // The bytes of the files the app waits for that have come, of all of them: each file the
  // browser's resource timing lists (it lists a file once complete), and app.wasm as it streams.
  // (A response's Content-Length is no help: a host that compresses gives the compressed length.)
  // A page without the sizes shows the kilobytes of app.wasm read.
  function downloaded() {
    const arrived = new Set(performance.getEntriesByType('resource').map((entry) => entry.name));
    let done = expected.has(wasmUrl) ? 0 : wasmRead;
    let total = 0;
    for (const [url, size] of expected) {
      total += size;
      done += url === wasmUrl ? Math.min(wasmRead, size) : arrived.has(url) ? size : 0;
    }
    return { done, total };
  }
  function showProgress() {
    status.hidden = false;
    movedAt = performance.now();
    progressTimer = setInterval(updateProgress, 250);
  }
  function updateProgress() {
    const { done, total } = downloaded();
    const now = performance.now();
    if (done !== lastDone) {
      lastDone = done;
      movedAt = now;
      if (trouble === 'stalled') trouble = '';
    }
    const complete = total > 0 && done >= total;
    if (!trouble && !complete && now - movedAt > STALL_MS) trouble = 'stalled';
    const percent = total > 0 ? Math.min(100, Math.floor((100 * done) / total)) : null;
    if (percent === null) bar.removeAttribute('value');
    else bar.value = percent;
    setText(figure, percent === null ? `${Math.round(done / 1024)} KB` : `${percent}%`);
    setText(statusText, words[trouble === 'failed' ? 'download_failed'
      : trouble ? 'download_stalled' : complete ? 'starting' : 'loading']);
    retryButton.hidden = !trouble;
    setText(statusSay, trouble || complete || percent === null ? statusText.textContent
      : said('loading_percent', Math.floor(percent / 25) * 25));
  }
  function downloadFailed() {
    trouble = 'failed';
    if (!progressTimer) {
      clearTimeout(slowStartNotice);
      showProgress();
    }
    updateProgress();
  }
  // Downloads and compiles app.wasm, counting its bytes: V8 compiles it as it streams in (the
  // counted copy of the body is labelled as the WebAssembly it is, whatever the host calls it).
  function downloadWasm() {
    const attempt = wasmAttempt = new AbortController();
    wasmRead = 0;
    WebAssembly.compileStreaming(fetch('app.wasm', { credentials: 'same-origin', signal: attempt.signal })
      .then((response) => {
        if (!response.ok) throw new Error(`HTTP ${response.status}`);
        const reader = response.body.getReader();
        return new Response(new ReadableStream({
          async pull(stream) {
            const { done, value } = await reader.read();
            if (done) return stream.close();
            wasmRead += value.byteLength;
            stream.enqueue(value);
          },
          cancel: (why) => reader.cancel(why),
        }), { headers: { 'Content-Type': 'application/wasm' } });
      }))
      .then((module) => {
        wasmAttempt = null;
        compiledWasm(module);
      }, (e) => {
        if (attempt !== wasmAttempt) return;  // given up for a new try
        console.warn('Flagfall: app.wasm:', e.message);
        downloadFailed();
      });
  }
  // Try again: what failed or stalled is downloaded again, in this page. Only a stalled file the
  // page cannot take back (a script of its own) needs the page reloaded.
  function retry() {
    if (!wasmAttempt && !appScriptFailed) return location.reload();
    trouble = '';
    movedAt = performance.now();
    if (wasmAttempt) {
      wasmAttempt.abort();
      downloadWasm();
    }
    if (appScriptFailed) loadAppScript(document.createElement('script'));
    updateProgress();
  }
  // app.js, the page's deferred script or one added again to retry: its failure is a failed download.
  function loadAppScript(script) {
    appScriptFailed = false;
    script.addEventListener('error', () => {
      appScriptFailed = true;
      downloadFailed();
    });
    if (!script.src) {
      script.src = 'app.js';
      document.head.append(script);
    }
  }
  retryButton.addEventListener('click', retry);
  window.addEventListener('online', () => trouble && retry());

  // Asks the app's own canvas for its WebGL2 context, with the attributes the app's SDL window
  // asks for (src/platform/web_main.cpp: opaque, no depth, stencil or multisampling): the app then
  // gets this context instead of making a second one. The canvas is first given the size SDL's
  // window gives it (its CSS size times the pixel ratio, as SDL computes it), so the context's
  // drawing buffer is allocated once, at the size it keeps.
  function hasWebGL2() {
    try {
      const box = canvas.getBoundingClientRect();
      const ratio = Math.fround(window.devicePixelRatio || 1);
      canvas.width = Math.floor(box.width * ratio);
      canvas.height = Math.floor(box.height * ratio);
      return !!canvas.getContext('webgl2', { alpha: false, depth: false, stencil: false, antialias: false });
    } catch (e) {
      return false;
    }
  }

  // An event's own timestamp on the epoch time line, in whole microseconds: finer than the
  // millisecond (browsers give a tenth of one, or five microseconds), so that the clock charges
  // the time between two presses exactly rather than each end rounded to a millisecond. A double
  // holds epoch microseconds exactly (below 2^53).
  const eventMicros = (event) => Math.round((performance.timeOrigin + event.timeStamp) * 1000);

  // Each pointer-down's own timestamp (epoch microseconds), in arrival order. The app takes
  // one per press it handles, so a press is timed by the event, not by the next frame.
  const pointerDowns = [];
  window.addEventListener('pointerdown', (event) => {
    pointerDowns.push(eventMicros(event));
    if (pointerDowns.length > 64) pointerDowns.shift();
    resumeAudio();
  }, { capture: true });

  // Each key-down's own timestamp, as for pointer-downs: the app takes the one of each key it
  // answers (Space, the Shift keys, P...), so a clock press by key is timed by the key event.
  const keyDowns = [];
  window.addEventListener('keydown', (event) => {
    if (event.repeat) return;
    keyDowns.push({ code: event.code, t: eventMicros(event) });
    if (keyDowns.length > 64) keyDowns.shift();
  }, { capture: true });

  // The accessible mirror (docs/architecture.md): the app describes the screen on show as a list
  // of parts (session/mirror.h); they are rebuilt here, visually hidden, with real roles. A button
  // calls the app with its intent id, the same intent a tap on the drawn control calls.
  const mirrorRoot = document.getElementById('mirror-content');
  // SDL listens for keys on the whole window and cancels their default actions: keep the
  // mirror's keys (Tab, Enter, Space on its buttons) to the mirror, but let past the ones the app
  // takes from there too (the mirror's "keys": a player's key, or "*" for any while the players'
  // keys are being chosen), so a screen reader user presses and chooses them from the mirror.
  // A key let past goes past until it is let go: its key-up follows even when the mirror has
  // changed meanwhile (choosing Black's key closes the choice at once), or SDL would think it
  // still held and take its next press for a repeat.
  let keysPastMirror = [];
  const heldPastMirror = new Set();
  for (const type of ['keydown', 'keypress', 'keyup']) {
    document.getElementById('mirror').addEventListener(type, (event) => {
      const past = keysPastMirror.includes('*') || keysPastMirror.includes(event.code) ||
        (type === 'keyup' && heldPastMirror.has(event.code));
      if (type === 'keydown' && past) heldPastMirror.add(event.code);
      if (type === 'keyup') heldPastMirror.delete(event.code);
      if (!past) event.stopPropagation();
    });
  }
  function activate(intent, event) {
    if (!flagfall.ready) return;
    const bytes = Module.lengthBytesUTF8(intent) + 1;
    const pointer = Module._malloc(bytes);
    Module.stringToUTF8(intent, pointer, bytes);
    Module._flagfall_activate(pointer, eventMicros(event));
    Module._free(pointer);
  }
  function element(tag, text) {
    const e = document.createElement(tag);
    if (text !== undefined) e.textContent = text;
    return e;
  }
  function renderPart(part) {
    switch (part.role) {
      case 'heading': {
        const h = element('h' + Math.min(Math.max(part.level, 1), 6), part.text);
        h.tabIndex = -1;
        return h;
      }
      case 'button': {
        const b = element('button', part.text);
        b.type = 'button';
        b.dataset.intent = part.intent;
        if (part.pressed) b.setAttribute('aria-pressed', 'true');
        b.addEventListener('click', (event) => activate(part.intent, event));
        return b;
      }
      case 'list': {
        const section = element('section');
        section.setAttribute('aria-label', part.text);
        section.append(element('p', part.text));
        const list = element('ul');
        for (const item of part.items) list.append(element('li', item));
        section.append(list);
        return section;
      }
      case 'table': {
        const table = element('table');
        table.append(element('caption', part.text));
        part.rows.forEach((row, i) => {
          const tr = element('tr');
          for (const cell of row) {
            const c = element(i === 0 ? 'th' : 'td', cell);
            if (i === 0) c.scope = 'col';
            tr.append(c);
          }
          table.append(tr);
        });
        return table;
      }
      default:
        return element('p', part.text);
    }
  }

  let audio = null;
  function resumeAudio() {
    if (!audio && window.AudioContext) audio = new AudioContext();
    if (audio && audio.state === 'suspended') audio.resume();
  }
  function beep(frequency, start, duration, volume) {
    const oscillator = audio.createOscillator();
    const gain = audio.createGain();
    oscillator.frequency.value = frequency;
    gain.gain.setValueAtTime(volume, audio.currentTime + start);
    gain.gain.exponentialRampToValueAtTime(0.0001, audio.currentTime + start + duration);
    oscillator.connect(gain).connect(audio.destination);
    oscillator.start(audio.currentTime + start);
    oscillator.stop(audio.currentTime + start + duration);
  }

  let wakeLock = null;
  let wantAwake = false;
  async function applyWakeLock() {
    if (!('wakeLock' in navigator)) return;
    try {
      if (wantAwake && !wakeLock && document.visibilityState === 'visible') {
        wakeLock = await navigator.wakeLock.request('screen');
        wakeLock.addEventListener('release', () => { wakeLock = null; });
      } else if (!wantAwake && wakeLock) {
        await wakeLock.release();
        wakeLock = null;
      }
    } catch (e) {
      wakeLock = null;  // refused (battery saver, hidden page): the clock still works
    }
  }
  document.addEventListener('visibilitychange', applyWakeLock);

  const flagfall = window.flagfall = {
    // The page's words in its language, for the page's other scripts (web/offline.js).
    pageWords: words,
    ready: false,
    firstFrameAt: null,
    pieceAtlas: null,  // the piece set's atlas file once loaded (after the first frame)
    wakeLockHeld: () => wakeLock !== null,
    soundsPlayed: [],
    // The app's state as a plain object (screen, frame counter, clock...). Read-only.
    state() {
      if (!flagfall.ready) return { screen: 'loading', frame: 0 };
      return JSON.parse(Module.UTF8ToString(Module._flagfall_state_json()));
    },
    // Renders the next frames afresh, even those that repeat the picture on the canvas.
    renderAgain: () => Module._flagfall_render_again(),
    firstFrame() {
      flagfall.firstFrameAt = performance.now();
      clearTimeout(slowStartNotice);
      clearInterval(progressTimer);
      status.hidden = true;
      canvas.classList.remove('before-first-frame');
      loadStorageScript();
    },
    fail,
    now: () => performance.timeOrigin + performance.now(),
    takePointerDown: () => (pointerDowns.length ? pointerDowns.shift() : -1),
    dropPointerDowns() { pointerDowns.length = 0; },
    takeKeyDown(code) {
      const i = keyDowns.findIndex((k) => k.code === code);
      return i < 0 ? -1 : keyDowns.splice(i, 1)[0].t;
    },
    dropKeyDowns() { keyDowns.length = 0; },
    // The app's mirror changed: rebuild it, keeping the keyboard focus on the same control (or,
    // on a new screen, on its heading).
    mirror(json) {
      const { screen, parts, keys, language } = JSON.parse(json);
      keysPastMirror = keys || [];
      // A screen reader speaks the mirror in the app's language.
      if (language && document.documentElement.lang !== language) document.documentElement.lang = language;
      const focused = mirrorRoot.contains(document.activeElement) ? document.activeElement : null;
      const screenChanged = mirrorRoot.dataset.screen !== screen;
      mirrorRoot.dataset.screen = screen;
      mirrorRoot.replaceChildren(...parts.map(renderPart));
      if (!focused) return;
      const same = focused.dataset.intent &&
        mirrorRoot.querySelector(`button[data-intent="${CSS.escape(focused.dataset.intent)}"]`);
      const target = (!screenChanged && same) || mirrorRoot.querySelector('h1, h2');
      if (target) target.focus();
    },
    // Says `text` through the live regions: a polite one, and an assertive one for a flag.
    announced: [],
    announce(text, assertive) {
      flagfall.announced.push(text);
      const region = document.getElementById(assertive ? 'say-now' : 'say');
      // The same words twice in a row are said again only if the region's text changes.
      region.textContent = region.textContent === text ? text + '\u00a0' : text;
    },
    // The saves (src/platform/saved_data_bridge.cpp). A save that fails leaves the key as it
    // was (setItem stores the whole text or throws); the app says so on screen.
    load(key) {
      try { return localStorage.getItem(key); } catch (e) { return null; }
    },
    save(key, text) {
      try {
        localStorage.setItem(key, text);
        return true;
      } catch (e) {
        return false;
      }
    },
    remove(key) {
      try { localStorage.removeItem(key); } catch (e) { /* storage off: nothing to remove */ }
    },
    playSound(name) {
      flagfall.soundsPlayed.push(name);
      resumeAudio();
      if (!audio || audio.state !== 'running') return;
      if (name === 'press') beep(1200, 0, 0.04, 0.25);
      else if (name === 'low-time') for (let i = 0; i < 2; i++) beep(880, i * 0.15, 0.1, 0.35);
      else for (let i = 0; i < 3; i++) beep(660, i * 0.25, 0.18, 0.4);
    },
    // A buzz where the phone can ('flag': three long, 'low-time': two short, 'claim': one short,
    // 'press': 15 ms). Kept in `vibrations` for the tests.
    vibrations: [],
    vibrate(kind) {
      flagfall.vibrations.push(kind);
      const patterns = { flag: [400, 150, 400, 150, 400], 'low-time': [120, 80, 120], claim: 150, press: 15 };
      try {
        if (navigator.vibrate) navigator.vibrate(patterns[kind] ?? 150);
      } catch (e) { /* not allowed here: the sound still plays */ }
    },
    // Files the app hands to the player: a scenario file or a game record (download), or a
    // link or text to pass on (shareText). Kept in `exports` for the tests.
    exports: [],
    exportFile(kind, name, mime, text) {
      flagfall.exports.push({ kind, name, mime, text });
      if (kind === 'share') {
        shareText(name, text);
        return;
      }
      if (kind === 'print') {
        printSheet(text);
        return;
      }
      if (kind === 'pack') {
        if (flagfall.packLink) flagfall.packLink(text);
        return;
      }
      try {
        const link = document.createElement('a');
        link.href = URL.createObjectURL(new Blob([text], { type: mime }));
        link.download = name;
        document.body.appendChild(link);
        link.click();
        link.remove();
        setTimeout(() => URL.revokeObjectURL(link.href), 10000);
        tellShared('saved', name);
      } catch (e) {
        console.warn('Flagfall: could not hand over the file', e);
        tellShared('not-saved', name);
      }
    },
    // What became of each text handed over to share ('shared', 'cancelled', 'copied', 'shown'),
    // for the tests; the app hears each too.
    shareOutcomes: [],
    setWakeLock(on) {
      wantAwake = on;
      applyWakeLock();
    },
    // Shows a real text field (so a phone shows its keyboard); the answer goes back to the app.
    // `turned`: asked for the player across the table, so the field faces him.
    askText(id, label, initial, turned) {
      const form = document.createElement('form');
      form.id = 'ask-text';
      if (turned) form.className = 'turned';
      form.innerHTML = '<label></label><input autocomplete="off" autocapitalize="off" spellcheck="false">' +
        '<div><button type="submit"></button> <button type="button"></button></div>';
      form.querySelector('label').textContent = label;
      const [ok, cancel] = form.querySelectorAll('button');
      ok.textContent = words.ok;
      cancel.textContent = words.cancel;
      const input = form.querySelector('input');
      input.value = initial;
      const finish = (text) => {
        form.remove();
        const value = text === null ? '' : text;
        const bytes = Module.lengthBytesUTF8(value) + 1;
        const pointer = Module._malloc(bytes);
        Module.stringToUTF8(value, pointer, bytes);
        Module._flagfall_text_entered(pointer, text === null ? 0 : 1);
        Module._free(pointer);
      };
      form.addEventListener('submit', (event) => { event.preventDefault(); finish(input.value); });
      // SDL listens for keys on the whole window and cancels their default actions: keep the
      // field's keys to the field.
      for (const type of ['keydown', 'keypress', 'keyup']) {
        input.addEventListener(type, (event) => {
          event.stopPropagation();
          if (type !== 'keydown') return;
          if (event.key === 'Enter') { event.preventDefault(); finish(input.value); }
          if (event.key === 'Escape') { event.preventDefault(); finish(null); }
        });
      }
      form.querySelector('button[type=button]').addEventListener('click', () => finish(null));
      document.body.appendChild(form);
      input.focus();
      input.select();
    },
  };

  // ---- The saved data: whether this browser keeps any, and which tab writes it ----
  // Storage switched off (site data blocked, some private windows): reading localStorage throws.
  flagfall.storage_blocked = (() => {
    try { return !window.localStorage; } catch (e) { return true; }
  })();
  // Which tab writes the saves is settled after the first frame (web/storage.js); until then this
  // tab writes nothing (the app's TabRole: 1, pending), and if that script cannot load, it writes.
  flagfall.tab_role = 1;
  function loadStorageScript() {
    const script = document.createElement('script');
    script.src = 'web/storage.js';
    script.onerror = () => flagfall.setTabRole(0);
    document.head.append(script);
  }
  flagfall.setTabRole = (role) => {
    if (flagfall.tab_role === role) return;
    flagfall.tab_role = role;
    if (flagfall.ready) Module._flagfall_tab_role(role);
  };

  // A link or text to pass on: the phone's share sheet, else the clipboard, else the text shown
  // to select and copy by hand (a page on plain http, as scripts/serve.sh gives a phone on the
  // local network, has neither). Never a file nobody asked for. The app hears what happened and
  // says it ('shared', 'cancelled', 'copied', 'shown'; and for a file downloaded, 'saved' or
  // 'not-saved' with its name).
  // A class on one printed page (the app's class_print: the title, the table's rows with their
  // cells between tabs, then after a blank line its lines, "# " before a heading), made of
  // elements, as the page's policy forbids inline styles and frames; only it is printed
  // (page.css).
  function printSheet(text) {
    document.getElementById('print-sheet')?.remove();
    const add = (parent, tag, content = '') => {
      const element = document.createElement(tag);
      element.textContent = content;
      return parent.appendChild(element);
    };
    const sheet = document.createElement('section');
    sheet.id = 'print-sheet';
    sheet.lang = document.documentElement.lang;
    const [head, ...rest] = text.split('\n\n');
    const [title, ...rows] = head.split('\n');
    add(sheet, 'h1', title);
    const table = add(sheet, 'table');
    rows.forEach((row, r) => {
      const line = add(table, 'tr');
      for (const cell of row.split('\t')) add(line, r === 0 ? 'th' : 'td', cell);
    });
    for (const line of rest.join('\n').split('\n')) {
      if (line) add(sheet, line.startsWith('# ') ? 'h2' : 'p', line.replace(/^# /, ''));
    }
    document.body.appendChild(sheet);
    window.print();
  }

  function tellShared(outcome, file = '') {
    flagfall.shareOutcomes.push(outcome);
    if (!flagfall.ready) return;
    const pointers = [outcome, file].map((text) => {
      const bytes = Module.lengthBytesUTF8(text) + 1;
      const pointer = Module._malloc(bytes);
      Module.stringToUTF8(text, pointer, bytes);
      return pointer;
    });
    Module._flagfall_share_done(pointers[0], pointers[1]);
    pointers.forEach((pointer) => Module._free(pointer));
  }
  async function shareText(title, text) {
    if (navigator.share) {
      try {
        await navigator.share({ title, text });
        tellShared('shared');
        return;
      } catch (e) {
        if (e && e.name === 'AbortError') {
          tellShared('cancelled');
          return;
        }
      }
    }
    if (navigator.clipboard && navigator.clipboard.writeText) {
      try {
        await navigator.clipboard.writeText(text);
        tellShared('copied');
        return;
      } catch (e) { /* not allowed here: shown instead */ }
    }
    showText(text);
    tellShared('shown');
  }
  // The text in a field of its own, selected, to copy by hand; Done closes it.
  function showText(text) {
    document.getElementById('show-text')?.remove();
    const form = document.createElement('form');
    form.id = 'show-text';
    form.innerHTML = '<label for="show-text-field"></label>' +
      '<textarea id="show-text-field" readonly rows="3"></textarea><div><button type="submit"></button></div>';
    form.querySelector('label').textContent = words.copy_link;
    form.querySelector('button').textContent = words.done;
    const field = form.querySelector('textarea');
    field.value = text;
    form.addEventListener('submit', (event) => { event.preventDefault(); form.remove(); });
    for (const type of ['keydown', 'keypress', 'keyup']) {
      field.addEventListener(type, (event) => event.stopPropagation());
    }
    document.body.appendChild(form);
    field.focus();
    field.select();
  }

  if (typeof WebAssembly !== 'object' || typeof WebAssembly.instantiate !== 'function') {
    fail(words.needs_wasm);
    window.Module = { instantiateWasm: () => ({}) };  // app.js, which runs next, waits for ever
    return;
  }
  if (!hasWebGL2()) {
    fail(words.needs_webgl2);
    window.Module = { instantiateWasm: () => ({}) };
    return;
  }

  // The app's code is compiled before app.js runs, not after: V8 compiles the WebAssembly as
  // it streams in (index.html preloads it).
  let compiledWasm;
  const compiled = new Promise((resolve) => { compiledWasm = resolve; });
  downloadWasm();
  window.Module = {
    canvas: document.getElementById('canvas'),
    instantiateWasm(imports, receive) {
      compiled.then((module) => WebAssembly.instantiate(module, imports).then((instance) => receive(instance, module)))
        .catch((e) => fail(said('could_not_start', e.message)));
      return {};  // the exports come later, through receive
    },
    onRuntimeInitialized() { flagfall.ready = true; },
    print(text) { console.log(text); },
    printErr(text) { console.warn(text); },
    onAbort(what) { fail(said('stopped', what)); },
  };
  // app.js is the page's next deferred script (index.html).
  loadAppScript(document.getElementById('app-js'));
})();
