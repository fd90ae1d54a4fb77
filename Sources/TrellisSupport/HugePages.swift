#if canImport(Glibc)
import Glibc
#endif

/// Asks the system to back big blocks of memory with huge pages where it can.
///
/// Memory is given to a process a page at a time, when first written, and each page costs a
/// fault. A block written from one end to the other, such as the trace of a layout in explain
/// mode (tens of megabytes), pays a fault every 4 KB; backed by 2 MB pages, it pays one every
/// 2 MB. On Linux this is `madvise(MADV_HUGEPAGE)`, which the system may honour or not; on other
/// systems it does nothing.
package enum HugePages {
    /// The size of a huge page.
    package static let size = 2 << 20

    /// Advises that the whole huge pages inside `byteCount` bytes from `start` be huge pages.
    package static func advise(_ start: UnsafeMutableRawPointer, byteCount: Int) {
        #if os(Linux)
        let first = (Int(bitPattern: start) + size - 1) & ~(size - 1)
        let end = (Int(bitPattern: start) + byteCount) & ~(size - 1)
        guard end > first, let aligned = UnsafeMutableRawPointer(bitPattern: first) else { return }
        _ = madvise(aligned, end - first, MADV_HUGEPAGE)
        #endif
    }
}
