// Taps on a page the server drew, before the shop's code owns it (decision 065). The server puts
// EARLY_INPUT_HTML in the <head> of every page it draws (its script allowed by hash in the
// Content-Security-Policy); the storefront calls releaseEarlyInput() once the page is React's.
//
// Until then the script keeps what a shopper does and shows it is taken into account:
// - a link works as a link (a real address), and a GET form with an address is sent as it is
//   (the search box), a blank one ignored;
// - a tap on a button, a choice in a select and any other form are kept, the control marked
//   `data-tap` (CSS below) and `aria-busy`, and replayed in order once the code is ready, each
//   when the page is idle again (React has drawn the previous one's result);
// - a link tapped while earlier taps wait is kept too, so it does not leave them behind.

/** The global through which the storefront releases the kept taps. */
export const EARLY_INPUT_GLOBAL = "__earlyInput";

// Plain ES2017 for every phone the shop supports: it runs before any bundle.
const SCRIPT = `(function () {
  var queue = [], live = false, d = document;
  function inPage(el) { var r = d.getElementById("root"); return !!r && r.hasAttribute("data-ssr") && r.contains(el); }
  function mark(el, on) {
    if (on) { el.setAttribute("data-tap", ""); el.setAttribute("aria-busy", "true"); }
    else { el.removeAttribute("data-tap"); el.removeAttribute("aria-busy"); }
  }
  function all(el) { var r = d.getElementById("root"); return r ? r.getElementsByTagName(el.tagName) : []; }
  function keep(e, act) {
    e.preventDefault(); e.stopImmediatePropagation();
    act.at = Array.prototype.indexOf.call(all(act.el), act.el);
    queue.push(act); mark(act.el, true);
  }
  function plain(f) { return !!f && f.method === "get" && f.hasAttribute("action") && !queue.length; }
  function blank(f) {
    for (var i = 0; i < f.elements.length; i++) { var x = f.elements[i]; if (x.name && String(x.value).trim()) return false; }
    return true;
  }
  d.addEventListener("click", function (e) {
    var el = !live && e.target.closest && e.target.closest("a[href], button, [role=button]");
    if (!el || el.disabled || !inPage(el)) return;
    if (el.tagName === "A" && !queue.length) return;
    if (el.type === "submit" && plain(el.form)) return;
    keep(e, { type: "click", el: el });
  }, true);
  d.addEventListener("change", function (e) {
    var el = e.target;
    if (live || el.tagName !== "SELECT" || !inPage(el)) return;
    keep(e, { type: "change", el: el, value: el.value });
  }, true);
  d.addEventListener("submit", function (e) {
    var f = e.target;
    if (live || !inPage(f)) return;
    if (plain(f)) { if (blank(f)) e.preventDefault(); return; }
    keep(e, { type: "submit", el: f, by: e.submitter });
  }, true);
  // A control React drew again (a part it could not adopt): the one at the same place with the
  // same label and text, else the only one with them.
  function again(a) {
    var el = a.el, now = all(el), found = [];
    if (el.id) return d.getElementById(el.id);
    function same(x) { return x.getAttribute("aria-label") === el.getAttribute("aria-label") && x.textContent === el.textContent; }
    if (now[a.at] && same(now[a.at])) return now[a.at];
    for (var i = 0; i < now.length; i++) if (same(now[i])) found.push(now[i]);
    return found.length === 1 ? found[0] : null;
  }
  // The page's updates may be transitions (a navigation): the next tap waits until it has drawn
  // them, so it acts on what the shopper saw.
  function settled(f) { if (window.requestIdleCallback) requestIdleCallback(f, { timeout: 2000 }); else setTimeout(f, 50); }
  // A part React draws again may show its controls a moment later (a placeholder first): the tap
  // waits for its control, up to 5 s, rather than being dropped (decision 077).
  function replay(a, done, tries) {
    var el = a.el.isConnected ? a.el : again(a);
    if (!el && tries < 50) { setTimeout(function () { replay(a, done, tries + 1); }, 100); return; }
    mark(a.el, false);
    if (el && a.type === "change") { el.value = a.value; el.dispatchEvent(new Event("change", { bubbles: true })); }
    else if (el && a.type === "submit") el.requestSubmit(a.by && a.by.form === el ? a.by : undefined);
    else if (el) el.click();
    done();
  }
  window.${EARLY_INPUT_GLOBAL} = { release: function () {
    if (live) return;
    live = true;
    (function next() { var a = queue.shift(); if (a) replay(a, function () { settled(next); }, 0); })();
  } };
})();`;

// A kept control pulses (still under reduced motion) with a progress cursor until it is replayed.
const STYLE =
  "[data-tap]{cursor:progress;outline:2px dashed currentColor;outline-offset:2px;animation:tap-wait .8s ease-in-out infinite alternate}" +
  "@keyframes tap-wait{to{opacity:.5}}@media (prefers-reduced-motion:reduce){[data-tap]{animation:none;opacity:.6}}";

/** For the <head> of a page the server drew. */
export const EARLY_INPUT_HTML = `<style>${STYLE}</style><script>${SCRIPT}</script>`;

/** Replays the taps kept before the code ran (none on a page the browser drew). */
export function releaseEarlyInput() {
  (globalThis as { [EARLY_INPUT_GLOBAL]?: { release(): void } })[EARLY_INPUT_GLOBAL]?.release();
}
