import Foundation

/// What a node in the graph is, with the parameters its layout rule reads.
public enum NodeKind: Hashable, Sendable {
    /// A view that takes the size it is offered: `Color`, `Rectangle` and the other shapes.
    case shape(ShapeSpec)
    /// `Spacer(minLength:)`.
    case spacer(SpacerSpec)
    /// `HStack` or `VStack`.
    case stack(StackSpec)
    /// `ZStack(alignment:)`.
    case zstack(ZStackSpec)
    /// `frame(width:height:alignment:)`.
    case frame(FrameSpec)
    /// `frame(minWidth:idealWidth:maxWidth:minHeight:idealHeight:maxHeight:alignment:)`.
    case flexFrame(FlexFrameSpec)
    /// `padding(_:)`.
    case padding(EdgeInsets)
    /// `fixedSize(horizontal:vertical:)`.
    case fixedSize(FixedSizeSpec)
    /// `layoutPriority(_:)`.
    case layoutPriority(Double)
    /// `offset(x:y:)`.
    case offset(CGSize)
    /// `overlay` or `background`: child 0 is the primary view, child 1 the overlay or background.
    case overlayOrBackground(OverlayBackgroundSpec)
    /// `alignmentGuide(_:computeValue:)`.
    case alignmentGuide(AlignmentGuideSpec)
    /// `aspectRatio(_:contentMode:)`, `scaledToFit()` or `scaledToFill()`.
    case aspectRatio(AspectRatioSpec)
    /// `position(x:y:)`: the child's centre at this point of the modifier's bounds.
    case position(CGPoint)
    /// `ViewThatFits(in:)`: the children are the candidates, in order.
    case viewThatFits(ViewThatFitsSpec)
    /// `ScrollView(_:showsIndicators:)`: the single child is the content.
    case scrollView(ScrollViewSpec)
    /// `GeometryReader`: content made from the reader's geometry, or the children.
    case geometryReader(GeometryReaderSpec)
    /// A container laid out by a user's `Layout`.
    case customLayout(CustomLayoutSpec)
    /// `Grid`: the children are its rows.
    case grid(GridSpec)
    /// `GridRow`: the children are its cells. Outside a grid, a one-row grid.
    case gridRow(GridRowSpec)
    /// The grid modifiers of a cell; it lays out as its child.
    case gridCell(GridCellSpec)
    /// The layout direction set by `.environment(\.layoutDirection, _)` for the subtree; it
    /// lays out as its child, mirrored when the direction differs from the surrounding one.
    case layoutDirection(LayoutDirection)
    /// `Text`: measured by the built-in model or the measurer set in the environment.
    case text(TextSpec)
    /// `Image`: its natural size, or the size offered when resizable.
    case image(ImageSpec)
    /// A control laid out as a leaf, such as `ProgressView`.
    case control(ControlSpec)
    /// `Divider`: a line across the enclosing stack's axis.
    case divider(DividerSpec)
    /// A leaf sized by a host framework's function in the graph's table
    /// (``LayoutGraph/sizeFunction(_:)``).
    case measuredLeaf(SizeFunctionID)
    /// A safe area: the window's on a device, `safeAreaPadding` or `safeAreaInset`. Child 0 is
    /// the content; a `safeAreaInset` has its inset content as child 1.
    case safeArea(SafeAreaSpec)
    /// `ignoresSafeArea(_:edges:)`: its child grows into the insets of the safe areas it reaches.
    case ignoresSafeArea(IgnoresSafeAreaSpec)
    /// `LazyVGrid` or `LazyHGrid`: the children are its cells, in order.
    case lazyGrid(LazyGridSpec)
    /// `containerRelativeFrame` inside a scroll view: its child in a frame sized from the
    /// nearest enclosing scroll view's visible size.
    case containerRelativeFrame(ContainerRelativeFrameSpec)

