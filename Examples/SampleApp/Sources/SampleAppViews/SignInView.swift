#if canImport(SwiftUI)
import SwiftUI
#else
import Trellis
#endif

/// The sign-in screen: a title, two fields and a button as wide as the fields.
public struct SignInView: View {
    @State private var email = ""
    @State private var password = ""

    /// Creates the screen with empty fields.
    public init() {}

    public var body: some View {
        VStack(alignment: .leading, spacing: 16) {
            Text("Welcome back")
                .font(.largeTitle.bold())
                .accessibilityIdentifier("title")
            TextField("Email", text: $email)
                .textFieldStyle(.roundedBorder)
                .accessibilityIdentifier("email")
            SecureField("Password", text: $password)
                .textFieldStyle(.roundedBorder)
                .accessibilityIdentifier("password")
            Button {
            } label: {
                Text("Sign in")
                    .frame(maxWidth: .infinity)
            }
            .buttonStyle(.borderedProminent)
            .accessibilityIdentifier("signIn")
        }
        .padding(24)
        .frame(maxWidth: 480)
    }
}

/// The sign-in screen as Xcode's canvas shows it, and as the layout tests lay it out.
struct SignInView_Previews: PreviewProvider {
    static var previews: some View {
        SignInView()
    }
}

#Preview("Sign in") {
    SignInView()
}

#Preview("Sign in, landscape", traits: .landscapeLeft) {
    SignInView()
}
