/// The version `trellis --version` prints.
let trellisVersion = "0.1.0"
