import Foundation
import Trellis

// Calls the forms of SwiftUI API the compile harness found missing in its third round, each
// after an `// API:` line naming its table entries; APICoverageTableTests checks that the two
// agree. Written as SwiftUI code would be: only the import differs.

// API: `ContainerValues`, `ContainerValueKey`
extension ContainerValues {
    // An `@Entry` in `ContainerValues` declares a `ContainerValueKey`.
    @Entry var apiSurfacePinned = false
}

private struct APISurfaceBadgeKey: ContainerValueKey {
    static let defaultValue = 0
}

struct APISurfaceThirdRoundForms: View {
    // API: `\.openImmersiveSpace`, `\.dismissImmersiveSpace`, `OpenImmersiveSpaceAction`, `DismissImmersiveSpaceAction`
    @Environment(\.openImmersiveSpace) private var openImmersiveSpace: OpenImmersiveSpaceAction
    @Environment(\.dismissImmersiveSpace) private var dismissImmersiveSpace: DismissImmersiveSpaceAction
    @State private var start = Date()

    var body: some View {
        VStack {
            // API: `Group(subviews:transform:)`, `SubviewsCollection`, `SubviewsCollectionSlice`, `Subview`
            Group(subviews: Text("a")) { (subviews: SubviewsCollection) in
                let rest: SubviewsCollectionSlice = subviews[1...]
                if let first: Subview = subviews.first { first.padding() }
                rest
            }
            // API: `Group(sections:transform:)`, `ForEach(sections:content:)`, `SectionCollection`, `SectionConfiguration`
            Group(sections: Section("c") { Text("d") }) { (sections: SectionCollection) in
                ForEach(sections) { (section: SectionConfiguration) in section.header; section.content; section.footer }
            }
            ForEach(sections: Text("e")) { section in section.content }
            // API: `ForEach(subviews:content:)`
            ForEach(subviews: Text("b")) { subview in subview.bold() }
            // API: `containerValue(_:_:)`, `Subview.containerValues`, `SectionConfiguration.containerValues`
            ForEach(subviews: Text("p").containerValue(\.apiSurfacePinned, true)) { subview in
                let values: ContainerValues = subview.containerValues
                subview.opacity(values.apiSurfacePinned && values[APISurfaceBadgeKey.self] == 0 ? 1 : 0.5)
            }
            ForEach(sections: Section { Text("q") }.containerValue(\.apiSurfacePinned, false)) { section in
                if section.containerValues.apiSurfacePinned { section.content }
            }
            // API: `Text(timerInterval:pauseTime:countsDown:showsHours:)`
            Text(timerInterval: start...start.addingTimeInterval(60), pauseTime: nil, countsDown: true, showsHours: false)
            // API: `TimeDataSource`, `SystemFormatStyle.Timer`, `FormatStyle.timer(countingUpIn:showsHours:maxFieldCount:maxPrecision:)`, `FormatStyle.timer(countingDownIn:showsHours:maxFieldCount:maxPrecision:)`
            let source: TimeDataSource<Date> = .currentDate
            Text(source, format: .timer(countingUpIn: start..<start.addingTimeInterval(60)))
            Text(.currentDate, format: SystemFormatStyle.Timer(countingDownIn: start..<start.addingTimeInterval(60), maxFieldCount: 2))
            Text(.currentDate, format: .timer(countingDownIn: start..<start.addingTimeInterval(60), showsHours: false, maxPrecision: .seconds(1)))
            Button("Enter") {
                Task {
                    await openImmersiveSpace(id: "space")
                    await dismissImmersiveSpace()
                }
                // API: `AccessibilityNotification.Announcement`, `AccessibilityNotification.LayoutChanged`, `AccessibilityNotification.ScreenChanged`
                AccessibilityNotification.Announcement("Entered").post()
                AccessibilityNotification.LayoutChanged().post()
                AccessibilityNotification.ScreenChanged().post()
                // API: `UserDefaults.setValue(_:forKey:)`, `UserDefaults.value(forKey:)`
                UserDefaults.standard.setValue(true, forKey: "entered")
                _ = UserDefaults.standard.value(forKey: "entered")
            }
        }
    }
}
