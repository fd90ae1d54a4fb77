import Trellis

struct SignUpScreen: View {
    enum Field: Hashable { case name, email, password }

    @State private var name = ""
    @State private var email = ""
    @State private var password = ""
    @State private var birthday = Date(timeIntervalSince1970: 0)
    @State private var acceptsTerms = false
    @FocusState private var focus: Field?
    @Environment(\.dismiss) private var dismiss

    private var canSubmit: Bool {
        !name.isEmpty && email.contains("@") && password.count >= 8 && acceptsTerms
    }

    var body: some View {
        VStack(alignment: .leading, spacing: 16) {
            Text("Create account")
                .font(.largeTitle.bold())
            Group {
                TextField("Full name", text: $name)
                    .focused($focus, equals: .name)
                    .submitLabel(.next)
                TextField("Email", text: $email)
                    .focused($focus, equals: .email)
                    .textContentType(.emailAddress)
                    .keyboardType(.emailAddress)
                    .textInputAutocapitalization(.never)
                    .autocorrectionDisabled()
                SecureField("Password (8+ characters)", text: $password)
                    .focused($focus, equals: .password)
            }
            .padding(12)
            .background(RoundedRectangle(cornerRadius: 10).stroke(.secondary.opacity(0.3)))
            DatePicker("Birthday", selection: $birthday, displayedComponents: .date)
            Toggle("I accept the terms", isOn: $acceptsTerms)
            Spacer()
            Button {
                dismiss()
            } label: {
                Text("Sign up")
                    .frame(maxWidth: .infinity)
            }
            .buttonStyle(.borderedProminent)
            .controlSize(.large)
            .disabled(!canSubmit)
            .id("submit")
        }
        .padding(20)
        .onSubmit {
            switch focus {
            case .name: focus = .email
            case .email: focus = .password
            default: focus = nil
            }
        }
    }
}
