import Foundation

/// Where a placed view's length along one axis comes from, as its rule reports it
/// (``DiagnosticsRule/lengthOrigin(along:length:in:)``): what ``WarningCauses`` follows down
/// from a view that is too long to the view whose own size is the reason.
enum LengthOrigin: Equatable {
    /// The view chose the length itself, for this reason.
    case chosen(LayoutWarning.Source)
    /// The length is its child's with the same length, or, for children side by side along the
    /// axis (a grid row's cells, a grid's rows), theirs added up; a view without children chose
    /// it itself.
    case fromChildren
    /// The children follow one another along the axis (a stack along its own axis), so the
    /// length is theirs added up.
    case fromChildrenInLine
    /// The length is its one child's plus insets of its own (padding).
    case fromChildPlusInsets

    /// How far two lengths may differ and still be the same length.
    static let tolerance: CGFloat = 0.01
}
