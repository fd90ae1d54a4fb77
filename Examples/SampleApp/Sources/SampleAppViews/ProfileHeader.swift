#if canImport(SwiftUI)
import SwiftUI
#else
import Trellis
#endif

/// A profile's header: an avatar, the name above the handle, and a follow button at the
/// trailing edge.
public struct ProfileHeader: View {
    let name: String
    let handle: String

    /// Creates the header of the profile of `name`, shown as `@handle`.
    public init(name: String, handle: String) {
        self.name = name
        self.handle = handle
    }

    public var body: some View {
        HStack(spacing: 12) {
            Image(systemName: "person.crop.circle.fill")
                .resizable()
                .frame(width: 56, height: 56)
                .accessibilityIdentifier("avatar")
            VStack(alignment: .leading, spacing: 2) {
                Text(name)
                    .font(.headline)
                    .lineLimit(3)
                    .accessibilityIdentifier("name")
                Text("@" + handle)
                    .font(.subheadline)
                    .accessibilityIdentifier("handle")
            }
            Spacer(minLength: 8)
            Button("Follow") {}
                .buttonStyle(.bordered)
                .accessibilityIdentifier("follow")
        }
        .padding()
    }
}

/// The header with a short name and with a long one that wraps.
struct ProfileHeader_Previews: PreviewProvider {
    static var previews: some View {
        ProfileHeader(name: "Ada Lovelace", handle: "ada")
    }
}

/// The header of a profile whose name needs three lines on a narrow phone (two on wider ones).
struct ProfileHeaderLongName_Previews: PreviewProvider {
    static var previews: some View {
        ProfileHeader(name: "Augusta Ada King, Countess of Lovelace", handle: "countess")
    }
}

// The same previews with `#Preview`: Xcode shows them with SwiftUI, and on Linux the tests lay
// every one of them out with Trellis.

#Preview("Profile header") {
    ProfileHeader(name: "Ada Lovelace", handle: "ada")
}

#Preview("Profile header, long name") {
    @Previewable @State var name = "Augusta Ada King, Countess of Lovelace"
    ProfileHeader(name: name, handle: "countess")
}