    /// The SwiftUI name of the view or modifier this node models.
    public var displayName: String {
        switch self {
        case .shape(let spec): return spec.displayName
        case .spacer: return "Spacer"
        case .stack(let spec): return spec.axis == .horizontal ? "HStack" : "VStack"
        case .zstack: return "ZStack"
        case .frame, .flexFrame: return "frame"
        case .padding: return "padding"
        case .fixedSize: return "fixedSize"
        case .layoutPriority: return "layoutPriority"
        case .offset: return "offset"
        case .overlayOrBackground(let spec): return spec.placement.rawValue
        case .alignmentGuide: return "alignmentGuide"
        case .aspectRatio: return "aspectRatio"
        case .position: return "position"
        case .viewThatFits: return "ViewThatFits"
        case .scrollView: return "ScrollView"
        case .geometryReader: return "GeometryReader"
        case .customLayout: return "Layout"
        case .grid: return "Grid"
        case .gridRow: return "GridRow"
        case .gridCell: return "gridCell"
        case .layoutDirection: return "layoutDirection"
        // A long string is shortened with its length, never with "…", which reads as truncation.
        case .text(let spec): return spec.string.count > 24 ? "Text \"\(spec.string.prefix(20))\" (\(spec.string.count) characters)" : "Text \"\(spec.string)\""
        case .image(let spec): return spec.name.map { "Image \"\($0)\"" } ?? "Image"
        case .control(let spec): return spec.name
        case .divider: return "Divider"
        case .measuredLeaf: return "MeasuredLeaf"
        case .safeArea(let spec):
            switch spec.source {
            case .window: return spec.region == .keyboard ? "keyboard" : "safeArea"
            case .padding: return "safeAreaPadding"
            case .inset: return "safeAreaInset"
            }
        case .ignoresSafeArea: return "ignoresSafeArea"
        case .lazyGrid(let spec): return spec.axis == .vertical ? "LazyVGrid" : "LazyHGrid"
        case .containerRelativeFrame: return "containerRelativeFrame"
        }
    }
}

/// A shape or colour leaf. Its colour, which layout never reads, is kept on the node
/// (``LayoutNode/color``).
public struct ShapeSpec: Hashable, Sendable {
    /// Which view the leaf is.
    public enum Shape: String, Hashable, Sendable, CaseIterable {
        /// `Color`, `Rectangle`, `RoundedRectangle`, `Circle`, `Capsule` and `Ellipse`, which all
        /// take the space they are offered (10 points on an axis offered nothing).
        case color, rectangle, roundedRectangle, circle, capsule, ellipse
    }

    /// Which shape or colour the leaf is.
    public var shape: Shape
    /// The corner radius of a `RoundedRectangle`.
    public var cornerRadius: CGFloat?

    /// Creates the parameters of a shape leaf; `cornerRadius` is read only for a rounded
    /// rectangle.
    public init(shape: Shape, cornerRadius: CGFloat? = nil) {
        self.shape = shape
        self.cornerRadius = cornerRadius
    }

    /// `Color`, `Rectangle`, …
    public var displayName: String {
        switch shape {
        case .color: return "Color"
        case .rectangle: return "Rectangle"
        case .roundedRectangle: return "RoundedRectangle"
        case .circle: return "Circle"
        case .capsule: return "Capsule"
        case .ellipse: return "Ellipse"
        }
    }
}

/// `Spacer(minLength:)`. A `nil` minimum means the default spacing (8 pt).
public struct SpacerSpec: Hashable, Sendable {
    /// The least length the spacer takes along its stack's axis; `nil` for the default spacing.
    public var minLength: CGFloat?
    /// Creates a spacer's parameters.
    public init(minLength: CGFloat? = nil) { self.minLength = minLength }
}

/// `frame(width:height:alignment:)`.
public struct FrameSpec: Hashable, Sendable {
    /// The fixed width, or `nil` to take the child's width.
    public var width: CGFloat?
    /// The fixed height, or `nil` to take the child's height.
    public var height: CGFloat?
    /// Where the child is placed in the frame when their sizes differ.
    public var alignment: Alignment

    /// Creates a fixed frame's parameters.
    public init(width: CGFloat? = nil, height: CGFloat? = nil, alignment: Alignment = .center) {
        self.width = width
        self.height = height
        self.alignment = alignment
    }

    /// The fixed length along `axis`, if any.
    @inlinable
    package subscript(axis: Axis) -> CGFloat? {
        axis == .horizontal ? width : height
    }
}

/// `frame(minWidth:idealWidth:maxWidth:minHeight:idealHeight:maxHeight:alignment:)`.
public struct FlexFrameSpec: Hashable, Sendable {
    /// The constraints on one axis.
    public struct Limits: Hashable, Sendable {
        // Each limit is kept as the bit pattern of its value, with one NaN pattern that no
        // arithmetic produces standing for "unset": 24 bytes an axis instead of 48 for three
        // optionals. Node kinds are copied on every measurement, and this is their largest
        // payload.
        private var minBits: UInt64
        private var idealBits: UInt64
        private var maxBits: UInt64

