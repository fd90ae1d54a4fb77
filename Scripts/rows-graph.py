#!/usr/bin/env python3
"""Writes Documentation/Examples/rows-300.json: a screen of 332 views, 310 of them laid out at
some width, for measuring the responsive explorer's page size (trellis render ... --sweep
320...1024).

A scroll view holds twenty-two rows. Each row is an HStack of a coloured square, a column with a
one-line title, a subtitle that wraps at its own width and three tags, a Spacer and a
ViewThatFits that shows two action texts where they fit and a single one otherwise: fifteen
drawn views a row. The subtitles differ in length, so the rows wrap at different widths.
Standard library only: run it from the repository's root, no virtualenv needed.
"""
import json

COLORS = ["blue", "green", "orange", "purple", "teal"]
WORDS = "layout proposes sizes children choose their own and parents place them where alignment says".split()


def main():
    nodes = []

    def add(node):
        nodes.append(node)
        return len(nodes) - 1

    rows = []
    for row in range(22):
        square = add({"kind": "frame", "width": 44, "height": 44,
                      "children": [add({"kind": "color", "color": COLORS[row % len(COLORS)]})]})
        title = add({"kind": "text", "string": f"Row {row + 1}", "lineLimit": 1})
        subtitle = add({"kind": "text", "string": " ".join(WORDS[: 4 + row % 12]), "fontSize": 15})
        tags = add({"kind": "hstack", "spacing": 6, "children": [
            add({"kind": "text", "string": tag, "fontSize": 12}) for tag in ("new", f"#{row + 1}", "shared")]})
        column = add({"kind": "vstack", "alignment": "leading", "spacing": 2, "children": [title, subtitle, tags]})
        spacer = add({"kind": "spacer"})
        actions = add({"kind": "hstack", "children": [
            add({"kind": "text", "string": "Open"}), add({"kind": "text", "string": "Share"})]})
        more = add({"kind": "text", "string": "More"})
        fits = add({"kind": "viewThatFits", "children": [actions, more]})
        rows.append(add({"kind": "hstack", "spacing": 12, "children": [square, column, spacer, fits], "ids": [f"row-{row + 1}"]}))
    stack = add({"kind": "vstack", "spacing": 8, "children": rows})
    padded = add({"kind": "padding", "top": 16, "leading": 16, "bottom": 16, "trailing": 16, "children": [stack]})
    add({"kind": "scrollView", "children": [padded]})
    lines = ",\n    ".join(json.dumps(node, ensure_ascii=False) for node in nodes)
    with open("Documentation/Examples/rows-300.json", "w", encoding="utf-8") as file:
        file.write('{\n  "format": "trellis-graph",\n  "version": 1,\n  "nodes": [\n    ' + lines + "\n  ]\n}\n")


if __name__ == "__main__":
    main()
