import Foundation
import Trellis

/// The views the calibration rows describe, rebuilt with Trellis's DSL in the parts that matter
/// to the measured metrics. Each row's card (the row with its insets) is named `cell` + its
/// index through a row background, which covers the whole row and changes no size.
@MainActor
enum ContainerCalibrationViews {
    /// A row with its background named, so that the test can read the row's frame.
    private static func cell(_ index: Int, @ViewBuilder content: () -> some View) -> some View {
        content().listRowBackground(Color.white.id("cell\(index)"))
    }

    /// One labelled value: `List { LabeledContent("San Francisco") { Text("20 °C, Sunny") } }`.
    static func labeledRow() -> some View {
        List {
            cell(0) {
                LabeledContent {
                    Text("20 °C, Sunny").id("value")
                } label: {
                    Text("San Francisco").id("label")
                }
            }
        }
    }

    /// Sections of one-line rows: an untitled one of one row, then sections titled "Swipe left"
    /// and "Swipe right" of three rows each (the Home Assistant gestures screen, shortened), in a
    /// navigation view with an inline title.
    static func sections() -> some View {
        NavigationView {
            List {
                Section { cell(0) { Text("Shake").id("text0") } }
                Section {
                    cell(1) { Text("Previous server") }
                    cell(2) { Text("Next server") }
                    cell(3) { Text("Servers list") }
                } header: { Text("Swipe left").id("header1") }
                Section {
                    cell(4) { Text("Previous server") }
                    cell(5) { Text("Next server") }
                    cell(6) { Text("Servers list") }
                } header: { Text("Swipe right").id("header2") }
            }
            .navigationTitle("Gestures")
            .navigationBarTitleDisplayMode(.inline)
        }
    }

    /// A titled section first: `List { Section("Code") { two option rows } }`, alone or in a
    /// navigation view with an inline title.
    @ViewBuilder
    static func headedList(inNavigation: Bool) -> some View {
        if inNavigation {
            NavigationView {
                headedSection().navigationTitle("Picker").navigationBarTitleDisplayMode(.inline)
            }
        } else {
            headedSection()
        }
    }

    private static func headedSection() -> some View {
        List {
            Section {
                cell(0) { HStack { Text("Option 1"); Spacer(); Image(systemName: "checkmark") } }
                cell(1) { HStack { Text("Option 2"); Spacer() } }
            } header: { Text("Code").id("header0") }
        }
    }

    /// Toggles in sections with two-line footnote footers (the Home Assistant privacy screen).
    static func toggles() -> some View {
        List {
            Section {
                cell(0) { Toggle("Firebase Cloud Messaging", isOn: .constant(true)) }
            } footer: { Text("Sends crash reports\nto the developers.").id("footer0") }
            Section {
                cell(1) { Toggle("Alerts", isOn: .constant(false)) }
            } footer: { Text("Shows alerts\nfor new messages.").id("footer1") }
        }
    }

    /// A labelled toggle outside a list, as bitwarden/authenticator-ios lays out its settings
    /// and edit screens: in a stack in a scroll view whose content has 16-pt side margins, with
    /// `trailingPadding` more on the toggle's trailing side.
    static func toggleOutsideList(trailingPadding: CGFloat) -> some View {
        ScrollView {
            VStack(alignment: .leading, spacing: 8) {
                Toggle("Unlock with Face ID", isOn: .constant(false))
                    .padding(.trailing, trailingPadding)
            }
            .frame(maxWidth: .infinity, alignment: .leading)
            .padding(.horizontal, 16)
        }
    }

    /// Rows of a body line over a secondary body line with disclosure chevrons, in a form in a
    /// navigation view with an inline title (the Home Assistant location history).
    static func twoLineRows() -> some View {
        NavigationView {
            Form {
                Section {
                    ForEach(0..<2) { index in
                        cell(index) {
                            NavigationLink {
                                Text("Details")
                            } label: {
                                VStack(alignment: .leading) {
                                    Text("Jan 12, 2024 at 9:41")
                                    Text("Region entered")
                                }
                                .id("content\(index)")
                            }
                        }
                    }
                }
            }
            .navigationTitle("Locations")
            .navigationBarTitleDisplayMode(.inline)
        }
    }

