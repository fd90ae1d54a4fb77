/// The library's own views that are parts of its public views (a navigation stack's bar, a
/// toggle's row): their bodies make nodes, but no code outside the library writes them, so
/// diagnostics never name a node after them (see `LayoutGraph.writtenName(of:)`). Private and
/// nested views are left out without being listed here.
package protocol InternalView {}

extension NavigationBarView: InternalView {}
extension BottomToolbarView: InternalView {}
extension TabBarView: InternalView {}
extension ToggleRow: InternalView {}
extension ProgressIndicator: InternalView {}
extension BorderedButtonLabel: InternalView {}
extension ControlGroupBar: InternalView {}
extension DisclosureLayout: InternalView {}
extension GroupBoxLayout: InternalView {}
extension LabeledContentLayout: InternalView {}
extension MenuButtonLayout: InternalView {}
extension GaugeLayout: InternalView {}
extension CompactDatePickerRow: InternalView {}
