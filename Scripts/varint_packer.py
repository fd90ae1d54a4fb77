"""The byte packing the generated tables share: numbers as LEB128 varints.

Imported by Scripts/generate-font-tables.py, generate-stand-in-faces.py, generate-line-break-table.py and
generate-bidi-table.py;
the Swift side reads the bytes back (`PackedTableReader` for the faces).
"""


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
