"""The byte packing the generated tables share: numbers as LEB128 varints.

Imported by Scripts/generate-font-tables.py, generate-stand-in-faces.py, generate-line-break-table.py and
generate-bidi-table.py;
the Swift side reads the bytes back (`PackedTableReader` for the faces).
"""

import base64


class Packer:
    """Numbers as LEB128 varints; signed ones zigzag-encoded first."""

    def __init__(self):
        self.data = bytearray()

    def unsigned(self, value: int) -> None:
        if value < 0:
            raise ValueError(f"negative value {value} packed as unsigned")
        while True:
            byte = value & 0x7F
            value >>= 7
            if value:
                self.data.append(byte | 0x80)
            else:
                self.data.append(byte)
                return

    def signed(self, value: int) -> None:
        self.unsigned(value * 2 if value >= 0 else -value * 2 - 1)

    def runs(self, values: list[int]) -> int:
        """Packs `values` as runs of equal values: the number of runs, then for each the distance
        of its first index from the previous run's and its value. Returns the number of runs."""
        starts = [index for index, value in enumerate(values) if index == 0 or values[index - 1] != value]
        self.unsigned(len(starts))
        previous = 0
        for start in starts:
            self.unsigned(start - previous)
            self.unsigned(values[start])
            previous = start
        return len(starts)


def base64_body(data: bytes, width: int) -> str:
    """`data` in base 64, cut into lines of `width` characters, each indented for a Swift
    multi-line string literal."""
    text = base64.b64encode(bytes(data)).decode("ascii")
    return "\n".join(f"        {text[i:i + width]}" for i in range(0, len(text), width))
