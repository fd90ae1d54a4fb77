/// The version of Trellis, as released: the one the CLI prints for `--version` and the latest
/// entry of CHANGELOG.md.
public let trellisVersion = "0.1.0"
