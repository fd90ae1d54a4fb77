import Foundation

extension Device {
    /// A 450×900-point window at 2×, the kind of window a snapshot test renders a view in when
    /// it is given a size rather than a device: no safe area (no status bar or home indicator to
    /// avoid), compact across and regular down as a phone-shaped window is, and 2× because such
    /// windows render at their host's scale, which is 2× on the Retina Macs and iPad and iPhone
    /// simulators those tests run on (a chosen figure: a host at 3× renders at 3×). Not in
    /// ``all``: it is no device.
    public static let testWindow = Device(
        name: "Test window", size: CGSize(width: 450, height: 900), displayScale: 2,
        horizontalSizeClass: .compact, verticalSizeClass: .regular)

    /// A Mac window at 2× (a Retina display): 800×600 points of content, regular both ways and
    /// with no safe area, since a standard window's content sits below its title bar. The size is
    /// a chosen, common default: a SwiftUI window on the Mac takes its content's size unless told
    /// otherwise, so no one size is every Mac window's. Not in ``all``: it is no device.
    public static let macWindow = Device(
        name: "Mac window", size: CGSize(width: 800, height: 600), displayScale: 2,
        horizontalSizeClass: .regular, verticalSizeClass: .regular)
}
