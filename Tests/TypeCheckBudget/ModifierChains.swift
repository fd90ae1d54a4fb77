// Chains of twenty mixed modifiers, written the way SwiftUI code is written: colours and
// other shape styles, gradients and views as backgrounds and overlays, frames and paddings in
// every form, fonts, conditions inside arguments, `ForEach` bodies, `Group`s and filled or
// stroked shapes. Each `body` is one expression, so the type checker meets a whole chain at once.
//
// Scripts/check-typecheck-budget.sh type-checks this file against the Trellis module and fails
// when any expression takes longer than the budget. It is not part of a test target: nothing
// here runs, it only has to compile quickly.
import Trellis

struct AlternatingColorChain: View {
    var body: some View {
        Text("Layers")
            .background(Color.red)
            .frame(width: 100, height: 40)
            .background(Color.orange)
            .frame(width: 120, height: 60)
            .background(Color.yellow)
            .frame(width: 140, height: 80)
            .background(Color.green)
            .frame(width: 160, height: 100)
            .background(Color.mint)
            .frame(width: 180, height: 120)
            .background(Color.teal)
            .frame(width: 200, height: 140)
            .background(Color.cyan)
            .frame(width: 220, height: 160)
            .background(Color.blue)
            .frame(width: 240, height: 180)
            .background(Color.indigo)
            .frame(width: 260, height: 200)
            .background(Color.purple)
            .frame(width: 280, height: 220)
    }
}

struct RepeatedColorChain: View {
    var body: some View {
        Color.white
            .background(Color.red)
            .background(Color.red)
            .background(Color.red)
            .background(Color.red)
            .background(Color.red)
            .overlay(Color.red)
            .overlay(Color.red)
            .overlay(Color.red)
            .overlay(Color.red)
            .overlay(Color.red)
            .background(.red)
            .background(.red)
            .background(.red)
            .background(.red)
            .background(.red)
            .overlay(.red.opacity(0.5))
            .overlay(.red.opacity(0.5))
            .overlay(.red.opacity(0.5))
            .overlay(.red.opacity(0.5))
            .overlay(.red.opacity(0.5))
    }
}

struct ShapeStyleChain: View {
    var body: some View {
        Label("Styles", systemImage: "paintpalette")
            .padding()
            .background(.ultraThinMaterial)
            .background(.regularMaterial, in: RoundedRectangle(cornerRadius: 12))
            .overlay(.secondary)
            .background(.quaternary, in: Capsule())
            .foregroundStyle(.primary)
            .foregroundStyle(.red, .blue)
            .foregroundStyle(.tint)
            .tint(.purple)
            .tint(Color.pink)
            .background(.background)
            .overlay(.separator, in: Rectangle())
            .background(Color.blue.gradient)
            .background(Color(red: 0.2, green: 0.4, blue: 0.6))
            .background(Color(white: 0.9, opacity: 0.8))
            .background(Color(hue: 0.3, saturation: 0.5, brightness: 0.7).opacity(0.4))
            .border(.gray, width: 1)
            .border(Color.black)
            .background(in: RoundedRectangle(cornerRadius: 8, style: .continuous))
    }
}

struct GradientChain: View {
    var body: some View {
        Text("Gradients")
            .font(.largeTitle)
            .background(LinearGradient(colors: [.red, .orange], startPoint: .top, endPoint: .bottom))
            .padding(8)
            .background(LinearGradient(gradient: Gradient(colors: [.blue, .purple]), startPoint: .leading, endPoint: .trailing))
            .padding(.horizontal, 12)
            .overlay(RadialGradient(colors: [.white, .clear], center: .center, startRadius: 0, endRadius: 40))
            .padding(.vertical)
            .background(AngularGradient(colors: [.red, .yellow, .green, .blue, .red], center: .center))
            .frame(maxWidth: .infinity)
            .background(LinearGradient(stops: [.init(color: .black, location: 0), .init(color: .gray, location: 1)], startPoint: .topLeading, endPoint: .bottomTrailing), in: Capsule())
            .padding(EdgeInsets(top: 4, leading: 8, bottom: 4, trailing: 8))
            .foregroundStyle(LinearGradient(colors: [.pink, .purple], startPoint: .leading, endPoint: .trailing))
            .frame(minHeight: 44)
            .overlay(alignment: .topTrailing) { Circle().fill(.red).frame(width: 8, height: 8) }
            .padding([.top, .leading], 6)
            .background(alignment: .bottom) { Rectangle().fill(.secondary).frame(height: 1) }
            .clipShape(RoundedRectangle(cornerRadius: 16))
            .shadow(color: .black.opacity(0.2), radius: 4, x: 0, y: 2)
            .shadow(radius: 2)
    }
}

