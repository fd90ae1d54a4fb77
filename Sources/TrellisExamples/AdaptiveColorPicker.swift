import Trellis

/// A colour picker that stacks its colour card above its sliders when there is room for the
/// column, and puts them side by side otherwise: `ViewThatFits` chooses, as in Kodeco's
/// "SwiftUI Views & Layouts". Colours stand in for the card (300×300) and the slider panel
/// (300×150).
public struct AdaptiveColorPicker: View {
    /// Creates the picker.
    public init() {}

    /// The portrait layout if it fits, else the landscape one, padded.
    public var body: some View {
        ViewThatFits {
            PortraitColorPicker()
            LandscapeColorPicker()
        }
        .padding()
    }
}

/// The card above the sliders.
struct PortraitColorPicker: View {
    var body: some View {
        VStack(spacing: 16) {
            ColorCardView()
            RGBSlidersStackView()
        }
        .id("portrait")
    }
}

/// The card beside the sliders.
struct LandscapeColorPicker: View {
    var body: some View {
        HStack(spacing: 16) {
            ColorCardView()
            RGBSlidersStackView()
        }
        .id("landscape")
    }
}

/// The chosen colour, as a 300-pt square.
struct ColorCardView: View {
    var body: some View {
        Color.red.frame(width: 300, height: 300).id("card")
    }
}

/// The red, green and blue sliders, as a 300×150 panel.
struct RGBSlidersStackView: View {
    var body: some View {
        Color.gray.frame(width: 300, height: 150).id("sliders")
    }
}

#Preview("Color picker, landscape", traits: .landscapeLeft) {
    AdaptiveColorPicker()
}
