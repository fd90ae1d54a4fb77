import Trellis

struct LoginFormScreen: View {
    enum Field: Hashable { case email, password }

    @State private var email = ""
    @State private var password = ""
    @FocusState private var focusedField: Field?
    @Environment(\.isEnabled) private var isEnabled

    var body: some View {
        VStack(alignment: .leading, spacing: 12) {
            Text("Sign in")
                .font(.largeTitle)
                .bold()
            Text(verbatim: "Use your account at example.com")
                .font(.footnote)
                .underline()
            TextField("Email", text: $email)
                .focused($focusedField, equals: .email)
            TextField("Password", text: $password)
                .focused($focusedField, equals: .password)
            Button {
                focusedField = nil
            } label: {
                Text("Continue")
                    .frame(maxWidth: .infinity)
            }
            .buttonStyle(.borderedProminent)
            .disabled(!isEnabled)
            .id("continue")
            ProgressView()
                .progressViewStyle(.circular)
        }
        .padding()
    }
}
