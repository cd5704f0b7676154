import Foundation
import Views

extension InteractiveScreenPage {
  /// The page as an HTML5 document: the screen (one CSS pixel per point) with every captured state (one shown at
  /// a time), the controls, and the script that switches states (see ``InteractiveScreenPage``).
  ///
  /// - Complexity: O(total length of the states' HTML).
  public func html() -> String {
    var parts: [String] = [
      "<!DOCTYPE html>", "<html lang=\"en\">", "<head>", "<meta charset=\"utf-8\">",
      "<title>" + HTMLScreenScene.escaped(title) + "</title>", "<style>", Self.pageStyle, ScreenHTMLRenderer.styleSheet,
      "</style>", "</head>", "<body>", "<h1>" + HTMLScreenScene.escaped(title) + "</h1>", "<div class=\"row\">",
      "<div id=\"phone\" style=\"width:\(n(size.width))px;height:\(n(size.height))px\">",
    ]
    for (index, state) in states.enumerated() {
      parts.append(
        "<div class=\"state\" data-key=\"\(state.key)\"\(index == 0 ? "" : " hidden")>" + state.html + "</div>")
    }
    parts += [
      "</div>",
      "<div class=\"panel\">",
      "<p><button id=\"up\" title=\"Scroll up (↑)\">▲ scroll</button> <button id=\"down\" title=\"Scroll down (↓)\">"
        + "▼ scroll</button></p>",
      "<p id=\"swipes\"></p>",
      "<p><label><input type=\"checkbox\" id=\"boxes\"> layout boxes</label></p>",
      "<p id=\"status\"></p>",
      "<p class=\"help\">Wheel or arrow keys scroll; a horizontal wheel (or shift + wheel) over a sideways section, "
        + "or its ◀ ▶ buttons, swipes it; a click on a cell selects it. Every state was computed beforehand by the "
        + "engine and the screen's own delegate, running headless.</p>",
      "</div>", "</div>",
      "<pre id=\"result\"></pre>",
      "<script>", "const META = " + metadataJSON() + ";", Self.script, "</script>",
      "</body>", "</html>",
    ]
    return parts.joined(separator: "\n") + "\n"
  }

  /// `{"<key>": {"sel": ["s-i", …], "cells": […], "y": …, "x": …}, …}`.
  private func metadataJSON() -> String {
    func list(_ paths: [IndexPath]) -> String {
      "[" + paths.map { "\"\($0.section)-\($0.item)\"" }.joined(separator: ",") + "]"
    }
    let entries = states.map { state in
      "\"\(state.key)\":{\"sel\":\(list(state.selected)),\"cells\":\(list(state.visibleItems)),"
        + "\"x\":\(n(state.contentOffset.x)),\"y\":\(n(state.contentOffset.y))}"
    }
    return "{" + entries.joined(separator: ",\n") + "}"
  }

  static let pageStyle = """
    body { font-family: Inter, -apple-system, Helvetica, Arial, sans-serif; margin: 24px; background: #fafafa; }
    h1 { font-size: 22px; }
    .row { display: flex; gap: 32px; align-items: flex-start; }
    #phone { position: relative; overflow: hidden; border-radius: 48px; box-shadow: 0 2px 12px rgba(0,0,0,.3);
      cursor: pointer; flex: none; }
    #phone > .state { position: absolute; left: 0; top: 0; }
    #phone > .state[hidden] { display: none; }
    .boxes { position: absolute; overflow: hidden; pointer-events: none; display: none; }
    #phone.show-boxes .boxes { display: block; }
    .box { position: absolute; box-sizing: border-box; border: 1px solid rgba(0,122,255,.9);
      background: rgba(0,122,255,.08); }
    .box.supplementary { border-color: rgba(255,45,85,.9); background: rgba(255,45,85,.08); }
    .box i { position: absolute; left: 2px; top: 1px; font: 10px/12px monospace; font-style: normal;
      color: #fff; background: rgba(0,0,0,.55); padding: 0 2px; }
    .panel { font-size: 14px; max-width: 320px; }
    .panel button { font-size: 14px; }
    .help { color: #555; }
    #result { display: none; }
    """

