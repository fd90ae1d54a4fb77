import Foundation

@MainActor
extension Preview {
    /// `device` held as the preview's orientation trait says: turned to landscape for
    /// `.landscapeLeft` and `.landscapeRight` (unless it already is), as given otherwise. The
    /// last orientation trait counts.
    public func device(for device: Device) -> Device {
        let orientation = traits.reduce(nil as PreviewTrait<ViewTraits>.Orientation?) { chosen, trait in
            if case .orientation(let orientation) = trait.value { return orientation }
            return chosen
        }
        let isLandscape = device.size.width > device.size.height
        return orientation?.isLandscape == true && !isLandscape ? device.landscape : device
    }

    /// Lays the preview's view out on `device` as its traits say, as Xcode's canvas does:
    /// - `.sizeThatFitsLayout`: at the size the view chooses for an unspecified proposal, in a
    ///   window of that size without safe area;
    /// - `.fixedLayout(width:height:)`: in a window of that size without safe area;
    /// - otherwise full screen on the device, turned by its orientation trait.
    ///
    /// The environment has the device's display scale, size classes and iOS design in every case
    /// (the size a `.sizeThatFitsLayout` preview chooses is measured in it too). The last layout
    /// trait counts.
    /// ```swift
    /// for preview in Preview.all {
    ///     print(preview.displayName, preview.layout(on: .iPhone15).warnings)
    /// }
    /// ```
    public func layout(on device: Device, environment: EnvironmentValues = EnvironmentValues(), explain: Bool = false) -> LayoutResult {
        prepareLayout(on: device, environment: environment, explain: explain).layout()
    }

    /// The preview lowered on `device` as ``layout(on:environment:explain:)`` lays it out, to be
    /// laid out later on any thread (see ``PreparedLayout``).
    public func prepareLayout(on device: Device, environment: EnvironmentValues = EnvironmentValues(), explain: Bool = false) -> PreparedLayout {
        let device = self.device(for: device)
        let view = makeBody()
        let layoutTrait = traits.reduce(PreviewTrait<ViewTraits>.Value.device) { chosen, trait in
            switch trait.value {
            case .orientation, .modifier: chosen
            default: trait.value
            }
        }
        let environment = device.environment(environment)
        switch layoutTrait {
        case .sizeThatFits:
            let size = LayoutSolver().sizeThatFits(view.layoutGraph(environment: environment), proposal: .unspecified)
            return PreparedLayout(view, in: size, safeAreaInsets: nil, environment: environment, explain: explain)
        case .fixed(let size):
            return PreparedLayout(view, in: size, safeAreaInsets: nil, environment: environment, explain: explain)
        case .device, .orientation, .modifier:
            return PreparedLayout(view, in: device.size, safeAreaInsets: device.safeAreaInsets, environment: environment, explain: explain)
        }
    }
}
