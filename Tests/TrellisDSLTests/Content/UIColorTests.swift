import Testing
import Trellis

// App code extends UIKit's UIColor, a class, with convenience initialisers; with Trellis's
// stand-in the same code compiles, and a dynamic colour keeps its light appearance.
extension UIColor {
    convenience init(light lightColor: @escaping @autoclosure () -> UIColor, dark darkColor: @escaping @autoclosure () -> UIColor) {
        self.init { traitCollection in
            switch traitCollection.userInterfaceStyle {
            case .light, .unspecified: lightColor()
            case .dark: darkColor()
            }
        }
    }
}

@Suite("UIColor stand-in")
struct UIColorTests {
    @Test("a dynamic colour made in an extension's convenience initialiser is its light colour")
    func dynamicColour() {
        let color = UIColor(light: .systemBlue, dark: .white)
        #expect(color == UIColor.systemBlue)
        #expect(UIColor(red: 1, green: 0, blue: 0, alpha: 1) == UIColor(red: 1, green: 0, blue: 0, alpha: 1))
        #expect(UIColor(red: 1, green: 0, blue: 0, alpha: 1) != UIColor(white: 0.5, alpha: 1))
        #expect(Set([UIColor.white, UIColor.white, UIColor.black]).count == 2)
    }
}
