import Foundation
import Testing
import Trellis

/// The API the compile harness's sample needed (issue 44): what of it takes part in layout lays
/// out as its plainer form does, and the bindings it makes read and write the source.
@Suite("API the compile sample needed") @MainActor
struct CompileSampleAPITests {
    private struct Post: Identifiable {
        let id: Int
        var title: String
    }

    /// A value that bindings read and write, for the tests.
    private final class Box<Value> {
        var value: Value
        init(_ value: Value) { self.value = value }
        var binding: Binding<Value> { Binding(get: { self.value }, set: { self.value = $0 }) }
    }

    @Test("a prompt, or a text label, is the placeholder an empty field is measured with")
    func textFieldPrompt() throws {
        let empty = Binding.constant("")
        let result = VStack(alignment: .leading, spacing: 0) {
            TextField("", text: empty, prompt: Text("Cornell NetID")).fixedSize().id("prompt")
            TextField("Cornell NetID", text: empty).fixedSize().id("title")
            TextField(text: empty) { Text("Cornell NetID") }.fixedSize().id("label")
            TextField("A much longer title than the prompt", text: empty, prompt: Text("NetID")).fixedSize().id("short prompt")
        }
        .layout(in: CGSize(width: 390, height: 400))
        let prompt = try #require(result.frame(of: "prompt")), title = try #require(result.frame(of: "title"))
        let label = try #require(result.frame(of: "label")), short = try #require(result.frame(of: "short prompt"))
        #expect(prompt.size == title.size)
        #expect(label.size == title.size)
        #expect(short.width < title.width)
    }

    @Test("ForEach and List over a binding make one view per element, bound to the element")
    func bindingCollections() throws {
        let posts = Box([Post(id: 1, title: "One"), Post(id: 2, title: "Two"), Post(id: 3, title: "Three")])
        var bound: [Binding<Post>] = []
        let result = VStack(spacing: 0) {
            ForEach(posts.binding) { $post in
                let _ = bound.append($post)
                Text(post.title).id(post.id)
            }
        }
        .layout(in: CGSize(width: 390, height: 400))
        for id in 1...3 { #expect(result.frame(of: id) != nil) }
        #expect(bound.count == 3)
        bound[1].wrappedValue.title = "Deux"
        #expect(posts.value.map(\.title) == ["One", "Deux", "Three"])

        let list = List(posts.binding, id: \.title) { $post in Text(post.title).id(post.title) }
            .layout(in: CGSize(width: 390, height: 400))
        #expect(list.frame(of: "Deux") != nil)
    }

    @Test("Binding.animation and Binding.transaction read and write the same value")
    func bindingAnimation() {
        let flag = Box(false)
        let animated = flag.binding.animation().transaction(Transaction())
        animated.wrappedValue = true
        #expect(flag.value)
        #expect(animated.wrappedValue)
    }

    @Test("a catalogue colour is the colour of its name; a button border outlines its rect")
    func resourcesAndBorders() {
        #expect(Color(ColorResource(name: "Brand", bundle: .main)) == Color("Brand"))
        #expect(Color.red.mix(with: .blue, by: 0.5) != Color.red)
        let rect = CGRect(x: 0, y: 0, width: 80, height: 40)
        #expect(ButtonBorderShape.capsule.path(in: rect) == Capsule().path(in: rect))
        #expect(ButtonBorderShape.circle.path(in: rect).boundingRect == CGRect(x: 20, y: 0, width: 40, height: 40))
        #expect(ButtonBorderShape.roundedRectangle(radius: 8).path(in: rect) == RoundedRectangle(cornerRadius: 8).path(in: rect))
    }

    @Test("an optional stored value starts nil")
    func optionalStorage() {
        struct Holder {
            @AppStorage("name") var name: String?
            @SceneStorage("draft") var draft: Int?
        }
        let holder = Holder()
        #expect(holder.name == nil)
        #expect(holder.draft == nil)
    }
}
