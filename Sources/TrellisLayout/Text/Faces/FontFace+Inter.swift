/// One Inter face as `InterTables` lists it: its names and its packed tables.
struct InterFaceRecord: Sendable {
    /// The face's full name.
    let name: String
    /// The SwiftUI weight the face stands for.
    let weight: Font.Weight
    /// Whether the face is italic.
    let isItalic: Bool
    /// The packed vertical metrics, tabular digit advance and advances.
    let metrics: String
    /// The position of the face's kerning in `InterTables.kernings`.
    let kerning: Int
}

extension FontFace {
    /// Inter's eighteen faces, lightest first, each upright before its italic: the nine static
    /// weights from Thin (ultraLight) to Black, and their italics. They are decoded from the
    /// packed tables on first use, once.
    package static let interFaces: [FontFace] = {
        let characters = FontCharacterMap(InterTables.characters, name: "InterTables.characters")
        // Each kerning table and each face's advances are changes to the one before.
        var cellValues = [Int](repeating: 0, count: characters.kerningCells.count)
        let kernings = InterTables.kernings.enumerated().map { number, table in
            kerningMatrix(table, name: "InterTables.kernings[\(number)]", characters: characters, cellValues: &cellValues)
        }
        var advances = [Int](repeating: 0, count: characters.count)
        return InterTables.faces.map { record in
            FontFace(record: record, characters: characters, advances: &advances, kerningMatrix: kernings[record.kerning])
        }
    }()

    /// The Inter face of `weight`, italic or upright: one array index, since the measurer asks
    /// for a face on every measurement.
    package static func inter(weight: Font.Weight, italic: Bool) -> FontFace {
        interFacesByWeight[weight.ordinal * 2 + (italic ? 1 : 0)]
    }

    /// The units per em of ``inter(weight:italic:)``, without copying the face.
    package static func interUnitsPerEm(weight: Font.Weight, italic: Bool) -> Int {
        interUnitsPerEmByWeight[weight.ordinal * 2 + (italic ? 1 : 0)]
    }

    /// ``interFacesByWeight``'s units per em.
    private static let interUnitsPerEmByWeight: [Int] = interFacesByWeight.map(\.unitsPerEm)

    /// ``interFaces`` by weight (lightest first), upright before italic.
    private static let interFacesByWeight: [FontFace] = Font.Weight.all.flatMap { weight in
        [false, true].map { italic in
            guard let face = interFaces.first(where: { $0.weight == weight && $0.isItalic == italic }) else {
                preconditionFailure("InterTables has no face of weight \(weight.name); regenerate it with Scripts/generate-font-tables.py")
            }
            return face
        }
    }

    /// Reads the face `record` describes, whose advances are changes to `advances`, the face's
    /// before it; leaves the face's own in `advances`.
    private init(record: InterFaceRecord, characters: FontCharacterMap, advances: inout [Int], kerningMatrix: [Int16]) {
        var reader = PackedTableReader(record.metrics, name: record.name)
        name = record.name
        weight = record.weight
        isItalic = record.isItalic
        unitsPerEm = reader.signed()
        ascender = reader.signed()
        descender = reader.signed()
        lineGap = reader.signed()
        capHeight = reader.signed()
        xHeight = reader.signed()
        tabularDigitAdvance = reader.unsigned()
        reader.applyChanges(to: &advances)
        self.advances = advances.map { reader.element($0) }
        reader.finish()
        precondition(unitsPerEm > 0, "The packed table \(record.name) has no units per em; regenerate it with Scripts/generate-font-tables.py")
        self.characters = characters
        self.kerningMatrix = kerningMatrix
    }

    /// Reads a packed kerning table, whose values are changes to `cellValues`, the table's
    /// before it, into a matrix of left by right classes; leaves the table's own in `cellValues`.
    private static func kerningMatrix(_ table: String, name: String, characters: FontCharacterMap, cellValues: inout [Int]) -> [Int16] {
        var reader = PackedTableReader(table, name: name)
        var matrix = [Int16](repeating: 0, count: characters.leftClassCount * characters.rightClassCount)
        reader.applyChanges(to: &cellValues)
        for (position, cell) in characters.kerningCells.enumerated() {
            matrix[cell] = reader.element(cellValues[position])
        }
        reader.finish()
        return matrix
    }
}
