/// What `TextField` and `SecureField` show while empty, chosen once for both from the
/// arguments their initialisers share, as iOS chooses it: the prompt when there is one (the
/// title then only labels the field for accessibility), else the title, else a `Text` label.
nonisolated enum FieldPrompt {
    /// `prompt`'s words, else `title`.
    static func shown<S: StringProtocol>(title: S, prompt: Text? = nil) -> String {
        prompt?.content ?? String(title)
    }

    /// `prompt`'s words, else those of `label` when it is a `Text`, else nothing.
    static func shown<Label: View>(prompt: Text?, label: () -> Label) -> String {
        prompt?.content ?? (label() as? Text)?.content ?? ""
    }
}
