import Testing
import Trellis

/// The software keyboard's safe area: its height comes from `Device` or from the environment,
/// and a keyboard taller than what it may cover is kept with a warning, never a bad frame.
/// Expected values are derived by hand from the documented rule: the keyboard's safe area lies
/// inside the window's and insets its bottom by what the keyboard adds to the bottom inset.
@Suite("Keyboard") @MainActor
struct KeyboardTests {
    @Test("a keyboard height set in the environment forms the keyboard's region")
    func environmentKeyboard() {
        var environment = EnvironmentValues()
        environment.keyboardHeight = 336
        // As on a device with the keyboard up: 852 − 336 = 516, so the content gets 59…516.
        #expect(Color.red.id("c").layout(on: .iPhone15, environment: environment).frame(of: "c") == CGRect(x: 0, y: 59, width: 393, height: 457))
        // A plain window with no insets gets a keyboard region alone: 500 − 200 = 300 tall.
        environment.keyboardHeight = 200
        let window = CGSize(width: 300, height: 500)
        #expect(Color.red.id("c").layout(in: window, environment: environment).frame(of: "c") == CGRect(x: 0, y: 0, width: 300, height: 300))
        #expect(Color.red.id("c").layout(in: window, safeAreaInsets: EdgeInsets(top: 20, leading: 0, bottom: 0, trailing: 0), environment: environment)
            .frame(of: "c") == CGRect(x: 0, y: 20, width: 300, height: 280))
    }

    @Test("the device's keyboard height wins over the environment's")
    func deviceKeyboardWins() {
        var device = Device.iPhone15
        device.keyboardHeight = 336
        var environment = EnvironmentValues()
        environment.keyboardHeight = 100
        #expect(Color.red.id("c").layout(on: device, environment: environment).frame(of: "c") == CGRect(x: 0, y: 59, width: 393, height: 457))
    }

    @Test("a keyboard taller than the screen leaves the content no height and a warning naming both lengths",
          arguments: [CGFloat(852), 1000, 1e9])
    func keyboardTallerThanScreen(height: CGFloat) {
        var device = Device.iPhone15
        device.keyboardHeight = height
        let result = Color.red.id("c").layout(on: device)
        // The keyboard insets height − 34 beyond the home indicator, more than the 759 left.
        #expect(result.warnings.contains { $0.detail == .insetsExceedSpace(axis: .vertical, insets: height - 34, space: 759) })
        #expect(result.frame(of: "c") == CGRect(x: 0, y: 59, width: 393, height: 0))
        #expect(result.frames.allSatisfy { $0.map { [$0.minX, $0.minY, $0.width, $0.height].allSatisfy(\.isFinite) } ?? true })
        // Ignoring the keyboard gives the view the whole container safe area back.
        let ignoring = Color.red.id("c").ignoresSafeArea(.keyboard).layout(on: device)
        #expect(ignoring.frame(of: "c") == CGRect(x: 0, y: 59, width: 393, height: 759))
    }

    @Test("a keyboard taller than the screen set in the environment is treated the same")
    func environmentKeyboardTallerThanScreen() {
        var environment = EnvironmentValues()
        environment.keyboardHeight = 2000
        let result = Color.red.id("c").layout(in: CGSize(width: 300, height: 500), environment: environment)
        #expect(result.warnings.contains { $0.detail == .insetsExceedSpace(axis: .vertical, insets: 2000, space: 500) })
        #expect(result.frame(of: "c") == CGRect(x: 0, y: 0, width: 300, height: 0))
    }

    @Test("a keyboard of no usable height is ignored with a warning", arguments: [-CGFloat.infinity, -50, .nan])
    func unusableKeyboard(height: CGFloat) {
        var environment = EnvironmentValues()
        environment.keyboardHeight = height
        let result = Color.red.id("c").layout(on: .iPhone15, environment: environment)
        #expect(result.warnings.contains { $0.kind == .invalidValue })
        #expect(result.frame(of: "c") == CGRect(x: 0, y: 59, width: 393, height: 759))
    }
}