struct FrameAndPaddingChain: View {
    var body: some View {
        Image(systemName: "star")
            .frame(width: 24)
            .frame(height: 24)
            .frame(width: 30, height: 30, alignment: .topLeading)
            .padding()
            .padding(4)
            .padding(.leading)
            .padding(.bottom, 2)
            .padding([.horizontal, .top], 3)
            .padding(EdgeInsets())
            .frame(minWidth: 40, maxWidth: 200)
            .frame(idealWidth: 80, idealHeight: 40)
            .frame(maxWidth: .infinity, alignment: .leading)
            .frame(maxHeight: .infinity, alignment: .bottom)
            .frame(minWidth: 0, idealWidth: 100, maxWidth: .infinity, minHeight: 0, idealHeight: 50, maxHeight: .infinity, alignment: .center)
            .frame(alignment: .trailing)
            .fixedSize()
            .fixedSize(horizontal: false, vertical: true)
            .layoutPriority(1)
            .offset(x: 2, y: 3)
            .offset(CGSize(width: 1, height: 1))
    }
}

struct FontAndTextChain: View {
    var body: some View {
        Text("Fonts")
            .font(.headline)
            .font(.system(size: 17))
            .font(.system(size: 15, weight: .semibold))
            .font(.system(.body, design: .rounded))
            .font(.title2.bold())
            .font(.caption.weight(.medium))
            .fontWeight(.bold)
            .bold()
            .italic()
            .lineLimit(2)
            .lineLimit(1...3)
            .multilineTextAlignment(.center)
            .minimumScaleFactor(0.5)
            .truncationMode(.middle)
            .foregroundColor(.secondary)
            .foregroundStyle(.secondary)
            .foregroundStyle(Color.accentColor)
            .padding(.horizontal, 16)
            .frame(maxWidth: 300, alignment: .leading)
            .opacity(0.9)
    }
}

struct ConditionalChain: View {
    var isSelected: Bool
    var isCompact: Bool
    var scale: CGFloat

    var body: some View {
        Text(isSelected ? "On" : "Off")
            .font(isCompact ? .caption : .body)
            .foregroundStyle(isSelected ? .white : .primary)
            .foregroundColor(isSelected ? .white : nil)
            .padding(isCompact ? 4 : 12)
            .padding(.horizontal, isCompact ? 8 : 16)
            .frame(width: isCompact ? 60 : 120, height: 32)
            .frame(maxWidth: isCompact ? nil : .infinity, alignment: isSelected ? .leading : .trailing)
            .background(isSelected ? Color.blue : Color.gray)
            .background(isSelected ? Color.blue.opacity(0.2) : .clear)
            .overlay(isSelected ? Color.white.opacity(0.1) : Color.clear)
            .overlay(RoundedRectangle(cornerRadius: 8).stroke(isSelected ? Color.blue : .gray, lineWidth: isSelected ? 2 : 1))
            .clipShape(Capsule())
            .opacity(isSelected ? 1 : 0.6)
            .scaleEffect(isSelected ? 1.05 : 1)
            .scaleEffect(scale)
            .rotationEffect(.degrees(isSelected ? 2 : 0))
            .offset(y: isSelected ? -2 : 0)
            .animation(.spring(), value: isSelected)
            .animation(.easeInOut(duration: 0.2), value: isCompact)
    }
}

struct ViewBuilderChain: View {
    var count: Int
    var showsBadge: Bool

    var body: some View {
        HStack {
            Image(systemName: "bell")
            Text("Notifications")
        }
        .padding(.vertical, 8)
        .background {
            RoundedRectangle(cornerRadius: 10)
                .fill(.background)
        }
        .overlay(alignment: .topTrailing) {
            if showsBadge {
                Text("\(count)")
                    .font(.caption2)
                    .padding(4)
                    .background(Color.red, in: Circle())
            }
        }
        .background(alignment: .leading) {
            Rectangle().fill(.tint).frame(width: 4)
        }
        .overlay {
            Group {
                if count > 99 {
                    Text("99+")
                } else {
                    EmptyView()
                }
            }
        }
        .frame(maxWidth: .infinity, minHeight: 44, alignment: .leading)
        .padding(.horizontal)
        .background(Color(.systemGray6))
        .cornerRadius(12)
        .overlay(RoundedRectangle(cornerRadius: 12).strokeBorder(.separator, lineWidth: 0.5))
        .padding(.bottom, 4)
        .contentShape(Rectangle())
        .accessibilityElement(children: .combine)
        .accessibilityLabel("Notifications")
        .layoutAudit(ignore: .smallHitRegion, .lineLimit)
        .id("notifications")
        .zIndex(1)
        .tint(.orange)
        .frame(height: 60)
        .transition(.opacity)
    }
}

