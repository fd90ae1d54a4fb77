extension ExplorerPage {
    /// The page's style sheet.
    static let style = """
    body { margin: 0; display: flex; align-items: flex-start; font: 14px/1.4 Helvetica, Arial, sans-serif; color: rgb(28, 28, 30); background: white; }
    #picture-area { flex: none; padding: 16px; }
    #picture { display: block; font-family: Helvetica, Arial, sans-serif; }
    g.view { cursor: pointer; }
    g.view rect.box { stroke: rgba(0, 0, 0, 0.45); }
    g.view .marker { stroke: rgb(255, 149, 0); stroke-width: 2px; vector-effect: non-scaling-stroke; }
    g.view.warned rect.box { stroke: rgb(255, 59, 48); stroke-dasharray: 4 2; vector-effect: non-scaling-stroke; }
    g.view:hover rect.box { stroke: rgb(0, 122, 255); }
    g.view.selected rect.box, g.view.selected .marker { stroke: rgb(0, 122, 255); stroke-width: 3px; stroke-dasharray: none; vector-effect: non-scaling-stroke; }
    text.content { fill: rgb(28, 28, 30); pointer-events: none; white-space: pre; }
    #panel { flex: 1; min-width: 280px; max-width: 560px; padding: 16px; border-left: 1px solid rgb(209, 209, 214); }
    #panel h1 { font-size: 18px; margin: 0 0 4px; }
    #panel h2 { font-size: 16px; margin: 16px 0 4px; }
    #panel h3 { font-size: 13px; margin: 12px 0 2px; color: rgb(99, 99, 102); text-transform: uppercase; letter-spacing: 0.04em; }
    #panel p { margin: 0; white-space: pre-wrap; overflow-wrap: anywhere; }
    #warnings { padding-left: 20px; margin: 0; }
    li.warning { margin: 4px 0; padding: 2px 4px; border-radius: 4px; overflow-wrap: anywhere; }
    li.warning[data-node] { cursor: pointer; }
    li.warning[data-node]:hover, li.warning.selected { background: rgba(255, 59, 48, 0.12); }
    li.warning .kind { font-weight: bold; color: rgb(255, 59, 48); }
    #errors { color: rgb(255, 59, 48); white-space: pre-wrap; }
    """

    /// The page's script: hover labels, selection by click, by warning or by `#select=`, and
    /// a report of its own errors in `#errors`. Once it has run, the body is marked
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
      var label = document.getElementById("label");
      var labelText = document.getElementById("label-text");
      var labelBack = document.getElementById("label-back");
      var selected = null;

      function viewOf(key) {
        if (key === null || key === undefined) { return null; }
        if (Object.prototype.hasOwnProperty.call(data.views, key)) { return String(key); }
        if (Object.prototype.hasOwnProperty.call(data.names, key)) { return String(data.names[key]); }
        return null;
      }

      function showLabel(node) {
        var view = node === null ? null : data.views[node];
        if (!view) { label.setAttribute("visibility", "hidden"); return; }
        labelText.textContent = view.label + "  " + view.size;
        var size = parseFloat(labelText.getAttribute("font-size"));
        var above = view.frame[1] - size * 0.5;
        var y = above - size >= data.top ? above : view.frame[1] + view.frame[3] + size * 1.2;
        labelText.setAttribute("x", view.frame[0] + size * 0.3);
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
        document.getElementById("selected-name").textContent = view ? view.label : "No view selected";
        document.getElementById("selected-frame").textContent = view ? view.place : "";
        document.getElementById("why").textContent = view ? view.chain : "";
        document.getElementById("position").textContent = view ? view.position : "";
        showLabel(selected);
      }

      document.querySelectorAll("g.view").forEach(function (g) {
        g.addEventListener("click", function (event) { event.stopPropagation(); select(g.getAttribute("data-node")); });
        g.addEventListener("mouseenter", function () { showLabel(g.getAttribute("data-node")); });
        g.addEventListener("mouseleave", function () { showLabel(selected); });
      });
      document.querySelectorAll("li.warning[data-node]").forEach(function (item) {
        item.addEventListener("click", function () { select(item.getAttribute("data-node")); });
        item.addEventListener("keydown", function (event) { if (event.key === "Enter") { select(item.getAttribute("data-node")); } });
      });

      function selectFromHash() {
        var match = /(?:select|node)=([^&]*)/.exec(location.hash);
        if (match) { select(decodeURIComponent(match[1])); }
      }
      window.addEventListener("hashchange", selectFromHash);
      selectFromHash();
      document.body.setAttribute("data-trellis", "ready");
    })();
    """
}
