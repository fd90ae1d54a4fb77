extension ResponsiveExplorerPage {
    /// What the responsive page adds to the explorer's style sheet: a picture area that scrolls
    /// sideways beside a panel of fixed width, since the picture holds the widest window; the
    /// slider with its breakpoint marks (56 px tall, so the picture always starts 84 px from the
    /// top); the breakpoint list and the hidden boxes.
    static let style = """
    #picture-area { flex: 1 1 auto; min-width: 0; overflow-x: auto; }
    #panel { flex: 0 0 360px; }
    #slider-area { height: 56px; margin-bottom: 12px; min-width: 320px; overflow: hidden; }
    #slider-area label { display: block; font-weight: bold; }
    #width-slider { display: block; width: 100%; margin: 4px 0 0; }
    #ticks { position: relative; height: 10px; margin: 0 8px; }
    #ticks .tick { position: absolute; top: 0; width: 2px; height: 10px; margin-left: -1px; background: rgb(255, 59, 48); }
    g.view.hidden, rect.hatched.hidden, rect.safe-area-inset.hidden { display: none; }
    g.view .marker, g.view .hit { display: none; }
    g.view.zero-size .marker, g.view.zero-size .hit { display: inline; }
    g.view.zero-size rect.box { display: none; }
    #breakpoints { padding-left: 20px; margin: 0; }
    li.breakpoint { margin: 4px 0; color: rgb(99, 99, 102); }
    li.breakpoint.passed { color: rgb(28, 28, 30); }
    li.breakpoint.current a { font-weight: bold; }
    li.breakpoint ul { margin: 2px 0; padding-left: 16px; overflow-wrap: anywhere; }
    #panel p.note { color: rgb(99, 99, 102); margin-top: 4px; }
    """

    /// The page's script: draws the layout at the slider's width from the runs in the data,
    /// lists that width's warnings, marks the breakpoints passed, and keeps the explorer's
    /// hover labels and selection. `#width=N` moves the slider; `#select=` selects a view. The
    /// body says the width drawn in `data-width` and, once the script has run,
    /// `data-trellis="ready"`.
    static let script = """
    window.onerror = function (message, source, line, column) {
      var errors = document.getElementById("errors");
      errors.hidden = false;
      errors.textContent += message + " (line " + line + ", column " + column + ")\\n";
    };
    (function () {
      "use strict";
      var data = JSON.parse(document.getElementById("trellis-data").textContent);
      var svg = "http://www.w3.org/2000/svg";
      var slider = document.getElementById("width-slider");
      var label = document.getElementById("label");
      var labelText = document.getElementById("label-text");
      var labelBack = document.getElementById("label-back");
      var frames = {};
      var width = data.start;
      var selected = null;

      // Lengths as Trellis writes them: at most three decimals, no trailing zeros.
      function format(value) {
        var rounded = Math.round(value * 1000) / 1000;
        return String(rounded === 0 ? 0 : rounded);
      }

      // The numbers a list of runs holds at the width with index i, or null.
      function valuesAt(runs, i) {
        for (var r = 0; r < runs.length; r++) {
          var run = runs[r];
          if (i < run[0] || i >= run[0] + run[1]) { continue; }
          var count = run[1] > 1 ? (run.length - 2) / 2 : run.length - 2;
          var values = [];
          for (var k = 0; k < count; k++) {
            values.push(run[2 + k] + (run[1] > 1 ? run[2 + count + k] * (i - run[0]) : 0));
          }
          return values;
        }
        return null;
      }

      // The frame (x, y, width, height) a view or strip has at the width with index i, or null.
      function frameAt(coordinates, i) {
        var frame = [];
        for (var c = 0; c < coordinates.length; c++) {
          var values = valuesAt(coordinates[c], i);
          if (values === null) { return null; }
          frame.push(values[0]);
        }
        return frame;
      }

      function place(element, frame) {
        element.setAttribute("x", format(frame[0]));
        element.setAttribute("y", format(frame[1]));
        element.setAttribute("width", format(frame[2]));
        element.setAttribute("height", format(frame[3]));
      }

      function show(newWidth) {
        width = Math.min(Math.max(Math.round(newWidth), Number(slider.min)), Number(slider.max));
        var i = width - data.lower;
        slider.value = width;
        document.getElementById("width-value").textContent = width;
        ["window-area", "window-outline"].forEach(function (id) { document.getElementById(id).setAttribute("width", width); });
        var box = document.querySelector("rect.canvas");
        var cx = Number(box.getAttribute("x")), cy = Number(box.getAttribute("y"));
        var cw = Number(box.getAttribute("width")), ch = Number(box.getAttribute("height"));
        document.getElementById("beyond-window-path").setAttribute("d",
          "M" + cx + " " + cy + " H" + (cx + cw) + " V" + (cy + ch) + " H" + cx + " Z M0 0 H" + width + " V" + data.height + " H0 Z");
        document.querySelectorAll("rect.safe-area-inset").forEach(function (rect) {
          var strip = frameAt(data.strips[Number(rect.getAttribute("data-strip"))], i);
          rect.classList.toggle("hidden", strip === null);
          if (strip) { place(rect, strip); }
        });
        frames = {};
        document.querySelectorAll("g.view").forEach(function (g) {
          var node = g.getAttribute("data-node");
          var frame = frameAt(data.views[node].frame, i);
          g.classList.toggle("hidden", frame === null);
          if (frame === null) { return; }
          frames[node] = frame;
          place(g.querySelector("rect.box"), frame);
          g.classList.toggle("zero-size", frame[2] === 0 || frame[3] === 0);
          var at = "translate(" + format(frame[0] + frame[2] / 2) + " " + format(frame[1] + frame[3] / 2) + ")";
          g.querySelector(".marker").setAttribute("transform", at);
          g.querySelector(".hit").setAttribute("transform", at);
        });
        document.querySelectorAll("rect.hatched").forEach(function (rect) {
          var frame = frames[rect.getAttribute("data-node")];
          var beyond = frame && frame[2] > 0 && frame[3] > 0 &&
            (frame[0] < 0 || frame[1] < 0 || frame[0] + frame[2] > width || frame[1] + frame[3] > data.height);
          rect.classList.toggle("hidden", !beyond);
          if (beyond) { place(rect, frame); }
        });
        drawTexts(i);
        listWarnings(i);
        var breakpoints = document.querySelectorAll("li.breakpoint");
        breakpoints.forEach(function (item, index) {
          var at = Number(item.getAttribute("data-width"));
          var next = index + 1 < data.breakpoints.length ? data.breakpoints[index + 1] : Infinity;
          item.classList.toggle("passed", at <= width);
          item.classList.toggle("current", at <= width && width < next);
        });
        document.getElementById("summary").textContent = "Window " + width + "×" + format(data.height) + " · " +
          Object.keys(frames).length + " views laid out";
        document.body.setAttribute("data-width", width);
        select(selected);
      }

      function drawTexts(i) {
        var group = document.getElementById("texts");
        while (group.firstChild) { group.removeChild(group.firstChild); }
        Object.keys(data.texts).forEach(function (node) {
          var frame = frames[node];
          if (!frame || frame[3] <= 0) { return; }
          var lines = null;
          data.texts[node].forEach(function (state) { if (state[0] <= i) { lines = state[1]; } });
          if (!lines || lines.length === 0) { return; }
          var size = frame[3] / lines.length / 1.2;
          lines.forEach(function (line) {
            var text = document.createElementNS(svg, "text");
            text.setAttribute("class", "content");
            text.setAttribute("data-node", node);
            text.setAttribute("x", format(frame[0] + line[1]));
            text.setAttribute("y", format(frame[1] + line[2] + size * 0.95));
            text.setAttribute("font-size", format(size));
            if (line[3] > 0) {
              text.setAttribute("textLength", format(line[3]));
              text.setAttribute("lengthAdjust", "spacingAndGlyphs");
            }
            text.textContent = line[0];
            group.appendChild(text);
          });
        });
      }

      function listWarnings(i) {
        var list = document.getElementById("warnings");
        while (list.firstChild) { list.removeChild(list.firstChild); }
        var warned = {};
        data.warnings.forEach(function (warning) {
          var numbers = valuesAt(warning.runs, i);
          if (numbers === null) { return; }
          var message = warning.parts[0];
          for (var k = 0; k < numbers.length; k++) { message += format(numbers[k]) + warning.parts[k + 1]; }
          var item = document.createElement("li");
          item.className = "warning";
          if (warning.node !== null) {
            item.setAttribute("data-node", warning.node);
            item.setAttribute("tabindex", "0");
            warned[warning.node] = true;
            item.addEventListener("click", function () { select(String(warning.node)); });
            item.addEventListener("keydown", function (event) { if (event.key === "Enter") { select(String(warning.node)); } });
          }
          var kind = document.createElement("span");
          kind.className = "kind";
          kind.textContent = warning.kind;
          item.appendChild(kind);
          item.appendChild(document.createTextNode(" " + message));
          list.appendChild(item);
        });
        document.querySelectorAll("g.view").forEach(function (g) {
          g.classList.toggle("warned", warned[g.getAttribute("data-node")] === true);
        });
        document.getElementById("warning-count").textContent = list.children.length;
        document.getElementById("no-warnings").hidden = list.children.length > 0;
      }

      function viewOf(key) {
        if (key === null || key === undefined) { return null; }
        if (Object.prototype.hasOwnProperty.call(data.views, key)) { return String(key); }
        if (!Object.prototype.hasOwnProperty.call(data.names, key)) { return null; }
        // Of the views that share the name, the first laid out at this width.
        var named = data.names[key].map(String);
        return named.find(function (node) { return frames[node]; }) || named[0];
        return null;
      }

      function sizeOf(frame) { return format(frame[2]) + "×" + format(frame[3]); }

      function showLabel(node) {
        var frame = node === null ? null : frames[node];
        if (!frame) { label.setAttribute("visibility", "hidden"); return; }
        labelText.textContent = data.views[node].label + "  " + sizeOf(frame);
        var size = parseFloat(labelText.getAttribute("font-size"));
        var above = frame[1] - size * 0.5;
        var y = above - size >= data.top ? above : frame[1] + frame[3] + size * 1.2;
        labelText.setAttribute("x", frame[0] + size * 0.3);
        labelText.setAttribute("y", y);
        var box = labelText.getBBox();
        labelBack.setAttribute("x", box.x - size * 0.3);
        labelBack.setAttribute("y", box.y - size * 0.15);
        labelBack.setAttribute("width", box.width + size * 0.6);
        labelBack.setAttribute("height", box.height + size * 0.3);
        label.setAttribute("visibility", "visible");
      }

      function select(key) {
        selected = viewOf(key);
        document.querySelectorAll("g.view").forEach(function (g) {
          g.classList.toggle("selected", g.getAttribute("data-node") === selected);
        });
        document.querySelectorAll("li.warning").forEach(function (item) {
          item.classList.toggle("selected", item.getAttribute("data-node") === selected);
        });
        var view = selected === null ? null : data.views[selected];
        var frame = selected === null ? null : frames[selected];
        document.getElementById("selected-name").textContent = view ? view.label : "No view selected";
        document.getElementById("selected-frame").textContent = !view ? "" : !frame ? "not laid out at " + width + " pt" :
          "x " + format(frame[0]) + ", y " + format(frame[1]) + ", " + sizeOf(frame) + " at " + width + " pt";
        showLabel(selected);
      }

      slider.addEventListener("input", function () { show(Number(slider.value)); });
      document.querySelectorAll("g.view").forEach(function (g) {
        g.addEventListener("click", function (event) { event.stopPropagation(); select(g.getAttribute("data-node")); });
        g.addEventListener("mouseenter", function () { showLabel(g.getAttribute("data-node")); });
        g.addEventListener("mouseleave", function () { showLabel(selected); });
      });

      function readHash() {
        var chosen = /width=([0-9.]+)/.exec(location.hash);
        var match = /(?:select|node)=([^&]*)/.exec(location.hash);
        show(chosen ? Number(chosen[1]) : width);
        if (match) { select(decodeURIComponent(match[1])); }
      }
      window.addEventListener("hashchange", readHash);
      readHash();
      document.body.setAttribute("data-trellis", "ready");
    })();
    """
}