    /// Rows led by a 48-pt image under a header (Critical Maps' app icon picker):
    /// `HStack(spacing: 12) { image.frame(width: 48, height: 48); Text(title); Spacer() }`.
    static func imageRows() -> some View {
        List {
            Section {
                ForEach(0..<2) { index in
                    cell(index) {
                        HStack(spacing: 12) {
                            Color.gray.frame(width: 48, height: 48)
                            Text(index == 0 ? "Light" : "Dark")
                            Spacer()
                        }
                    }
                }
            } header: { Text("App Icon").font(.callout).fontWeight(.semibold) }
        }
    }

    /// Rows led by a 40-pt circle beside a headline over a caption, as navigation links (the
    /// Home Assistant servers screen's account rows).
    static func accountRows() -> some View {
        NavigationView {
            List {
                Section {
                    ForEach(0..<2) { index in
                        cell(index) {
                            NavigationLink {
                                Text("Server")
                            } label: {
                                HStack {
                                    Circle().fill(Color.blue).frame(width: 40, height: 40)
                                    VStack(alignment: .leading) {
                                        Text("Fake Server").font(.headline)
                                        Text("Fake User").font(.caption)
                                    }
                                }
                            }
                        }
                    }
                } header: { Text("Servers") }
            }
            .navigationTitle("Servers")
        }
    }

    /// Critical Maps' settings forms: a first section (a row framed 40 tall under a "Theme"
    /// header, or a header-less toggle), then a section under a header; both headers are callout
    /// semibold, the project's `SectionHeader`.
    static func calloutHeadedSections(firstHeaded: Bool) -> some View {
        List {
            if firstHeaded {
                Section {
                    cell(0) { Color.clear.frame(height: 40) }
                } header: { Text("Theme").font(.callout).fontWeight(.semibold) }
            } else {
                cell(0) { Toggle("Event Notifications", isOn: .constant(true)) }
            }
            Section {
                cell(1) { Text("Alleycat") }
            } header: { Text(firstHeaded ? "App Icon" : "Event Types").font(.callout).fontWeight(.semibold) }
        }
    }

    /// A row of an icon beside a body line over a subheadline line (the Home Assistant sensor
    /// row); the icon, about 20 pt, is shorter than the text column.
    static func subtitleRow() -> some View {
        List {
            cell(0) {
                HStack(spacing: 16) {
                    Color.blue.frame(width: 20, height: 20)
                    VStack(alignment: .leading) {
                        Text("Sensor 1")
                        Text("false").font(.subheadline)
                    }
                }
                .frame(maxWidth: .infinity, alignment: .leading)
            }
        }
    }

    /// A menu picker in a list: `List { Picker("Clean Code", selection:) { Text("A"); Text("B") } }`.
    static func menuPicker() -> some View {
        List {
            cell(0) {
                Picker("Clean Code", selection: .constant(0)) {
                    Text("A").tag(0)
                    Text("B").tag(1)
                }
            }
        }
    }

    /// A plain text field padded on a grey background under a headline, as RSSReader's add-feed
    /// screen has it, or in the rounded body font Challenge's design system gives it.
    static func textFields(rounded: Bool) -> some View {
        VStack(alignment: .leading, spacing: 8) {
            Text("add_feed_url_header").font(.headline)
            TextField("add_feed_url_placeholder", text: .constant("https://feeds.bbci.co.uk/news/world/rss.xml"))
                .font(rounded ? .system(.body, design: .rounded) : .body)
                .id("field")
                .padding()
                .background(Color(white: 0.95))
        }
        .padding()
    }

    /// Two sections with a header and a one-line footer each (AccessibilitySnapshot's list with
    /// headers and footers): rows named `cell0` to `cell3`, the first footer `footer0`, the
    /// second header `header1`.
    static func footedSections() -> some View {
        List {
            Section {
                Text("Checking").listRowBackground(Color.white.id("cell0"))
                Text("Savings").listRowBackground(Color.white.id("cell1"))
            } header: {
                Text("Accounts")
            } footer: {
                Text("Tap an account to view details").id("footer0")
            }
            Section {
                Text("Electric").listRowBackground(Color.white.id("cell2"))
                Text("Internet").listRowBackground(Color.white.id("cell3"))
            } header: {
                Text("Bills").id("header1")
            } footer: {
                Text("Due this month")
            }
        }
    }

