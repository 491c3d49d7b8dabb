// Starts the WebAssembly app, or explains in plain words why it cannot run here.
// Also defines window.flagfall: the read-only state() test hook and the callbacks the app makes.
(function () {
  'use strict';
  const status = document.getElementById('status');

  function fail(message) {
    status.textContent = message;
    status.className = 'error';
    status.hidden = false;
  }

  function hasWebGL2() {
    try {
      return !!document.createElement('canvas').getContext('webgl2');
    } catch (e) {
      return false;
    }
  }

  window.flagfall = {
    ready: false,
    firstFrameAt: null,
    // The app's state as a plain object (screen, frame counter, ...). Read-only.
    state() {
      if (!window.flagfall.ready) return { screen: 'loading', frame: 0 };
      return JSON.parse(Module.UTF8ToString(Module._flagfall_state_json()));
    },
    firstFrame() {
      window.flagfall.firstFrameAt = performance.now();
      status.hidden = true;
    },
    fail,
  };

  if (typeof WebAssembly !== 'object' || typeof WebAssembly.instantiate !== 'function') {
    fail('Flagfall needs WebAssembly, which this browser does not offer. ' +
         'Please open it in a current Chrome, Firefox, Safari or Edge.');
    return;
  }
  if (!hasWebGL2()) {
    fail('Flagfall needs WebGL2 to draw, and this browser has it switched off or missing. ' +
         'Please open it in a current Chrome, Firefox, Safari or Edge.');
    return;
  }

  window.Module = {
    canvas: document.getElementById('canvas'),
    onRuntimeInitialized() { window.flagfall.ready = true; },
    print(text) { console.log(text); },
    printErr(text) { console.warn(text); },
    onAbort(what) { fail('Flagfall stopped unexpectedly: ' + what + '. Reload the page to start again.'); },
  };
  const script = document.createElement('script');
  script.src = 'app.js';
  script.onerror = () => fail('Flagfall could not be downloaded. Check the connection and reload.');
  document.body.appendChild(script);
})();
