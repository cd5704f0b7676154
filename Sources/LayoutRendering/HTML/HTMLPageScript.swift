/// The page's fixed style sheet and script. Nothing here comes from a layout or a caller: per-page data reaches the
/// script only as JSON of numbers (the scrollers' ranges and resting offsets) and as escaped data attributes.
enum HTMLPageScript {
  /// The style rules shared by every page; colours come separately from the palette.
  static let style = """
    body { margin: 16px; font-family: -apple-system, Helvetica, Arial, sans-serif; }
    h1 { font-size: 18px; margin: 0 0 4px 0; }
    .hint { font-size: 12px; color: #555; margin: 0 0 10px 0; }
    .stage { display: flex; flex-direction: row; align-items: flex-start; gap: 16px; }
    #viewport { position: relative; overflow: auto; scrollbar-width: none; flex: none;
      outline: 2px solid rgba(0, 0, 0, 0.55); }
    #viewport::-webkit-scrollbar, .scroller::-webkit-scrollbar { display: none; }
    #content { position: relative; overflow: clip; }
    .scroller { position: absolute; scrollbar-width: none; overscroll-behavior: contain; }
    .scroller.x { overflow-x: auto; overflow-y: hidden; }
    .scroller.y { overflow-y: auto; overflow-x: hidden; }
    .scroller.rtl { direction: rtl; }
    .scroller-content { position: relative; overflow: clip; direction: ltr; }
    .pin { position: absolute; pointer-events: none; }
    .element { position: absolute; box-sizing: border-box; border: 1px solid; overflow: hidden;
      font: 11px/1.25 "DejaVu Sans Mono", Menlo, Consolas, monospace; padding: 2px 4px; white-space: nowrap;
      text-overflow: ellipsis; cursor: default; }
    .pin > .element { position: sticky; pointer-events: auto; }
    .element.cell { display: flex; flex-direction: column; align-items: center; justify-content: center; }
    .element.decoration { border-style: dashed; display: flex; align-items: flex-end; }
    .element.badge { display: flex; align-items: center; justify-content: center; padding: 0; font-size: 9px; }
    .element span { display: block; overflow: hidden; text-overflow: ellipsis; max-width: 100%; }
    .element .caption { font-size: 10px; opacity: 0.8; }
    .element:hover { outline: 2px solid #d6006e; outline-offset: -2px; }
    #info { font: 12px/1.5 "DejaVu Sans Mono", Menlo, Consolas, monospace; max-width: 360px; white-space: pre-wrap;
      word-break: break-all; background: #fff; border: 1px solid #ccc; padding: 8px; min-height: 60px; }
    #result { display: none; }
    """

