extension Preview {
    /// The preview of a `PreviewProvider`: named after the provider type, as Xcode's canvas
    /// names it, with no traits, and its views the provider's `previews`.
    ///
    /// `#Preview`s register themselves; a provider does not, so a program that lists previews
    /// (the program the `trellis` package plugin builds) makes one of these for each provider it
    /// finds in the package's sources, saying where the provider is declared.
    public init<Provider: PreviewProvider>(provider: Provider.Type, fileID: String, filePath: String, line: Int) {
        self.init(registeredAs: String(describing: provider), traits: [], fileID: fileID, filePath: filePath,
                  line: line, column: 1, body: { Provider.previews })
    }
}
