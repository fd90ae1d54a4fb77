import Foundation

/// The type a `#colorLiteral(red:green:blue:alpha:)` makes where no other type is expected,
/// as UIKit declares it: `let tint = #colorLiteral(red: 0.2, green: 0.4, blue: 0.6, alpha: 1)`
/// is a ``UIColor``.
public typealias _ColorLiteralType = UIColor

extension UIColor: _ExpressibleByColorLiteral {
    /// The colour of a `#colorLiteral(red:green:blue:alpha:)`, named by its components as
    /// `Color(red:green:blue:opacity:)` names it: `rgb(0.2, 0.4, 0.6)`, with the alpha as a
    /// fourth component when it is not 1. `Color(#colorLiteral(…))` is that colour.
    public convenience init(_colorLiteralRed red: Float, green: Float, blue: Float, alpha: Float) {
        self.init(red: CGFloat(red), green: CGFloat(green), blue: CGFloat(blue), alpha: CGFloat(alpha))
    }
}
