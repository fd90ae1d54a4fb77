#if os(Linux) || os(Android)
import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Android)
import Android
#endif

/// The sections of a given name in the ELF files the program has loaded, found through the
/// files themselves: the dynamic linker lists each loaded object with its file and the address
/// it was loaded at (`dl_iterate_phdr`), and each file's section headers tell the section's
/// address relative to that and its size. Only 64-bit little-endian files are read; a file that
/// cannot be read is skipped.
enum ELFSections {
    /// The loaded bytes of every section called `name`, one per loaded file that has one.
    static func loaded(named name: String) -> [UnsafeRawBufferPointer] {
        var seen: Set<String> = []
        return loadedObjects().compactMap { object in
            guard seen.insert(object.path).inserted, let section = section(named: name, inFileAt: object.path), section.size > 0,
                  let start = UnsafeRawPointer(bitPattern: UInt(object.base &+ section.address)) else { return nil }
            return UnsafeRawBufferPointer(start: start, count: Int(section.size))
        }
    }

    /// Each object the dynamic linker has loaded: the address its file's addresses are relative
    /// to, and the file's path (the program's own, for the main program, which the linker lists
    /// without a name).
    private static func loadedObjects() -> [(base: UInt64, path: String)] {
        // `dl_iterate_phdr` is looked up by name, since the C library's module does not import
        // it; it calls back with each object's `dl_phdr_info`, whose first two fields are the
        // load address and a pointer to the file's name.
        typealias Callback = @convention(c) (UnsafeRawPointer?, Int, UnsafeMutableRawPointer?) -> Int32
        typealias Iterate = @convention(c) (Callback, UnsafeMutableRawPointer?) -> Int32
        guard let symbol = dlsym(UnsafeMutableRawPointer(bitPattern: 0), "dl_iterate_phdr") else { return [] }
        let iterate = unsafeBitCast(symbol, to: Iterate.self)
        var objects: [(base: UInt64, path: String)] = []
        withUnsafeMutablePointer(to: &objects) { list in
            _ = iterate({ info, _, data in
                guard let info, let data else { return 0 }
                let base = info.load(as: UInt64.self)
                let name = info.load(fromByteOffset: 8, as: UnsafePointer<CChar>?.self).map { String(cString: $0) } ?? ""
                data.assumingMemoryBound(to: [(base: UInt64, path: String)].self).pointee.append((base, name))
                return 0
            }, list)
        }
        let program = Bundle.main.executablePath ?? ""
        return objects.compactMap { object in
            let path = object.path.isEmpty ? program : object.path
            return path.hasPrefix("/") ? (object.base, path) : nil
        }
    }

    /// The address (relative to where the file is loaded) of the section called `name` in the
    /// file at `path`, and its size, if it has one.
    private static func section(named name: String, inFileAt path: String) -> (address: UInt64, size: UInt64)? {
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
            return (integer(entry, at: 0x10, size: 8), integer(entry, at: 0x20, size: 8))
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