        /// The least length, or `nil` for no minimum.
        public var min: CGFloat? {
            get { Self.value(minBits) }
            set { minBits = Self.bits(newValue) }
        }
        /// The length the frame takes when its parent proposes none, or `nil` to ask the child.
        public var ideal: CGFloat? {
            get { Self.value(idealBits) }
            set { idealBits = Self.bits(newValue) }
        }
        /// The greatest length, or `nil` for no maximum; `.infinity` takes all that is offered.
        public var max: CGFloat? {
            get { Self.value(maxBits) }
            set { maxBits = Self.bits(newValue) }
        }

        /// Creates the limits on one axis; each is unset by default.
        public init(min: CGFloat? = nil, ideal: CGFloat? = nil, max: CGFloat? = nil) {
            minBits = Self.bits(min)
            idealBits = Self.bits(ideal)
            maxBits = Self.bits(max)
        }

        /// Whether no limit is set: a frame with none on an axis leaves that axis to its child.
        public var isEmpty: Bool { minBits == Self.unset && idealBits == Self.unset && maxBits == Self.unset }

        /// The pattern that marks an unset limit: a quiet NaN with a payload of its own.
        private static let unset: UInt64 = 0x7FF8_7E11_1500_0001

        @inline(__always)
        private static func bits(_ value: CGFloat?) -> UInt64 { value.map { Double($0).bitPattern } ?? unset }

        @inline(__always)
        private static func value(_ bits: UInt64) -> CGFloat? { bits == unset ? nil : CGFloat(Double(bitPattern: bits)) }

        public static func == (a: Limits, b: Limits) -> Bool {
            a.min == b.min && a.ideal == b.ideal && a.max == b.max
        }

        public func hash(into hasher: inout Hasher) {
            hasher.combine(min)
            hasher.combine(ideal)
            hasher.combine(max)
        }
    }

    /// The limits on the horizontal axis.
    public var width: Limits
    /// The limits on the vertical axis.
    public var height: Limits
    /// Where the child is placed in the frame when their sizes differ.
    public var alignment: Alignment

    /// Creates a flexible frame's parameters.
    public init(width: Limits = Limits(), height: Limits = Limits(), alignment: Alignment = .center) {
        self.width = width
        self.height = height
        self.alignment = alignment
    }

    /// The constraints along `axis`.
    @inlinable
    package subscript(axis: Axis) -> Limits {
        get { axis == .horizontal ? width : height }
        set { if axis == .horizontal { width = newValue } else { height = newValue } }
    }
}

/// `fixedSize(horizontal:vertical:)`.
public struct FixedSizeSpec: Hashable, Sendable {
    /// Whether the child is proposed `nil` horizontally, so that it takes its ideal width.
    public var horizontal: Bool
    /// Whether the child is proposed `nil` vertically, so that it takes its ideal height.
    public var vertical: Bool
    /// Creates the parameters; both axes are fixed by default, as with `fixedSize()`.
    public init(horizontal: Bool = true, vertical: Bool = true) {
        self.horizontal = horizontal
        self.vertical = vertical
    }

    /// Whether the view is fixed at its ideal size along `axis`.
    @inlinable
    package subscript(axis: Axis) -> Bool { axis == .horizontal ? horizontal : vertical }
}

/// `overlay` or `background`.
public struct OverlayBackgroundSpec: Hashable, Sendable {
    /// Whether the layer is in front of the primary view (an overlay) or behind it.
    public enum Placement: String, Hashable, Sendable {
        /// `overlay`: in front of the primary view; `background`: behind it.
        case overlay, background
    }

    /// Whether the layer is an overlay or a background.
    public var placement: Placement
    /// How the layer is aligned with the primary view, which proposes it its own size.
    public var alignment: Alignment

    /// Creates the parameters of an overlay or a background.
    public init(placement: Placement, alignment: Alignment = .center) {
        self.placement = placement
        self.alignment = alignment
    }
}

/// `alignmentGuide(_:computeValue:)`: an explicit value for one guide, computed by one of the
/// graph's guide functions (``LayoutGraph/guideFunction(_:)``).
public struct AlignmentGuideSpec: Hashable, Sendable {
    /// The guide whose value the modifier sets.
    public var key: AlignmentKey
    /// The function of the view's dimensions that computes the value, in the graph's table.
    public var function: GuideFunctionID

    /// Creates the parameters of an alignment guide modifier.
    public init(key: AlignmentKey, function: GuideFunctionID) {
        self.key = key
        self.function = function
    }
}

/// The index of a guide function in a ``LayoutGraph``.
public struct GuideFunctionID: Hashable, Sendable {
    /// The function's position in the graph's table.
    public let rawValue: Int32
    /// Creates the ID of the function at position `rawValue`.
    public init(_ rawValue: Int32) { self.rawValue = rawValue }
}
