#if os(Linux) || os(Android)
#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Android)
import Android
#endif

private extension String {
    /// The string without the spaces at its ends.
    var trimmingSpaces: String {
        String(drop { $0 == " " }.reversed().drop { $0 == " " }.reversed())
    }
}

/// The sections of a given name in the ELF files the program has mapped, found through the
/// files themselves: the kernel's list of the process's mappings (procfs, `self/maps`) tells
/// which part of which file is mapped where, and each file's section headers tell where in the file the section is and how big. Only 64-bit
/// little-endian files are read; a file that cannot be read is skipped.
enum ELFSections {
    /// The loaded bytes of every section called `name`, one per mapped file that has one.
    static func loaded(named name: String) -> [UnsafeRawBufferPointer] {
        let mappings = fileMappings()
        var seen: Set<String> = []
        var sections: [UnsafeRawBufferPointer] = []
        for path in mappings.map(\.path) where seen.insert(path).inserted {
            guard let section = section(named: name, inFileAt: path), section.size > 0 else { continue }
            // The mapping that holds the section's bytes: they are where the file's are.
            let end = section.offset + section.size
            guard let mapping = mappings.first(where: { $0.path == path && $0.offset <= section.offset && end <= $0.offset + ($0.end - $0.start) }),
                  let start = UnsafeRawPointer(bitPattern: UInt(mapping.start + (section.offset - mapping.offset))) else { continue }
            sections.append(UnsafeRawBufferPointer(start: start, count: Int(section.size)))
        }
        return sections
    }

    /// A part of a file mapped into memory: from `start` to `end`, the file's bytes from `offset`.
    private struct Mapping {
        var start: UInt64
        var end: UInt64
        var offset: UInt64
        var path: String
    }

    /// The file mappings the kernel lists for this process (procfs, `self/maps`), whose lines read
    /// `start-end permissions offset device inode path`, in hexadecimal where numbers.
    private static func fileMappings() -> [Mapping] {
        let file = open("/proc/self/maps", O_RDONLY | O_CLOEXEC)
        guard file >= 0 else { return [] }
        defer { close(file) }
        var text: [UInt8] = []
        var chunk = [UInt8](repeating: 0, count: 1 << 16)
        while true {
            let count = chunk.withUnsafeMutableBytes { read(file, $0.baseAddress, $0.count) }
            guard count > 0 else { break }
            text += chunk[..<count]
        }
        return text.split(separator: UInt8(ascii: "\n")).compactMap { line in
            let fields = line.split(separator: UInt8(ascii: " "), maxSplits: 5, omittingEmptySubsequences: true)
            guard fields.count == 6 else { return nil }
            let range = fields[0].split(separator: UInt8(ascii: "-"))
            let path = String(decoding: fields[5], as: UTF8.self).trimmingSpaces
            guard range.count == 2, path.hasPrefix("/"), let start = UInt64(String(decoding: range[0], as: UTF8.self), radix: 16),
                  let end = UInt64(String(decoding: range[1], as: UTF8.self), radix: 16),
                  let offset = UInt64(String(decoding: fields[2], as: UTF8.self), radix: 16), start < end else { return nil }
            return Mapping(start: start, end: end, offset: offset, path: path)
        }
    }

    /// Where in the file at `path` the section called `name` is, and its size, if it has one.
    private static func section(named name: String, inFileAt path: String) -> (offset: UInt64, size: UInt64)? {
        let file = open(path, O_RDONLY | O_CLOEXEC)
        guard file >= 0 else { return nil }
        defer { close(file) }
        guard let header = readBytes(file, at: 0, count: 64), header.starts(with: [0x7F, 0x45, 0x4C, 0x46]),
              header[4] == 2, header[5] == 1 else { return nil }   // ELFCLASS64, ELFDATA2LSB
        let tableOffset = integer(header, at: 0x28, size: 8)
        let entrySize = Int(integer(header, at: 0x3A, size: 2))
        var count = Int(integer(header, at: 0x3C, size: 2))
        var namesIndex = Int(integer(header, at: 0x3E, size: 2))
        guard tableOffset != 0, entrySize >= 64, let first = readBytes(file, at: tableOffset, count: entrySize) else { return nil }
        // Many sections: the count and the names' section index move into the first header.
        if count == 0 { count = Int(integer(first, at: 0x20, size: 8)) }
        if namesIndex == 0xFFFF { namesIndex = Int(integer(first, at: 0x28, size: 4)) }
        guard count > 0, count < 1 << 20, namesIndex < count,
              let table = readBytes(file, at: tableOffset, count: count * entrySize) else { return nil }
        let names = table[(namesIndex * entrySize)...]
        guard let nameBytes = readBytes(file, at: integer(names, at: 0x18, size: 8), count: Int(integer(names, at: 0x20, size: 8))) else { return nil }
        let wanted = Array(name.utf8) + [0]
        for index in 0..<count {
            let entry = table[(index * entrySize)...]
            let nameOffset = Int(integer(entry, at: 0x00, size: 4))
            guard nameOffset + wanted.count <= nameBytes.count, nameBytes[nameOffset..<(nameOffset + wanted.count)].elementsEqual(wanted) else { continue }
            return (integer(entry, at: 0x18, size: 8), integer(entry, at: 0x20, size: 8))
        }
        return nil
    }

    /// `count` bytes of `file` from `offset`, or nil if they cannot all be read.
    private static func readBytes(_ file: Int32, at offset: UInt64, count: Int) -> [UInt8]? {
        guard count >= 0, offset <= UInt64(Int.max) else { return nil }
        var bytes = [UInt8](repeating: 0, count: count)
        var done = 0
        while done < count {
            let result = bytes.withUnsafeMutableBytes { buffer in
                pread(file, buffer.baseAddress! + done, count - done, off_t(offset) + off_t(done))
            }
            guard result > 0 else { return nil }
            done += result
        }
        return bytes
    }

    /// The little-endian unsigned integer of `size` bytes at `offset` from the start of `bytes`.
    private static func integer(_ bytes: ArraySlice<UInt8>, at offset: Int, size: Int) -> UInt64 {
        let start = bytes.startIndex + offset
        guard start + size <= bytes.endIndex else { return 0 }
        return (0..<size).reduce(0) { value, index in value | UInt64(bytes[start + index]) << (8 * UInt64(index)) }
    }

    private static func integer(_ bytes: [UInt8], at offset: Int, size: Int) -> UInt64 {
        integer(bytes[...], at: offset, size: size)
    }
}
#endif
