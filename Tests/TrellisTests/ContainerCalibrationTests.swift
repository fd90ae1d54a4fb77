import Foundation
import Testing
import Trellis

/// The container measurements replayed as layout expectations: each row of
/// `ContainerCalibration/container-measurements.json` that Trellis can express is rebuilt with
/// the DSL on the row's layout, scale and iOS design, and the metric read from the frames must
/// equal the rendering's to a third of a point (one pixel at @3x) unless the row says
/// otherwise. Rows that depend on glyph ink or on drawing alone are listed, with the reason, in
/// the data's README, and the test checks that the list and the data agree.
@Suite("Container calibration: iOS 17, iOS 18 and iOS 26 renderings") @MainActor
struct ContainerCalibrationTests {
    /// What replaying a row gave.
    enum Replay {
        /// The metric as Trellis lays it out, and how far it may be from the rendering's.
        case value(CGFloat, tolerance: CGFloat)
        /// The row is not a layout expectation; the README gives the reason.
        case notReplayed
    }

    /// The tolerance: one pixel at @3x.
    static let pixel: CGFloat = 1.0 / 3

    @Test("every replayable measurement matches the rendering, on iOS 18 and on iOS 26")
    func replay() throws {
        var replayed: [Int: Int] = [:]
        for row in try ContainerCalibrationRow.all() {
            let version = try #require(row.osVersion, "\(row): no OS version")
            guard case let .value(value, tolerance) = try Self.replay(row) else { continue }
            replayed[version.majorVersion, default: 0] += 1
            #expect(abs(value - row.value) <= tolerance + 0.001,
                    "\(row): Trellis \(value), the rendering \(row.value) (± \(tolerance))")
        }
        // Most rows are layout metrics; both designs are covered.
        #expect(replayed[18, default: 0] >= 40)
        #expect(replayed[26, default: 0] >= 50)
    }

    @Test("the README lists every metric that is not replayed, and only those")
    func notReplayedMetricsAreListed() throws {
        let readme = try ContainerCalibrationRow.readme()
        let section = try #require(readme.components(separatedBy: "## Not replayed").dropFirst().first, "README has no 'Not replayed' section")
        let listed = section.components(separatedBy: "\n## ").first ?? section
        var notReplayed: Set<String> = []
        for row in try ContainerCalibrationRow.all() {
            if case .notReplayed = try Self.replay(row) { notReplayed.insert(Self.listedName(of: row)) }
        }
        for name in notReplayed.sorted() {
            #expect(listed.contains("`\(name)`"), "\(name) is not replayed but the README does not say why")
        }
        let replayedNames = Set(try ContainerCalibrationRow.all().map(Self.listedName(of:))).subtracting(notReplayed)
        for name in replayedNames.sorted() {
            #expect(!listed.contains("`\(name)`"), "\(name) is replayed but the README lists it as not replayed")
        }
    }

    @Test("a device runs iOS 26 unless told otherwise; running(_:) changes the design only")
    func deviceVersion() {
        #expect(Device.iPhone15.osVersion == .iOS26)
        #expect(EnvironmentValues().osVersion == .iOS26)
        let older = Device.iPhone15.running(.iOS18)
        #expect(older.osVersion == .iOS18)
        #expect(older.size == Device.iPhone15.size && older.safeAreaInsets == Device.iPhone15.safeAreaInsets)
        #expect(older.environment().osVersion == .iOS18)
        #expect(OSVersion(majorVersion: 18) == .iOS18 && OSVersion(majorVersion: 16) == nil)
    }

    /// The name a row's metric is listed under when it is not replayed: the metric, and the OS
    /// version when only one version's row is left out.
    static func listedName(of row: ContainerCalibrationRow) -> String {
        versionSpecific.contains(row.metric) ? "\(row.metric) (\(row.os))" : row.metric
    }

    /// Metrics replayed on one design and not on the other.
    static let versionSpecific: Set<String> = ["insetGrouped.sectionHeader.inkHeight", "toolbar.trailingButton.trailingMargin",
                                               "navigationBar.inline.itemCenterBelowSafeArea", "navigationBar.search.fieldHeight"]

    // MARK: - Replaying one row

    /// SwiftUI's system font (SF Pro) in em: its ascender, descender and cap height. A line of
    /// text is ascender + descender tall, rounded up to the pixel: 20.33 pt for 17-pt body text
    /// at @3x, 15.67 for 13-pt footnote text.
    enum SystemFont {
        static let ascender: CGFloat = 0.952
        static let descender: CGFloat = 0.241
        static let capHeight: CGFloat = 0.705

        /// The height of `lines` lines of `size`-point text at @3x.
        static func lineHeight(_ size: CGFloat, lines: CGFloat = 1) -> CGFloat {
            ((ascender + descender) * size * lines * 3).rounded(.up) / 3
        }
    }

    /// Lays out the view `row` describes on its layout and design and reads its metric, or
    /// says that the row is not a layout expectation.
    static func replay(_ row: ContainerCalibrationRow) throws -> Replay {
        let device = try #require(row.trellisDevice, "\(row): unknown layout \(row.device)")
        func layout(_ view: some View) -> LayoutResult {
            let result = view.environment(\.dynamicTypeSize, row.trellisDynamicTypeSize).layout(on: device)
            #expect(result.warnings.isEmpty, "\(row): \(result.warnings.map(\.message))")
            return result
        }
        func frame(_ name: String, in result: LayoutResult) throws -> CGRect {
            try #require(result.frame(of: name), "\(row): no frame named \(name)")
        }
        func value(_ number: CGFloat, tolerance: CGFloat = pixel) -> Replay { .value(number, tolerance: tolerance) }
        let safeTop = device.safeAreaInsets.top
        // How far the design draws a switch past its layout frame.
        let overhang = DesignMetric.switchOverhang.value(in: device.osVersion).value

        switch row.metric {
        case "insetGrouped.firstRowTop.noHeader":
            return try value(frame("cell0", in: layout(ContainerCalibrationViews.labeledRow())).minY - safeTop)
        case "insetGrouped.rowHeight.oneLine", "insetGrouped.rowHeight.oneLine.iPad":
            if row.id.hasPrefix("sv-listrow") || row.id.hasPrefix("sv-ipad") {
                return try value(frame("cell0", in: layout(ContainerCalibrationViews.labeledRow())).height)
            }
            if row.id.hasPrefix("sv-inline") {
                return try value(frame("cell1", in: layout(ContainerCalibrationViews.headedList(inNavigation: false))).height)
            }
            return try value(frame("cell1", in: layout(ContainerCalibrationViews.sections())).height)
        case "insetGrouped.rowHeight.toggle":
            return try value(frame("cell0", in: layout(ContainerCalibrationViews.toggles())).height)
        case "picker.menu.rowHeight":
            return try value(frame("cell0", in: layout(ContainerCalibrationViews.menuPicker())).height)
        case "insetGrouped.sideMargin", "insetGrouped.sideMargin.iPad":
            return try value(frame("cell0", in: layout(ContainerCalibrationViews.labeledRow())).minX)
        case "insetGrouped.rowContentInset.leading", "insetGrouped.separator.leadingInset":
            // The separator starts where the row's content does.
            let result = layout(ContainerCalibrationViews.labeledRow())
            return try value(frame("label", in: result).minX - frame("cell0", in: result).minX)
        case "insetGrouped.rowPitch.wideWindow":
            // One-line rows with no row spacing: a row's height is the distance between separators.
            return try value(frame("cell0", in: layout(ContainerCalibrationViews.labeledRow())).height)
        case "insetGrouped.separator.leadingX.wideWindow":
            // The separator starts where the row's content does: card margin plus row inset.
            return try value(frame("label", in: layout(ContainerCalibrationViews.labeledRow())).minX)
        case "insetGrouped.rowContentInset.leading.iPad":
            // The row gives "about 20": its ink includes the first letter's side bearing.
            let result = layout(ContainerCalibrationViews.labeledRow())
            return try value(frame("label", in: result).minX - frame("cell0", in: result).minX, tolerance: 1)
        case "insetGrouped.rowContentInset.trailing":
            let result = layout(ContainerCalibrationViews.labeledRow())
            return try value(frame("cell0", in: result).maxX - frame("value", in: result).maxX)
        case "insetGrouped.rowHeight.labeledContent.stacked":
            // Label above value: the row less Trellis's two lines, plus SwiftUI's two 40-pt lines.
            let result = layout(ContainerCalibrationViews.labeledRow())
            let lines = try frame("label", in: result).height + frame("value", in: result).height
            return try value(frame("cell0", in: result).height - lines + 2 * SystemFont.lineHeight(40))
        case "insetGrouped.rowHeight.labeledContent.iPad":
            // Label and value side by side: the row less Trellis's line, plus SwiftUI's 40-pt line.
            let result = layout(ContainerCalibrationViews.labeledRow())
            let line = try max(frame("label", in: result).height, frame("value", in: result).height)
            return try value(frame("cell0", in: result).height - line + SystemFont.lineHeight(40))
        case "insetGrouped.rowHeight.subtitle":
            return try value(frame("cell0", in: layout(ContainerCalibrationViews.subtitleRow())).height)
        case "insetGrouped.rowHeight.image48":
            return try value(frame("cell0", in: layout(ContainerCalibrationViews.imageRows())).height)
        case "insetGrouped.rowHeight.image40":
            return try value(frame("cell0", in: layout(ContainerCalibrationViews.accountRows())).height)
        case "insetGrouped.rowHeight.twoLine":
            let result = layout(ContainerCalibrationViews.twoLineRows())
            return try value(frame("cell0", in: result).height)
        case "insetGrouped.firstRowTop.withHeader" where row.repo == "criticalmaps/criticalmaps-ios":
            return try value(frame("cell0", in: layout(ContainerCalibrationViews.calloutHeadedSections(firstHeaded: true))).minY - safeTop)
        case "insetGrouped.sectionSpacing.withHeader" where row.repo == "criticalmaps/criticalmaps-ios":
            let result = layout(ContainerCalibrationViews.calloutHeadedSections(firstHeaded: row.id.hasPrefix("cm-app")))
            return try value(frame("cell1", in: result).minY - frame("cell0", in: result).maxY)
        case "insetGrouped.rowHeight.framed40":
            return try value(frame("cell0", in: layout(ContainerCalibrationViews.calloutHeadedSections(firstHeaded: true))).height)
        case "insetGrouped.firstRowTop.withHeader":
            let result = layout(ContainerCalibrationViews.headedList(inNavigation: false))
            return try value(frame("cell0", in: result).minY - safeTop)
        case "insetGrouped.sectionHeader.textLeading":
            return try value(frame("header0", in: layout(ContainerCalibrationViews.headedList(inNavigation: false))).minX)
        case "insetGrouped.sectionHeader.baselineToFirstRow":
            let result = layout(ContainerCalibrationViews.sections())
            return try value(frame("cell1", in: result).minY - frame("header1", in: result).maxY + SystemFont.descender * headerFont(in: result, row: row))
        case "insetGrouped.sectionSpacing.noHeader":
            let result = layout(List {
                Section { Text("a").listRowBackground(Color.white.id("cell0")) }
                Section { Text("b").listRowBackground(Color.white.id("cell1")) }
            })
            return try value(frame("cell1", in: result).minY - frame("cell0", in: result).maxY)
        case "insetGrouped.sectionSpacing.withHeader":
            let result = layout(ContainerCalibrationViews.sections())
            return try value(frame("cell1", in: result).minY - frame("cell0", in: result).maxY)
        case "insetGrouped.sectionSpacing.withOneLineFooter":
            // Card to card across a one-line footer and the next header, with SwiftUI's footnote
            // lines in place of Trellis's.
            let result = layout(ContainerCalibrationViews.footedSections())
            let texts = try frame("footer0", in: result).height + frame("header1", in: result).height
            let gap = try frame("cell2", in: result).minY - frame("cell1", in: result).maxY
            return try value(gap - texts + 2 * SystemFont.lineHeight(footerFont(in: result, row: row)))
        case "insetGrouped.sectionSpacing.withTwoLineFooter":
            let result = layout(ContainerCalibrationViews.toggles())
            return try value(frame("cell1", in: result).minY - frame("cell0", in: result).maxY)
        case "insetGrouped.sectionFooter.textLeading":
            return try value(frame("footer0", in: layout(ContainerCalibrationViews.toggles())).minX)
        case "insetGrouped.sectionFooter.inkTopBelowRow":
            let result = layout(ContainerCalibrationViews.toggles())
            let capTop = try frame("footer0", in: result).minY + (SystemFont.ascender - SystemFont.capHeight) * footerFont(in: result, row: row)
            return try value(capTop - frame("cell0", in: result).maxY)
        case "navigationBar.inline.titleCapTopToFirstRow":
            let result = layout(ContainerCalibrationViews.sections())
            return try value(frame("cell0", in: result).minY - frame("navigationBar", in: result).minY - inlineTitleCapTop)
        case "navigationBar.inline.titleCapTopToFirstRow.withHeader":
            let result = layout(ContainerCalibrationViews.headedList(inNavigation: true))
            return try value(frame("cell0", in: result).minY - frame("navigationBar", in: result).minY - inlineTitleCapTop)
        case "navigationBar.inline.itemCenterBelowSafeArea" where !row.isLaterIOS26Release:
            return try value(frame("trailing", in: layout(ContainerCalibrationViews.toolbar())).midY - safeTop)
        case "navigationBar.inline.itemCenterAboveBottom":
            // An item is centred in the bar: half the bar's height above its bottom edge.
            let result = layout(ContainerCalibrationViews.toolbar())
            return try value(frame("navigationBar", in: result).maxY - frame("trailing", in: result).midY)
        case "listRow.label.iconCenter", "listRow.label.titleLeading":
            // The Server Switching screen's label, or the servers screen's: symbols of
            // different widths, one icon centre and one title edge.
            let title = row.id.hasPrefix("ha-ss") ? "How it works?" : "Server Switching"
            let result = layout(ContainerCalibrationViews.labelRows())
            if row.metric == "listRow.label.titleLeading" {
                return value(try #require(result.frame(ofText: title), "\(row): no text \(title)").minX)
            }
            return try value(frame("icon \(title)", in: result).midX)
        case "navigationBar.largeTitle.inkLeading", "navigationBar.largeTitle.inkLeading.wideiPhone":
            // The rows' notes: the ink is about 1 pt right of the text's origin ('S' and 'C' at
            // 34 pt); the title starts at the bar's margin, 20 on a 428-pt iPhone.
            let title = try #require(layout(ContainerCalibrationViews.largeTitle()).frame(ofText: "Servers"))
            return value(title.minX + 1)
        case "navigationBar.largeTitle.stemInkLeading.wideWindow":
            // The row's note: the stem of 'R' starts about 2.33 pt right of the text's origin; a
            // pixel at @1x is the tolerance.
            let title = try #require(layout(ContainerCalibrationViews.largeTitle()).frame(ofText: "Servers"))
            return value(title.minX + 2.33, tolerance: 1)
        case "textField.plain.height":
            return try value(frame("field", in: layout(ContainerCalibrationViews.textFields(rounded: row.repo == "vjr2005/Challenge"))).height)
        case "picker.segmented.height":
            return try value(frame("segmented", in: layout(ContainerCalibrationViews.segmentedPicker())).height)
        case "navigationBar.inline.contentTopBelowSafeArea":
            // The card's top less the scroll view's 16-pt padding.
            return try value(frame("card", in: layout(ContainerCalibrationViews.inlineScrollView())).minY - 16 - safeTop)
        case "tabBar.topAboveSafeArea":
            // iOS 26's floating capsule keeps its top where the 49-pt bar's top is.
            let bar = try frame("tabBar", in: layout(ContainerCalibrationViews.tabs()))
            return value(device.size.height - device.safeAreaInsets.bottom - bar.minY)
        case "navigationBar.search.fieldHeight" where !row.os.hasPrefix("iOS 17"):
            // iOS 17.0.1's rows are at Dynamic Type medium, where its field is smaller.
            return try value(frame("searchField", in: layout(ContainerCalibrationViews.searchableList())).height)
        case "navigationBar.search.fieldBottomToBarBottom":
            let result = layout(ContainerCalibrationViews.searchableList())
            return try value(frame("searchBar", in: result).maxY - frame("searchField", in: result).maxY)
        case "navigationBar.search.fieldTopBelowSafeArea":
            return try value(frame("searchField", in: layout(ContainerCalibrationViews.searchableList())).minY - safeTop)
        case "navigationBar.search.bandBottomBelowSafeArea":
            return try value(frame("searchBar", in: layout(ContainerCalibrationViews.searchableList())).maxY - safeTop)
        case "tabBar.itemWidth":
            // The items share the bar's width equally, with no side inset.
            let bar = try frame("tabBar", in: layout(ContainerCalibrationViews.tabs()))
            return value(bar.width / 4)
        case "toggle.width", "toggle.height":
            let result = layout(ContainerCalibrationViews.toggles())
            let frame = try #require(controlFrames(named: "Toggle", in: result).first, "\(row): no switch")
            // iOS 26.4 drew the track up to 0.67 pt smaller than 26.0 did, and the height row
            // says its column underestimates; Trellis has one iOS 26 design.
            let tolerance: CGFloat = row.isLaterIOS26Release ? 0.7 : pixel
            // The track is drawn from the frame's leading edge, past its trailing edge by the overhang.
            return value(row.metric == "toggle.width" ? frame.width + overhang : frame.height, tolerance: tolerance)
        case "toggle.overhang":
            // The settings screen's toggle, 3 pt in from the 16-pt content margin, and the edit
            // form's, at the margin: the track (drawn 51 wide from the frame's leading edge, the
            // width the toggle.width rows measure) ends this far past the frame's trailing edge.
            let settings = row.id.hasPrefix("bwa-settings")
            let result = layout(ContainerCalibrationViews.toggleOutsideList(trailingPadding: settings ? 3 : 0))
            let frame = try #require(controlFrames(named: "Toggle", in: result).first, "\(row): no switch")
            return value(frame.minX + DesignMetric.switchWidth.value(in: device.osVersion).value - frame.maxX)
        case "stepper.width", "stepper.height":
            let result = layout(Stepper(value: .constant(6), in: 5...10) { Text("Number of digits") })
            let control = try #require(controlFrames(named: "Stepper", in: result).first, "\(row): no stepper")
            return value(row.metric == "stepper.width" ? control.width : control.height)
        case "progressView.linear.height":
            let result = layout(ProgressView(value: 0.75).padding(.horizontal))
            let bar = try #require(controlFrames(named: "ProgressView", in: result).first, "\(row): no progress view")
            return value(bar.height)
        case "insetGrouped.rowHeight.compactDatePicker":
            let result = layout(Form {
                Section {
                    DatePicker("Quiet Hours Start", selection: .constant(Date(timeIntervalSince1970: 1698710400)), displayedComponents: .hourAndMinute)
                        .listRowBackground(Color.white.id("cell0"))
                }
            })
            return try value(frame("cell0", in: result).height)
        case "textField.roundedBorder.height":
            let result = layout(VStack { TextField("Email", text: .constant("")).textFieldStyle(.roundedBorder).id("field") }.padding(.horizontal, 32))
            return try value(frame("field", in: result).height)
        case "textField.roundedBorder.height.title3":
            // SpeziAccount's login fields: title3 text (19 pt at Dynamic Type medium).
            let field = VStack { TextField("E-Mail Address", text: .constant("")).textFieldStyle(.roundedBorder).font(.title3).id("field") }
            return try value(frame("field", in: layout(field.padding(.horizontal))).height)
        case "button.borderedProminent.paddedLabel.height":
            // The label's line is Trellis's; the row's is SwiftUI's 16-pt body line at medium.
            let button = Button(action: {}) { Text("Login").id("label").padding(8).frame(maxWidth: .infinity) }.buttonStyle(.borderedProminent).id("button")
            let result = layout(button.padding(.horizontal))
            return try value(frame("button", in: result).height - frame("label", in: result).height + SystemFont.lineHeight(16))
        case "slider.height":
            let result = layout(Slider(value: .constant(75), in: 0...100))
            let control = try #require(controlFrames(named: "Slider", in: result).first, "\(row): no slider")
            return value(control.height)
        case "toggle.trailingInset":
            let result = layout(ContainerCalibrationViews.toggles())
            let switchFrame = try #require(controlFrames(named: "Toggle", in: result).first, "\(row): no switch")
            return try value(frame("cell0", in: result).maxX - switchFrame.maxX - overhang)
        case "toolbar.trailingButton.trailingMargin" where !row.isLaterIOS26Release:
            // RSSReader's row measures to the ink of 'd' and says so: about 16 to the text's edge.
            let tolerance: CGFloat = row.note.contains("bearing") ? 1 : pixel
            return try value(device.size.width - frame("trailing", in: layout(ContainerCalibrationViews.toolbar())).maxX, tolerance: tolerance)
        case "button.bordered.small.height", "button.bordered.small.width",
             "button.bordered.contentUnavailableAction.height", "button.bordered.contentUnavailableAction.width":
            let small = row.metric.hasPrefix("button.bordered.small")
            let result = layout(small ? AnyView(ContainerCalibrationViews.smallBorderedButton()) : AnyView(ContainerCalibrationViews.unavailableAction()))
            let button = try frame("button", in: result)
            guard row.metric.hasSuffix("width") else { return value(button.height) }
            // The width is mostly the label's text width, which the text model gets within 2 %
            // (the TextCalibration replay), on top of the pixel.
            return value(button.width, tolerance: pixel + 0.02 * (button.width - 20))
        case "button.bordered.regular.height", "button.bordered.regular.width":
            let button = try frame("button", in: layout(Button("Delete") {}.buttonStyle(.bordered).id("button")))
            guard row.metric.hasSuffix("width") else { return value(button.height) }
            // Mostly the label's text width: the text model's 2 % on top of the pixel.
            return value(button.width, tolerance: pixel + 0.02 * (button.width - 24))
        case "contentUnavailable.symbol.inkWidth":
            // The symbol's frame less the ink margin of the symbol table (0.21 em across).
            let symbol = row.view.contains("tray.fill") ? "tray.fill" : "exclamationmark.triangle"
            let icon = try frame("icon", in: layout(ContainerCalibrationViews.unavailable(symbol: symbol)))
            let em = SymbolMetrics.emSize(of: symbol).width
            return value(icon.width * (em - 0.21) / em)
        case "toolbar.leadingButton.leadingMargin":
            return try value(frame("leading", in: layout(ContainerCalibrationViews.toolbar())).minX)
        default:
            return .notReplayed
        }
    }

    /// The inline title's cap top below the bar's top: 15 pt on both designs (the title is drawn
    /// at the same place on iOS 18 and 26, per the rows' notes; iOS 18's 64-pt distance to the
    /// first row less its 44-pt bar and the 35-pt list margin leaves 15).
    static let inlineTitleCapTop: CGFloat = 15

    /// The point size of the second section's header text.
    static func headerFont(in result: LayoutResult, row: ContainerCalibrationRow) throws -> CGFloat {
        try fontSize(of: "header1", in: result, row: row)
    }

    /// The point size of the first section's footer text.
    static func footerFont(in result: LayoutResult, row: ContainerCalibrationRow) throws -> CGFloat {
        try fontSize(of: "footer0", in: result, row: row)
    }

    /// The point size of the text in the view named `name`.
    static func fontSize(of name: String, in result: LayoutResult, row: ContainerCalibrationRow) throws -> CGFloat {
        let node = try #require(result.node(named: name), "\(row): no view named \(name)")
        for index in stride(from: node.index, through: 0, by: -1) {
            if case let .text(spec) = result.graph.kind(of: NodeID(Int32(index))) { return spec.font.size }
        }
        Issue.record("\(row): \(name) has no text")
        return 0
    }

    /// The frames of the control nodes named `name` (such as a toggle's switch), in graph order.
    static func controlFrames(named name: String, in result: LayoutResult) -> [CGRect] {
        (0..<result.graph.count).compactMap { index in
            let node = NodeID(Int32(index))
            guard case let .control(spec) = result.graph.kind(of: node), spec.name == name else { return nil }
            return result.frame(ofNode: node)
        }
    }
}
