#if canImport(MachO)
import MachO
#endif

/// A preview's registration record, as `#Preview` places it in the binary: a number that marks
/// it as Trellis's, and a function that initialises a ``Preview`` at the address it is given.
/// Not for direct use.
public typealias PreviewRecord = (magic: UInt64, make: @convention(c) (UnsafeMutableRawPointer) -> Void)

extension Preview {
    /// The number every registration record starts with, "TRLSPREV" in ASCII.
    static let recordMagic: UInt64 = 0x5452_4C53_5052_4556

    /// Every preview registered with `#Preview` in the running program, ordered by file and line.
    ///
    /// The previews are read from the registration records in the `trellis_previews` section
    /// of every ELF file the program has mapped on Linux (on Apple platforms, the
    /// `__DATA_CONST,__trellis_prev` section of every loaded image): those of the program and
    /// of the shared libraries it has loaded so far. Other systems list none.
    public static var all: [Preview] {
        var previews: [Preview] = []
        for section in recordSections() {
            let count = section.count / MemoryLayout<PreviewRecord>.stride
            let records = section.baseAddress.map { UnsafeRawPointer($0).bindMemory(to: PreviewRecord.self, capacity: count) }
            for record in UnsafeBufferPointer(start: records, count: count) where record.magic == recordMagic {
                let preview = UnsafeMutablePointer<Preview>.allocate(capacity: 1)
                record.make(UnsafeMutableRawPointer(preview))
                previews.append(preview.move())
                preview.deallocate()
            }
        }
        return previews.sorted { ($0.fileID, $0.line, $0.column) < ($1.fileID, $1.line, $1.column) }
    }

    /// The bytes of each section that holds registration records.
    private static func recordSections() -> [UnsafeRawBufferPointer] {
        #if canImport(MachO)
        return (0..<_dyld_image_count()).compactMap { index in
            guard let header = _dyld_get_image_header(index) else { return nil }
            var size: UInt = 0
            let start = header.withMemoryRebound(to: mach_header_64.self, capacity: 1) {
                getsectiondata($0, "__DATA_CONST", "__trellis_prev", &size)
            }
            return start.map { UnsafeRawBufferPointer(start: $0, count: Int(size)) }
        }
        #elseif os(Linux) || os(Android)
        return ELFSections.loaded(named: "trellis_previews")
        #else
        return []
        #endif
    }
}