  static let script = """
    (function () {
      const phone = document.getElementById('phone');
      const byKey = new Map();
      phone.querySelectorAll(':scope > .state').forEach(e => byKey.set(e.dataset.key, e));
      const parse = k => { const p = k.split('|'); return { i: +p[0], o: p[1], t: p[2] }; };
      const keyOf = c => c.i + '|' + c.o + '|' + c.t;
      let steps = 0;
      const pages = {};   // "<step>|<section>" -> highest page
      for (const k of byKey.keys()) {
        const c = parse(k);
        steps = Math.max(steps, c.i + 1);
        if (c.o) { const [s, p] = c.o.split(':').map(Number); const pk = c.i + '|' + s;
          pages[pk] = Math.max(pages[pk] || 0, p); }
      }
      let cur = { i: 0, o: '', t: '' };
      let frames = {};
      function show(c) {
        const next = byKey.get(keyOf(c));
        if (!next) return false;
        byKey.get(keyOf(cur)).hidden = true;
        next.hidden = false;
        cur = c;
        render();
        return true;
      }
      function sectionsHere() {
        return Object.keys(pages).filter(k => +k.split('|')[0] === cur.i).map(k => +k.split('|')[1]);
      }
      function pageOf(section) { return cur.o.startsWith(section + ':') ? +cur.o.split(':')[1] : 0; }
      function scrollBy(d) {
        const i = Math.max(0, Math.min(steps - 1, cur.i + d));
        if (i === cur.i) return false;
        return show({ i: i, o: '', t: '' });
      }
      function swipe(section, d) {
        const p = Math.max(0, Math.min(pages[cur.i + '|' + section] || 0, pageOf(section) + d));
        return show({ i: cur.i, o: p === 0 ? '' : section + ':' + p, t: '' });
      }
      function tap(cell) {
        return show({ i: cur.i, o: cur.o, t: cell }) || show({ i: cur.i, o: cur.o, t: '' });
      }
      function visibleCells() {
        const state = byKey.get(keyOf(cur));
        const boxes = state.querySelector('.boxes');
        const p = phone.getBoundingClientRect();
        const clip = boxes ? { left: p.left + parseFloat(boxes.style.left), top: p.top + parseFloat(boxes.style.top),
          right: p.left + parseFloat(boxes.style.left) + parseFloat(boxes.style.width),
          bottom: p.top + parseFloat(boxes.style.top) + parseFloat(boxes.style.height) } : p;
        const found = new Set();
        frames = {};
        state.querySelectorAll('[data-cell]').forEach(e => {
          const r = e.getBoundingClientRect();
          if (r.right > clip.left && r.left < clip.right && r.bottom > clip.top && r.top < clip.bottom &&
              r.width > 0 && r.height > 0) {
            found.add(e.dataset.cell);
            frames[e.dataset.cell] = [r.left - p.left, r.top - p.top, r.width, r.height];
          }
        });
        return [...found].sort((a, b) => { const [as, ai] = a.split('-').map(Number);
          const [bs, bi] = b.split('-').map(Number); return as - bs || ai - bi; });
      }
      function render() {
        const m = META[keyOf(cur)] || { sel: [], y: 0 };
        const swipes = document.getElementById('swipes');
        swipes.textContent = '';
        for (const s of sectionsHere()) {
          const span = document.createElement('span');
          span.textContent = 'section ' + s + ' (page ' + (pageOf(s) + 1) + ' of ' + (pages[cur.i + '|' + s] + 1) + ') ';
          const left = document.createElement('button'); left.textContent = '◀';
          left.onclick = () => swipe(s, -1);
          const right = document.createElement('button'); right.textContent = '▶';
          right.onclick = () => swipe(s, 1);
          span.append(left, ' ', right, document.createElement('br'));
          swipes.append(span);
        }
        document.getElementById('status').textContent = 'scroll step ' + (cur.i + 1) + ' of ' + steps +
          ' · content offset (' + m.x + ', ' + m.y + ') pt' + (cur.t ? ' · tapped ' + cur.t : '') +
          ' · selected: ' + (m.sel.length ? m.sel.join(', ') : 'none');
      }
      document.getElementById('up').onclick = () => scrollBy(-1);
      document.getElementById('down').onclick = () => scrollBy(1);
      document.getElementById('boxes').onchange = e => phone.classList.toggle('show-boxes', e.target.checked);
      phone.addEventListener('click', e => {
        const cell = e.target.closest('[data-cell]');
        if (cell && phone.contains(cell)) tap(cell.dataset.cell); else show({ i: cur.i, o: cur.o, t: '' });
      });
      let accumulated = 0, last = 0;
      phone.addEventListener('wheel', e => {
        e.preventDefault();
        const sideways = Math.abs(e.deltaX) > Math.abs(e.deltaY) || e.shiftKey;
        const delta = sideways ? (Math.abs(e.deltaX) > Math.abs(e.deltaY) ? e.deltaX : e.deltaY) : e.deltaY;
        const now = Date.now();
        if (now - last > 400) accumulated = 0;
        accumulated += delta;
        if (Math.abs(accumulated) < 40 || now - last < 250) return;
        const d = accumulated > 0 ? 1 : -1;
        accumulated = 0; last = now;
        if (sideways) {
          const cell = e.target.closest('[data-cell]');
          const s = cell ? +cell.dataset.cell.split('-')[0] : sectionsHere()[0];
          if (s !== undefined) swipe(s, d);
        } else scrollBy(d);
      }, { passive: false });
      document.addEventListener('keydown', e => {
        if (e.key === 'ArrowDown') scrollBy(1);
        else if (e.key === 'ArrowUp') scrollBy(-1);
        else if (e.key === 'ArrowRight' && sectionsHere().length) swipe(sectionsHere()[0], 1);
        else if (e.key === 'ArrowLeft' && sectionsHere().length) swipe(sectionsHere()[0], -1);
      });
      render();
      const match = /(?:^#|&)do=([^&]*)/.exec(location.hash);
      if (match) {
        for (const action of decodeURIComponent(match[1]).split(',').filter(a => a)) {
          const [verb, a, b] = action.split(':');
          if (verb === 'down') scrollBy(1);
          else if (verb === 'up') scrollBy(-1);
          else if (verb === 'swipe') swipe(+a, +b);
          else if (verb === 'boxes') { const box = document.getElementById('boxes'); box.checked = true;
            box.dispatchEvent(new Event('change')); }
          else if (verb === 'wheel') {
            last = 0;
            phone.dispatchEvent(new WheelEvent('wheel', { deltaY: +a, bubbles: true, cancelable: true }));
          } else if (verb === 'tap') {
            const cell = byKey.get(keyOf(cur)).querySelector('[data-cell="' + a + '"]');
            if (cell) cell.click();
          }
        }
        const m = META[keyOf(cur)] || { sel: [] };
        document.getElementById('result').textContent = JSON.stringify({ state: keyOf(cur), scroll: cur.i,
          orthogonal: cur.o, tapped: cur.t, selected: m.sel, cells: visibleCells(), frames: frames });
      }
    })();
    """
}
