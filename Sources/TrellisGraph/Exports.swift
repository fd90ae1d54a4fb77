// A graph is written in the vocabulary of geometry and of the `Layout` protocol (its nodes hold
// proposals, alignment guides, stack parameters, text and custom layouts), so every client of the
// graph needs both: the graph module brings them along.
@_exported import TrellisGeometry
@_exported import TrellisLayout
