import Foundation
import Testing

/// `trellis render --sweep FROM...TO`: one HTML page with a width slider, and clear errors for
/// ranges it cannot lay out.
@Suite("trellis render --sweep")
struct RenderSweepTests {
    @Test("the card's page has a slider over the range, opens at the window's width and marks where the card starts to fit")
    func cardPage() throws {
        let (status, output, error) = try runTool(["render", "Documentation/Examples/card.json", "--size", "390x400", "--sweep", "200...400"])
        #expect(status == 0, "\(error)")
        #expect(output.contains(#"<input type="range" id="width-slider" min="200" max="400" step="1" value="390">"#))
        // The card is a fixed 300-pt frame: narrower than 300 pt it sticks out of the window.
        #expect(output.contains(##"<li class="breakpoint" data-width="300"><a href="#width=300">at 300 pt</a><ul><li>ends: "##))
    }

    @Test("a device keeps its height and safe area at every width; --format html is implied")
    func device() throws {
        let (status, output, error) = try runTool(["render", "Documentation/Examples/card.json", "--device", "iPhone 15", "--sweep", "320…400"])
        #expect(status == 0, "\(error)")
        #expect(output.contains("<title>Trellis layout 320…400×852</title>"))
        #expect(output.contains(#"<rect class="safe-area-inset" data-strip="1""#))
    }

    @Test("bad ranges and formats are usage errors that name the problem", arguments: [
        (["--sweep", "400...320"], "--sweep must be FROM...TO"),
        (["--sweep", "wide"], "found 'wide'"),
        (["--sweep", "0...9000"], "spans 9001 widths; one page lays out at most 4096"),
        (["--sweep", "320...400", "--format", "svg"], "--sweep makes an HTML page"),
    ])
    func errors(arguments: [String], message: String) throws {
        let result = try runTool(["render", "Documentation/Examples/card.json", "--size", "390x400"] + arguments)
        #expect(result.status == 64)
        #expect(result.error.contains(message), "\(result.error)")
    }
}

/// `trellis examples NAME --sweep FROM...TO`: the responsive explorer of a built-in example.
@Suite("trellis examples --sweep")
struct ExamplesSweepTests {
    @Test("the colour picker's page marks the width where its portrait layout starts to fit")
    func colorPicker() throws {
        let (status, output, error) = try runTool(["examples", "color-picker", "--sweep", "320...900"])
        #expect(status == 0, "\(error)")
        #expect(output.contains(#"<input type="range" id="width-slider" min="320" max="900" step="1" value="390">"#))
        // The portrait candidate is a 300-pt column padded by 16 on each side: from 332 pt on it
        // fits, and ViewThatFits shows it; narrower, neither candidate fits and it shows the last.
        #expect(output.contains(##"<li class="breakpoint" data-width="332"><a href="#width=332">at 332 pt</a><ul><li>ViewThatFits shows candidate 1"##))
    }

    @Test("a device keeps its height at every width, and --sweep is refused with another format than HTML")
    func deviceAndFormat() throws {
        let page = try runTool(["examples", "checkout", "--device", "iPhone 15", "--sweep", "320...430"])
        #expect(page.status == 0, "\(page.error)")
        #expect(page.output.contains("<title>Trellis layout 320…430×852</title>"))
        let svg = try runTool(["examples", "color-picker", "--sweep", "320...900", "--format", "svg"])
        #expect(svg.status == 64)
        #expect(svg.error.contains("--sweep makes an HTML page"), "\(svg.error)")
    }
}