  /// The behaviour: orthogonal scrollers come to rest on the engine's resting offsets, hovering names an element,
  /// and `#selftest&…` scrolls to given offsets and writes every element's position into `#result`.
  ///
  /// Self-test parameters: `main=x,y` (the content offset), `o<section>=offset` (an orthogonal offset, kept as
  /// given) and `swipe<section>=offset` (scrolled there, then left to come to rest as a user's scroll would).
  static let script = """
    (function () {
      'use strict';
      var viewport = document.getElementById('viewport');
      var content = document.getElementById('content');
      var info = document.getElementById('info');
      var specs = JSON.parse(document.getElementById('scroller-data').textContent);
      var selftest = location.hash.indexOf('#selftest') === 0;

      function offsetOf(spec) {
        var s = spec.axis === 'x' ? spec.node.scrollLeft : spec.node.scrollTop;
        return (spec.rtl ? -s : s) + spec.min;
      }
      function scrollToOffset(spec, offset, smooth) {
        var options = { behavior: smooth ? 'smooth' : 'instant' };
        options[spec.axis === 'x' ? 'left' : 'top'] = (offset - spec.min) * (spec.rtl ? -1 : 1);
        spec.node.scrollTo(options);
      }
      function restingOffset(spec, offset, direction) {
        if (!spec.offsets) { return Math.min(Math.max(offset, spec.min), spec.max); }
        var list = spec.offsets, i, best = list[0];
        if (direction > 0) {
          for (i = 0; i < list.length; i++) { if (list[i] >= offset - 0.5) { return list[i]; } }
          return list[list.length - 1];
        }
        if (direction < 0) {
          for (i = list.length - 1; i >= 0; i--) { if (list[i] <= offset + 0.5) { return list[i]; } }
          return list[0];
        }
        for (i = 1; i < list.length; i++) {
          if (Math.abs(list[i] - offset) < Math.abs(best - offset)) { best = list[i]; }
        }
        return best;
      }
      function settle(spec) {
        if (spec.frozen) { return; }
        var offset = offsetOf(spec);
        var direction = offset > spec.rest + 0.5 ? 1 : (offset < spec.rest - 0.5 ? -1 : 0);
        var target = restingOffset(spec, offset, direction);
        spec.rest = target;
        if (Math.abs(target - offset) > 0.5) { scrollToOffset(spec, target, !selftest); }
      }
      specs.forEach(function (spec) {
        spec.node = content.querySelector('.scroller[data-section="' + spec.section + '"]');
        if (!spec.node) { return; }
        spec.rest = spec.initial;
        var timer = 0;
        spec.node.addEventListener('scroll', function () {
          clearTimeout(timer);
          timer = setTimeout(function () { settle(spec); }, 160);
        });
        spec.node.addEventListener('scrollend', function () { clearTimeout(timer); settle(spec); });
      });

      function round(value) { return Math.round(value * 100) / 100; }
      function describe(node) {
        var data = node.dataset, box = node.getBoundingClientRect(), origin = content.getBoundingClientRect();
        return data.category + ' ' + data.kind + ' [' + data.section + ', ' + data.item + ']\\n' +
          'frame ' + data.frame + '\\nnow at ' + round(box.left - origin.left) + ', ' + round(box.top - origin.top) +
          '\\nz ' + data.z;
      }
      content.addEventListener('mouseover', function (event) {
        var node = event.target.closest ? event.target.closest('.element') : null;
        if (node) { info.textContent = describe(node); }
      });

      function escapeJSON(text) {
        return text.replace(/[<>&\\u2028\\u2029]/g, function (ch) {
          return '\\\\u' + ('000' + ch.charCodeAt(0).toString(16)).slice(-4);
        });
      }
      function measure() {
        var origin = content.getBoundingClientRect();
        var out = { contentOffset: [viewport.scrollLeft, viewport.scrollTop], orthogonal: {}, elements: [] };
        specs.forEach(function (spec) { if (spec.node) { out.orthogonal[spec.section] = offsetOf(spec); } });
        content.querySelectorAll('.element').forEach(function (node) {
          var box = node.getBoundingClientRect(), data = node.dataset;
          out.elements.push({ category: data.category, kind: data.kind, section: Number(data.section),
            item: Number(data.item), x: box.left - origin.left, y: box.top - origin.top,
            width: box.width, height: box.height });
        });
        document.getElementById('result').textContent = escapeJSON(JSON.stringify(out));
      }
      function runSelftest() {
        location.hash.slice(1).split('&').forEach(function (pair) {
          var parts = pair.split('='), name = parts[0], value = parts[1] || '';
          if (name === 'main') {
            var xy = value.split(',');
            viewport.scrollLeft = Number(xy[0]);
            viewport.scrollTop = Number(xy[1]);
            return;
          }
          var match = /^(o|swipe)(\\d+)$/.exec(name);
          if (!match) { return; }
          specs.forEach(function (spec) {
            if (!spec.node || spec.section !== Number(match[2])) { return; }
            spec.frozen = match[1] === 'o';
            scrollToOffset(spec, Number(value), false);
            // Headless Chromium delivers scroll events with animation frames, which it may not produce; come to
            // rest explicitly (a later scroll end finds the section at rest already).
            if (!spec.frozen) { setTimeout(function () { settle(spec); }, 200); }
          });
        });
        // Timers, not animation frames: headless Chromium stops producing frames once nothing changes on screen.
        // Reading boxes forces layout, sticky offsets included.
        setTimeout(measure, 600);
      }
      if (selftest) { runSelftest(); }
    })();
    """
}
