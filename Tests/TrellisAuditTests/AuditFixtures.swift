import Trellis
import TrellisAudit

/// The screen of the "must show": a 30 × 30 close button, and a label 120 × 30 pt whose
/// text fits at the default text size and is truncated at AX3.
struct CloseButtonCard: View {
    var body: some View {
        VStack(spacing: 12) {
            Button {} label: { Image(systemName: "xmark").frame(width: 30, height: 30) }
                .accessibilityLabel("Close")
                .id("close")
            Text("Delivery").frame(width: 120, height: 30).id("delivery")
        }
    }
}

/// A screen the audit finds nothing in at the default text size.
struct PlainScreen: View {
    var body: some View {
        Text("Hello")
    }
}

enum AuditFixtures {
    /// The previews the tests audit.
    @MainActor
    static var previews: [Preview] {
        [Preview("Close button card") { CloseButtonCard() }, Preview("Plain") { PlainScreen() }]
    }

    /// The iPhone 16 Pro upright at `large` and at `AX3`, iOS 26, left to right, `en_US`.
    static var columns: [AuditColumn] {
        AuditMatrix.standard.columns
    }
}
