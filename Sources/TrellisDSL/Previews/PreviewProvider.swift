/// A type that supplies views for Xcode's preview canvas.
///
/// Trellis shows no previews; the protocol exists so that files containing SwiftUI previews
/// compile unchanged. Its views can still be laid out: `MyView_Previews.previews.layoutGraph()`.
@MainActor @preconcurrency
public protocol PreviewProvider {
    /// The type of view the previews are made of.
    associatedtype Previews: View

    /// The views to preview.
    @ViewBuilder static var previews: Previews { get }
}
