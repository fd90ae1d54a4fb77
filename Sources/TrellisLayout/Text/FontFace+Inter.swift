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
        let kernings = InterTables.kernings.enumerated().map { number, table in
            kerningMatrix(table, name: "InterTables.kernings[\(number)]", characters: characters)
        }
        return InterTables.faces.map { record in
            FontFace(record: record, characters: characters, kerningMatrix: kernings[record.kerning])
        }
    }()

    /// The Inter face of `weight`, italic or upright.
    package static func inter(weight: Font.Weight, italic: Bool) -> FontFace {
        guard let face = interFaces.first(where: { $0.weight == weight && $0.isItalic == italic }) else {
            preconditionFailure("InterTables has no face of weight \(weight.name); regenerate it with Scripts/generate-font-tables.py")
        }
        return face
    }

    /// Reads the face `record` describes.
    private init(record: InterFaceRecord, characters: FontCharacterMap, kerningMatrix: [Int16]) {
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
        advances = reader.unsigned(characters.count, as: UInt16.self)
        reader.finish()
        precondition(unitsPerEm > 0, "The packed table \(record.name) has no units per em; regenerate it with Scripts/generate-font-tables.py")
        self.characters = characters
        self.kerningMatrix = kerningMatrix
    }

    /// Reads a packed kerning table into a matrix of left by right classes.
    private static func kerningMatrix(_ table: String, name: String, characters: FontCharacterMap) -> [Int16] {
        var reader = PackedTableReader(table, name: name)
        let values = (0..<reader.unsigned()).map { _ -> Int16 in reader.element(reader.signed()) }
        var matrix = [Int16](repeating: 0, count: characters.leftClassCount * characters.rightClassCount)
        var cell = -1
        for _ in 0..<reader.unsigned() {
            cell += reader.unsigned() + 1
            let value = reader.unsigned()
            precondition(cell < matrix.count && value < values.count,
                         "The packed table \(name) is malformed; regenerate it with Scripts/generate-font-tables.py")
            matrix[cell] = values[value]
        }
        reader.finish()
        return matrix
    }
}
