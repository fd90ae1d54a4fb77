/// The label of the return key. It changes only the keyboard.
public struct SubmitLabel: Hashable, Sendable {
    private let name: String
    /// "Done".
    public static let done = SubmitLabel(name: "done")
    /// "Go".
    public static let go = SubmitLabel(name: "go")
    /// "Send".
    public static let send = SubmitLabel(name: "send")
    /// "Join".
    public static let join = SubmitLabel(name: "join")
    /// "Route".
    public static let route = SubmitLabel(name: "route")
    /// "Search".
    public static let search = SubmitLabel(name: "search")
    /// "Return".
    public static let `return` = SubmitLabel(name: "return")
    /// "Next".
    public static let next = SubmitLabel(name: "next")
    /// "Continue".
    public static let `continue` = SubmitLabel(name: "continue")
}

/// Stands in for UIKit's keyboard types, which Linux lacks. A keyboard type changes only the
/// keyboard.
public enum UIKeyboardType: Hashable, Sendable {
    /// The default keyboard.
    case `default`
    /// Letters and digits of ASCII only.
    case asciiCapable
    /// Digits and punctuation.
    case numbersAndPunctuation
    /// For URLs.
    case URL
    /// Digits.
    case numberPad
    /// For telephone numbers.
    case phonePad
    /// For a name or a telephone number.
    case namePhonePad
    /// For email addresses.
    case emailAddress
    /// Digits and a decimal point.
    case decimalPad
    /// For social posts.
    case twitter
    /// For web searches.
    case webSearch
    /// ASCII digits.
    case asciiCapableNumberPad
}

/// Stands in for UIKit's text content types, which Linux lacks. A content type changes only
/// autofill.
public struct UITextContentType: Hashable, Sendable {
    private let name: String
    /// A person's name.
    public static let name = UITextContentType(name: "name")
    /// A given name.
    public static let givenName = UITextContentType(name: "givenName")
    /// A family name.
    public static let familyName = UITextContentType(name: "familyName")
    /// An email address.
    public static let emailAddress = UITextContentType(name: "emailAddress")
    /// A telephone number.
    public static let telephoneNumber = UITextContentType(name: "telephoneNumber")
    /// A user name.
    public static let username = UITextContentType(name: "username")
    /// A password.
    public static let password = UITextContentType(name: "password")
    /// A new password.
    public static let newPassword = UITextContentType(name: "newPassword")
    /// A one-time code.
    public static let oneTimeCode = UITextContentType(name: "oneTimeCode")
    /// A postal address on one line.
    public static let fullStreetAddress = UITextContentType(name: "fullStreetAddress")
    /// A postal code.
    public static let postalCode = UITextContentType(name: "postalCode")
    /// A URL.
    public static let URL = UITextContentType(name: "URL")
    /// A credit card number.
    public static let creditCardNumber = UITextContentType(name: "creditCardNumber")
}

/// UIKit's capitalisation styles of a text field, which the older `autocapitalization(_:)`
/// modifier takes. UIKit does not exist on Linux, so Trellis declares the cases SwiftUI code
/// passes; they change no layout.
public enum UITextAutocapitalizationType: Int, Hashable, Sendable {
    /// No capitals.
    case none
    /// The first letter of each word.
    case words
    /// The first letter of each sentence.
    case sentences
    /// Every letter.
    case allCharacters
}

/// How text input is capitalised. It changes only the keyboard.
public struct TextInputAutocapitalization: Hashable, Sendable {
    private let name: String
    /// No capitals.
    public static let never = TextInputAutocapitalization(name: "never")
    /// The first letter of each word.
    public static let words = TextInputAutocapitalization(name: "words")
    /// The first letter of each sentence.
    public static let sentences = TextInputAutocapitalization(name: "sentences")
    /// Every letter.
    public static let characters = TextInputAutocapitalization(name: "characters")
}

// Text input: each accepts SwiftUI's arguments and has no layout effect.
nonisolated extension View {
    /// Sets the label of the return key; it lays out unchanged.
    public func submitLabel(_ submitLabel: SubmitLabel) -> ModifiedContent<Self, _RenderingModifier> { drawingOnly() }

    /// Sets the keyboard shown for text fields; it lays out unchanged.
    public func keyboardType(_ type: UIKeyboardType) -> ModifiedContent<Self, _RenderingModifier> { drawingOnly() }

    /// Sets the kind of content text fields expect, for autofill; it lays out unchanged.
    public func textContentType(_ textContentType: UITextContentType?) -> ModifiedContent<Self, _RenderingModifier> { drawingOnly() }

    /// Sets how text input is capitalised; it lays out unchanged.
    public func textInputAutocapitalization(_ autocapitalization: TextInputAutocapitalization?) -> ModifiedContent<Self, _RenderingModifier> { drawingOnly() }

    /// Turns autocorrection off when `disable`; it lays out unchanged.
    public func autocorrectionDisabled(_ disable: Bool = true) -> ModifiedContent<Self, _RenderingModifier> { drawingOnly() }
}
