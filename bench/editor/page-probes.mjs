// What the benchmark runs inside the page (handed to `page.evaluate`, so every function here is
// self-contained: no imports, no closures over this module). All times are the page's own clock
// (`performance.now()` and event time stamps), so no round trip to the browser is in them.

/** The editor's surface, as the app labels it in Dutch. */
export const SURFACE_SELECTOR = '[role="textbox"][aria-label="Tekst van het document"]';

/**
 * Read view: resolves with the page time of the first frame in which the document's last block
 * (its anchor `#block-<id>`) is in the DOM.
 */
export function waitForReadView({ lastBlockId }) {
  return new Promise((resolve) => {
    const check = () => {
      if (document.getElementById(`block-${lastBlockId}`)) resolve(performance.now());
      else requestAnimationFrame(check);
    };
    check();
  });
}

/**
 * Arms the edit-mode probe: from the next Space keydown (the switch), every animation frame
 * checks whether the editor's surface is visible and holds the last block (a top-level node
 * with the block's uid). Records the key's time stamp, the first frame with a surface, the
 * frame with the whole document and the end of that frame's paint (a message posted from the
 * frame's rAF callback runs after the frame is rendered). Also keeps the long animation frames
 * (with their script attribution) from then on.
 */
export function armOpenProbe({ lastUid, surfaceSelector }) {
  const open = {};
  const loafs = [];
  // The default buffer (250 entries) may already be full of the page's own requests.
  performance.setResourceTimingBufferSize(10_000);
  window.__koersBench = { open, loafs };
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) loafs.push(entry.toJSON());
  }).observe({ type: 'long-animation-frame' });
  const frame = () =>
    requestAnimationFrame(() => {
      const now = performance.now();
      const surface = document.querySelector(surfaceSelector);
      if (surface && open.surfaceAt === undefined) open.surfaceAt = now;
      const last = surface?.querySelector(`:scope > [data-uid="${lastUid}"]`);
      if (surface && last && surface.checkVisibility() && surface.getClientRects().length > 0) {
        open.shownAt = now;
        open.blocksInDom = surface.childElementCount;
        const channel = new MessageChannel();
        channel.port1.onmessage = () => {
          open.paintedAt = performance.now();
          open.done = true;
        };
        channel.port2.postMessage(null);
        return;
      }
      frame();
    });
  window.addEventListener(
    'keydown',
    (event) => {
      if (event.key !== ' ' || open.keyAt !== undefined) return;
      open.keyAt = event.timeStamp;
      frame();
    },
    { capture: true },
  );
}

/** What the open probe found, with the resources fetched and the long frames since the key. */
export function readOpenProbe() {
  const { open, loafs } = window.__koersBench;
  const resources = performance
    .getEntriesByType('resource')
    .filter((r) => r.startTime >= open.keyAt)
    .map((r) => ({
      name: r.name,
      type: r.initiatorType,
      start: r.startTime - open.keyAt,
      end: r.responseEnd - open.keyAt,
      bytes: r.decodedBodySize,
    }));
  const frames = loafs
    .filter((f) => f.startTime + f.duration >= open.keyAt && f.startTime <= open.paintedAt)
    .map((f) => ({
      start: f.startTime - open.keyAt,
      duration: f.duration,
      blocking: f.blockingDuration,
      // Style and layout of the frame's rendering (forced layouts are in the scripts).
      render: f.styleAndLayoutStart > 0 ? f.startTime + f.duration - f.styleAndLayoutStart : 0,
      scripts: f.scripts.map((s) => ({
        duration: s.duration,
        forcedLayout: s.forcedStyleAndLayoutDuration,
        invoker: s.invoker,
        source: `${s.sourceURL.replace(/^https?:\/\/[^/]+/, '')}${s.sourceFunctionName ? ` ${s.sourceFunctionName}` : ''}`,
      })),
    }));
  return { ...open, resources, frames };
}

/**
 * Arms the typing probes: Event Timing (`event` entries of at least 16 ms, buffered), the time
 * stamp of every keydown with the end of the frame after it (rAF, then a posted message: about
 * when that frame is on screen), the save status line's changes, and long animation frames.
 */
export function armTypingProbe() {
  const typing = {
    startedAt: performance.now(),
    interactionsBefore: performance.interactionCount ?? null,
    keys: [],
    events: [],
    status: [],
    loafs: [],
  };
  window.__koersBench.typing = typing;
  new PerformanceObserver((list) => {
    for (const e of list.getEntries()) {
      if (e.startTime < typing.startedAt) continue;
      typing.events.push({
        type: e.name,
        start: e.startTime,
        duration: e.duration,
        processing: e.processingEnd - e.processingStart,
        delay: e.processingStart - e.startTime,
        interactionId: e.interactionId,
      });
    }
  }).observe({ type: 'event', durationThreshold: 16, buffered: true });
  new PerformanceObserver((list) => {
    for (const f of list.getEntries())
      if (f.startTime >= typing.startedAt)
        typing.loafs.push({
          start: f.startTime,
          duration: f.duration,
          scripts: f.scripts.map((s) => ({
            duration: s.duration,
            forcedLayout: s.forcedStyleAndLayoutDuration,
            invoker: s.invoker,
          })),
        });
  }).observe({ type: 'long-animation-frame' });
  window.addEventListener(
    'keydown',
    (event) => {
      const key = { at: event.timeStamp, key: event.key, frameAt: null };
      typing.keys.push(key);
      requestAnimationFrame(() => {
        const channel = new MessageChannel();
        channel.port1.onmessage = () => (key.frameAt = performance.now());
        channel.port2.postMessage(null);
      });
    },
    { capture: true },
  );
  const line = document.querySelector('.koers-save-status');
  const record = () =>
    typing.status.push({
      at: performance.now(),
      status: line.getAttribute('data-status'),
      text: line.querySelector('.koers-save-status__line')?.textContent ?? '',
    });
  record();
  new MutationObserver(record).observe(line, {
    subtree: true,
    childList: true,
    characterData: true,
    attributes: true,
    attributeFilter: ['data-status'],
  });
}

/**
 * The save of the last keystroke: the status line says 'Opslaan…' from the first change on
 * (waiting for the typing to stop, then sending) until the server has everything. Returns the
 * status line's 'Opslaan…' and 'saved' records around the last keystroke's save, or null while
 * it is not saved yet.
 */
export function savedAfterTyping() {
  const { keys, status } = window.__koersBench.typing;
  const last = keys.at(-1)?.at;
  if (last === undefined) return null;
  let saving = status.findLast((s) => s.at <= last);
  if (saving?.status !== 'saving') saving = null;
  for (const s of status) {
    if (s.at <= last) continue;
    if (s.status === 'saving') saving ??= s;
    else if (s.status === 'saved' && saving) return { saving, saved: s };
  }
  return null;
}

/** Everything the typing probes recorded, with the save requests' resource timing. */
export function readTypingProbe({ changesPath }) {
  const typing = window.__koersBench.typing;
  const saves = performance
    .getEntriesByType('resource')
    .filter((r) => {
      const url = new URL(r.name);
      // POSTs only: a GET of the same path has a `?since=` query.
      return r.startTime >= typing.startedAt && url.pathname === changesPath && !url.search;
    })
    .map((r) => ({
      start: r.startTime,
      end: r.responseEnd,
      responseBytes: r.encodedBodySize,
    }));
  return {
    ...typing,
    interactionsAfter: performance.interactionCount ?? null,
    saves,
  };
}