    /// A segmented picker below an inline navigation bar, padded by the default padding
    /// horizontally and at the top (RSSReader's explore screen).
    static func segmentedPicker() -> some View {
        NavigationStack {
            VStack {
                Picker("Filter", selection: .constant(0)) {
                    Text("Not Added").tag(0)
                    Text("Added").tag(1)
                }
                .pickerStyle(.segmented)
                .id("segmented")
                .padding(.horizontal)
                .padding(.top)
                Spacer()
            }
            .navigationTitle("Explore")
            .navigationBarTitleDisplayMode(.inline)
        }
    }

    /// A tab view of four tabs, each a navigation stack with a label.
    static func tabs() -> some View {
        TabView {
            ForEach(0..<4) { index in
                NavigationStack { Color.clear }
                    .tabItem { Label("tab_\(index)", systemImage: "list.bullet") }
            }
        }
    }

    /// A padded scroll view of cards under an inline title with a trailing bar item (the
    /// SotkaApp home screen, shortened); the first card is named `card`.
    static func inlineScrollView() -> some View {
        NavigationStack {
            ScrollView {
                VStack(spacing: 12) {
                    Color.white.frame(height: 120).id("card")
                    Color.white.frame(height: 290)
                }
                .padding()
            }
            .navigationTitle("SOTKA")
            .navigationBarTitleDisplayMode(.inline)
            .toolbar { ToolbarItem(placement: .topBarTrailing) { Text("Infoposts") } }
        }
    }

    /// A plain list under an inline title with a search field in the bar's drawer (the
    /// SotkaApp custom exercises screen, shortened).
    static func searchableList() -> some View {
        NavigationStack {
            List { Text("Burpees"); Text("Box Jumps") }
                .listStyle(.plain)
                .searchable(text: .constant(""), placement: .navigationBarDrawer(displayMode: .automatic))
                .navigationTitle("Custom exercises")
                .navigationBarTitleDisplayMode(.inline)
        }
    }

    /// An inline bar with a cancellation and a confirmation button, and one toolbar item
    /// centred vertically in the bar.
    static func toolbar() -> some View {
        NavigationStack {
            Color.clear
                .navigationTitle("add_feed_title")
                .navigationBarTitleDisplayMode(.inline)
                .toolbar {
                    ToolbarItem(placement: .cancellationAction) { Button("Cancel") {}.id("leading") }
                    ToolbarItem(placement: .confirmationAction) { Button("Add") {}.id("trailing") }
                }
        }
    }

    /// Labels with symbols of different widths in list rows (the Home Assistant server switching
    /// and servers screens); each icon is named `icon` and its title.
    static func labelRows() -> some View {
        NavigationView {
            List {
                ForEach(["How it works?": "questionmark.circle", "Server Switching": "arrow.left.arrow.right", "Add Server": "plus"]
                    .sorted(by: { $0.key < $1.key }), id: \.key) { title, symbol in
                    Label { Text(title) } icon: { Image(systemName: symbol).id("icon \(title)") }
                }
            }
            .navigationTitle("Servers")
        }
    }

    /// A list under a large title (the Home Assistant servers screen).
    static func largeTitle() -> some View {
        NavigationView {
            List { Text("Home") }
                .navigationTitle("Servers")
        }
    }

    /// A small bordered button beside a status line (the RSSReader notification debug panel):
    /// `Button("Check") {}.buttonStyle(.bordered).controlSize(.small)`.
    static func smallBorderedButton() -> some View {
        HStack {
            Text("Notification Status:")
            Spacer()
            Button("Check") {}.buttonStyle(.bordered).controlSize(.small).id("button")
        }
        .padding()
    }

    /// An unavailable-content view with the symbol `symbol`, named `icon` (RSSReader's error and
    /// empty states).
    static func unavailable(symbol: String) -> some View {
        ContentUnavailableView {
            Label { Text("Failed to Load") } icon: { Image(systemName: symbol).id("icon") }
        } description: {
            Text("Unable to connect to server.")
        }
    }

    /// An unavailable-content view whose action is a bordered button, which iOS draws at the
    /// small control size: `Button("Try Again") {}.buttonStyle(.bordered)`.
    static func unavailableAction() -> some View {
        ContentUnavailableView {
            Label("Failed to Load", systemImage: "exclamationmark.triangle")
        } description: {
            Text("The feed could not be loaded.")
        } actions: {
            Button("Try Again") {}.buttonStyle(.bordered).id("button")
        }
    }
}
