/// A value a pass lends, for the length of one call, to the questions it asks of every node
/// (the normaliser's report, the explicit guides found so far, the graph itself): read and
/// written in place, where the caller keeps it, so that making a question per node touches no
/// reference count. Debug builds check at every use that the call lending it still runs.
struct BorrowedValue<Value> {
    /// Where the caller keeps the value, for the length of ``with(_:_:)``.
    private let address: UnsafeMutablePointer<Value>
    #if DEBUG
    /// Whether the call that lends the value has returned.
    private let loan: Loan
    #endif

    /// The result of `body` given `value` borrowed for the length of the call.
    @inline(__always)
    static func with<Result>(_ value: inout Value, _ body: (BorrowedValue<Value>) throws -> Result) rethrows -> Result {
        try withUnsafeMutablePointer(to: &value) { address in
            #if DEBUG
            let loan = Loan()
            defer { loan.isOver = true }
            return try body(BorrowedValue(address: address, loan: loan))
            #else
            return try body(BorrowedValue(address: address))
            #endif
        }
    }

    /// The value, read and written where the lender keeps it.
    @inline(__always)
    var value: Value {
        unsafeAddress {
            assertLent()
            return UnsafePointer(address)
        }
        nonmutating unsafeMutableAddress {
            assertLent()
            return address
        }
    }

    /// Stops a debug build that uses the value after the call that lent it returned.
    @inline(__always)
    private func assertLent() {
        #if DEBUG
        assert(!loan.isOver, "a value used after the call that lent it returned")
        #endif
    }
}

#if DEBUG
/// Whether a value's loan is over: debug builds only.
private final class Loan {
    var isOver = false
}
#endif