struct ForEachChain: View {
    let names = ["Ada", "Grace", "Edsger", "Barbara"]
    var selected: String?

    var body: some View {
        VStack(alignment: .leading, spacing: 4) {
            ForEach(names, id: \.self) { name in
                Text(name)
                    .font(name == selected ? .headline : .body)
                    .foregroundStyle(name == selected ? .primary : .secondary)
                    .padding(.vertical, 6)
                    .padding(.horizontal, 10)
                    .frame(maxWidth: .infinity, alignment: .leading)
                    .background(name == selected ? Color.accentColor.opacity(0.15) : .clear)
                    .background(.background, in: RoundedRectangle(cornerRadius: 6))
                    .overlay(alignment: .trailing) {
                        if name == selected {
                            Image(systemName: "checkmark").padding(.trailing, 8)
                        }
                    }
                    .overlay(RoundedRectangle(cornerRadius: 6).stroke(.quaternary))
                    .clipShape(RoundedRectangle(cornerRadius: 6))
                    .shadow(color: .black.opacity(name == selected ? 0.1 : 0), radius: 3)
                    .frame(height: 36)
                    .padding(.leading, name == selected ? 4 : 0)
                    .opacity(name.isEmpty ? 0 : 1)
                    .background(Color.clear)
                    .contentShape(Rectangle())
                    .id(name)
                    .tint(.blue)
                    .layoutPriority(name == selected ? 1 : 0)
            }
        }
        .padding()
    }
}

struct ShapeChain: View {
    var progress: Double

    var body: some View {
        ZStack {
            Circle()
                .stroke(Color.gray.opacity(0.2), lineWidth: 8)
            Circle()
                .trim(from: 0, to: progress)
                .stroke(Color.green, style: StrokeStyle(lineWidth: 8, lineCap: .round))
                .rotationEffect(.degrees(-90))
            Capsule()
                .fill(.blue)
                .frame(width: 40, height: 12)
            RoundedRectangle(cornerRadius: 4, style: .continuous)
                .strokeBorder(Color.orange, lineWidth: 2)
                .frame(width: 20, height: 20)
            Rectangle()
                .fill(LinearGradient(colors: [.red, .clear], startPoint: .top, endPoint: .bottom))
                .frame(height: 2)
        }
        .frame(width: 120, height: 120)
        .padding(12)
        .background(Circle().fill(.background))
        .overlay(Circle().stroke(Color.gray.opacity(0.3), lineWidth: 1))
        .background(.ultraThinMaterial, in: Circle())
        .overlay(alignment: .bottom) { Text("\(Int(progress * 100))%").font(.caption.monospacedDigit()) }
        .frame(maxWidth: .infinity)
        .padding(.vertical, 20)
        .background(Color.black.opacity(0.05))
        .clipShape(RoundedRectangle(cornerRadius: 20))
        .shadow(radius: 8)
        .padding(.horizontal)
        .frame(minHeight: 200)
        .background(Color.white)
        .overlay(Rectangle().fill(Color.white.opacity(0.1)))
        .compositingGroup()
        .opacity(progress > 0 ? 1 : 0.5)
        .animation(.easeOut, value: progress)
        .id("ring")
    }
}

struct SearchChain: View {
    @Binding var query: String

    var body: some View {
        NavigationStack {
            List { Text("Result") }
                .listStyle(.insetGrouped)
                .navigationTitle("Search")
                .navigationBarTitleDisplayMode(.large)
                .searchable(text: $query, prompt: "Find")
                .padding(.top, 4)
                .background(Color.gray.opacity(0.1))
                .toolbar { ToolbarItem(placement: .topBarTrailing) { Button("Done") {} } }
                .frame(maxWidth: .infinity)
                .overlay(alignment: .bottom) { Text(query).font(.footnote) }
                .background(.background)
                .navigationSplitViewColumnWidth(min: 200, ideal: 300)
                .foregroundStyle(.primary)
                .tint(.blue)
                .opacity(1)
                .id("search")
        }
    }
}
