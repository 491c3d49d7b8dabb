// The saved data's side of the page that can wait for the app's first frame (docs/offline.md,
// "When the storage cannot keep it"): which tab writes the saves, another tab's saves, and the
// sizes the About sheet lists. Loaded by web/bootstrap.js once the app has drawn.
//
// One running game, one writer: the tab holding the Web Lock WRITER saves; any other only shows
// the game (the app's StorageStatus, src/session/app/storage_status.h) until the player takes it
// over there (flagfall.takeOver()), and then the first tab stops writing. Roles as the app numbers
// them: 0 writer, 1 pending, 2 viewer, 3 taken over.
(function () {
  'use strict';
  const flagfall = window.flagfall;
  const WRITER = 'flagfall.writer';

  function setRole(role) {
    try {
      // This tab's own reload takes the lock back (claim below).
      if (role === 0) sessionStorage.setItem(WRITER, '1');
      else sessionStorage.removeItem(WRITER);
    } catch (e) { /* storage off */ }
    flagfall.setTabRole(role);
  }
  function holdLock(options) {
    navigator.locks.request(WRITER, options, (lock) => {
      if (!lock) {
        setRole(2);
        return undefined;
      }
      setRole(0);
      // Held while the page is shown.
      return new Promise((release) => window.addEventListener('pagehide', release, { once: true }));
    }).catch((e) => {
      // Another tab took it (AbortError); or the browser refuses locks here (storage off), and
      // then there is nothing to share.
      setRole(e && e.name === 'AbortError' ? 3 : 0);
    });
  }
  // A new tab writes only if no other does. A reload of the tab that wrote takes its lock back
  // from the page being left, which may still hold it.
  function claim() {
    if (!navigator.locks) {
      setRole(0);
      return;
    }
    let wrote = false;
    try { wrote = sessionStorage.getItem(WRITER) === '1'; } catch (e) { /* storage off */ }
    const reload = performance.getEntriesByType('navigation')[0]?.type === 'reload';
    holdLock(wrote && reload ? { steal: true } : { ifAvailable: true });
  }
  flagfall.takeOver = () => navigator.locks && holdLock({ steal: true });
  claim();
  window.addEventListener('pageshow', (event) => { if (event.persisted) claim(); });

  // Another tab wrote a save: a tab that only shows the game follows it.
  window.addEventListener('storage', (event) => {
    if (flagfall.tab_role < 2 || !event.key?.startsWith('flagfall.')) return;
    const bytes = Module.lengthBytesUTF8(event.key) + 1;
    const pointer = Module._malloc(bytes);
    Module.stringToUTF8(event.key, pointer, bytes);
    Module._flagfall_storage_changed(pointer);
    Module._free(pointer);
  });

  // Characters held under `key` (with the key), or under every key of this site without one.
  flagfall.storedSize = (key) => {
    try {
      const size = (k) => { const v = localStorage.getItem(k); return v === null ? 0 : k.length + v.length; };
      if (key !== undefined) return size(key);
      let all = 0;
      for (let i = 0; i < localStorage.length; i++) all += size(localStorage.key(i));
      return all;
    } catch (e) {
      return 0;
    }
  };
})();
