// A stub of the SwiftUI API surface that `aaflow scaffold` writes, for
// type-checking its output on Linux, where SwiftUI does not exist. Each
// declaration has the labels, argument types and generic shape of the one
// in Apple's documentation (iOS 26); bodies do nothing. Compiled by the
// tests with `swiftc -emit-module -module-name SwiftUI`; not part of the package.
//
// Simplified on purpose: `some View` results return `self`, result
// builders build tuples, and `LocalizedStringKey` takes literals only.

@_exported import Foundation

// MARK: - Views, scenes and their builders

@MainActor @preconcurrency public protocol View {
    associatedtype Body: View
    @ViewBuilder @MainActor var body: Body { get }
}

extension Never: View {
    public typealias Body = Never
    public var body: Never { fatalError() }
}

/// A view with no body of its own.
public protocol PrimitiveView: View where Body == Never {}
extension PrimitiveView {
    public var body: Never { fatalError() }
}

public struct EmptyView: PrimitiveView { public init() {} }
public struct TupleView<T>: PrimitiveView { public init(_ value: T) {} }
public struct AnyView: PrimitiveView { public init<V: View>(_ view: V) {} }
public struct ModifiedView<Content: View>: PrimitiveView { }
public struct ConditionalView<A: View, B: View>: PrimitiveView { }
extension Optional: View where Wrapped: View {
    public typealias Body = Never
    public var body: Never { fatalError() }
}

@resultBuilder public enum ViewBuilder {
    public static func buildBlock() -> EmptyView { EmptyView() }
    public static func buildBlock<Content: View>(_ content: Content) -> Content { content }
    public static func buildBlock<each Content: View>(_ content: repeat each Content) -> TupleView<(repeat each Content)> {
        TupleView((repeat each content))
    }
    public static func buildExpression<Content: View>(_ content: Content) -> Content { content }
    public static func buildIf<Content: View>(_ content: Content?) -> Content? { content }
    public static func buildEither<A: View, B: View>(first: A) -> ConditionalView<A, B> { fatalError() }
    public static func buildEither<A: View, B: View>(second: B) -> ConditionalView<A, B> { fatalError() }
}

public protocol Scene {
    associatedtype Body: Scene
    @SceneBuilder @MainActor var body: Body { get }
}
extension Never: Scene {}
public protocol PrimitiveScene: Scene where Body == Never {}
extension PrimitiveScene {
    public var body: Never { fatalError() }
}
public struct TupleScene<T>: PrimitiveScene { public init(_ value: T) {} }

@resultBuilder public enum SceneBuilder {
    public static func buildBlock<Content: Scene>(_ content: Content) -> Content { content }
    public static func buildBlock<each Content: Scene>(_ content: repeat each Content) -> TupleScene<(repeat each Content)> {
        TupleScene((repeat each content))
    }
}

@MainActor @preconcurrency public protocol App {
    associatedtype Body: Scene
    @SceneBuilder @MainActor var body: Body { get }
    @MainActor init()
}
extension App {
    @MainActor public static func main() {}
}

public struct WindowGroup<Content: View>: PrimitiveScene {
    public init(@ViewBuilder content: () -> Content) {}
}

/// `nonisolated struct AssistiveAccess<Content> where Content : View` (iOS 26).
public struct AssistiveAccess<Content: View>: PrimitiveScene {
    public init(@ViewBuilder content: () -> Content) {}
}

// MARK: - State

@propertyWrapper public struct State<Value> {
    public init(wrappedValue value: Value) {}
    public var wrappedValue: Value {
        get { fatalError() }
        nonmutating set {}
    }
    public var projectedValue: Binding<Value> { fatalError() }
}

@propertyWrapper @dynamicMemberLookup public struct Binding<Value> {
    public init(get: @escaping () -> Value, set: @escaping (Value) -> Void) {}
    public var wrappedValue: Value {
        get { fatalError() }
        nonmutating set {}
    }
    public var projectedValue: Binding<Value> { self }
    public subscript<Subject>(dynamicMember keyPath: WritableKeyPath<Value, Subject>) -> Binding<Subject> { fatalError() }
}

public struct EnvironmentValues {
    public var dismiss: DismissAction { fatalError() }
    public var accessibilityAssistiveAccessEnabled: Bool { fatalError() }
}

@propertyWrapper public struct Environment<Value> {
    public init(_ keyPath: KeyPath<EnvironmentValues, Value>) {}
    public var wrappedValue: Value { fatalError() }
}

public struct DismissAction {
    public func callAsFunction() {}
}

// MARK: - Text and images

public struct LocalizedStringKey: ExpressibleByStringLiteral {
    public init(stringLiteral value: String) {}
}

public struct Text: PrimitiveView {
    public init(_ key: LocalizedStringKey) {}
    @_disfavoredOverload public init<S: StringProtocol>(_ content: S) {}
}

public struct Image: PrimitiveView {
    public init(systemName: String) {}
    public init(_ name: String) {}
}

public struct Label<Title: View, Icon: View>: PrimitiveView {
    public init(@ViewBuilder title: () -> Title, @ViewBuilder icon: () -> Icon) {}
}
extension Label where Title == Text, Icon == Image {
    public init(_ titleKey: LocalizedStringKey, systemImage name: String) {}
    @_disfavoredOverload public init<S: StringProtocol>(_ title: S, systemImage name: String) {}
}

public struct ContentUnavailableView<Label: View, Description: View, Actions: View>: PrimitiveView {}
extension ContentUnavailableView where Label == SwiftUI.Label<Text, Image>, Description == Text?, Actions == EmptyView {
    public init(_ titleKey: LocalizedStringKey, systemImage name: String, description: Text? = nil) {}
}

// MARK: - Containers

public enum HorizontalAlignment { case leading, center, trailing }
public enum VerticalAlignment { case top, center, bottom }

public struct VStack<Content: View>: PrimitiveView {
    public init(alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil, @ViewBuilder content: () -> Content) {}
}
public struct HStack<Content: View>: PrimitiveView {
    public init(alignment: VerticalAlignment = .center, spacing: CGFloat? = nil, @ViewBuilder content: () -> Content) {}
}
/// Scaffold writes `ZStack { Color.clear.toolbar { ... }; ... }` for a back
/// button before every other control, and `Color.clear.frame(width: 0,
/// height: 0)` for one between two others.
public struct ZStack<Content: View>: PrimitiveView {
    public init(alignment: Alignment = .center, @ViewBuilder content: () -> Content) {}
}
public struct Color: PrimitiveView {
    init() {}
    public static let clear = Color()
}
extension View {
    public func frame(width: CGFloat? = nil, height: CGFloat? = nil, alignment: Alignment = .center) -> some View { self }
}

public enum Axis { case horizontal, vertical }
extension Axis {
    public struct Set: OptionSet {
        public let rawValue: Int8
        public init(rawValue: Int8) { self.rawValue = rawValue }
        public static let horizontal = Set(rawValue: 1)
        public static let vertical = Set(rawValue: 2)
    }
}

public struct ScrollView<Content: View>: PrimitiveView {
    public init(_ axes: Axis.Set = .vertical, showsIndicators: Bool = true, @ViewBuilder content: () -> Content) {}
}

public struct List<SelectionValue: Hashable, Content: View>: PrimitiveView {}
extension List where SelectionValue == Never {
    public init(@ViewBuilder content: () -> Content) {}
}

public struct Form<Content: View>: PrimitiveView {
    public init(@ViewBuilder content: () -> Content) {}
}

public struct GridItem {
    public enum Size {
        case fixed(CGFloat)
        case flexible(minimum: CGFloat = 10, maximum: CGFloat = .infinity)
        case adaptive(minimum: CGFloat, maximum: CGFloat = .infinity)
    }
    public init(_ size: Size = .flexible(), spacing: CGFloat? = nil, alignment: Alignment? = nil) {}
}
public struct Alignment { public static let center = Alignment() }

public struct LazyVGrid<Content: View>: PrimitiveView {
    public init(columns: [GridItem], alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil,
                pinnedViews: PinnedScrollableViews = .init(), @ViewBuilder content: () -> Content) {}
}
public struct PinnedScrollableViews: OptionSet {
    public let rawValue: UInt32
    public init(rawValue: UInt32) { self.rawValue = rawValue }
    public init() { rawValue = 0 }
}

public struct ForEach<Data: RandomAccessCollection, ID: Hashable, Content: View>: PrimitiveView {
    public init(_ data: Data, id: KeyPath<Data.Element, ID>, @ViewBuilder content: @escaping (Data.Element) -> Content) {}
}

public struct GraphicsContext {}
public enum ColorRenderingMode { case nonLinear, linear, extendedLinear }

public struct Canvas<Symbols: View>: PrimitiveView {}
extension Canvas where Symbols == EmptyView {
    public init(opaque: Bool = false, colorMode: ColorRenderingMode = .nonLinear, rendersAsynchronously: Bool = false,
                renderer: @escaping (inout GraphicsContext, CGSize) -> Void) {}
}

// MARK: - Tabs (iOS 18 `Tab` and `TabView`)

public protocol TabContent<TabValue> {
    associatedtype TabValue: Hashable
}
public struct TupleTabContent<Value: Hashable, T>: TabContent {
    public typealias TabValue = Value
    public init(_ value: T) {}
}
public struct DefaultTabLabel: PrimitiveView {}

@resultBuilder public enum TabContentBuilder<SelectionValue: Hashable> {
    public static func buildBlock<C: TabContent>(_ content: C) -> C where C.TabValue == SelectionValue { content }
    // (SwiftUI also requires each tab's value to be SelectionValue; a
    // same-element requirement on a pack is not yet expressible.)
    public static func buildBlock<each C: TabContent>(_ content: repeat each C) -> TupleTabContent<SelectionValue, (repeat each C)> {
        TupleTabContent((repeat each content))
    }
}

public struct Tab<Value: Hashable, Content: View, Label: View>: TabContent {
    public typealias TabValue = Value
}
extension Tab where Value == Never {
    public init(_ titleKey: LocalizedStringKey, systemImage: String, @ViewBuilder content: () -> Content) where Label == DefaultTabLabel {}
    public init(@ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) {}
}

public struct TabView<SelectionValue: Hashable, Content: View>: PrimitiveView {}
public struct TabContentView<C>: PrimitiveView {}
extension TabView where SelectionValue == Never {
    public init<C: TabContent>(@TabContentBuilder<Never> content: () -> C) where Content == TabContentView<C>, C.TabValue == Never {}
}

// MARK: - Navigation

public struct NavigationStack<Data, Root: View>: PrimitiveView {}
extension NavigationStack where Data == Never {
    public init(@ViewBuilder root: () -> Root) {}
}

public struct NavigationSplitView<Sidebar: View, Content: View, Detail: View>: PrimitiveView {}
extension NavigationSplitView where Content == EmptyView {
    public init(@ViewBuilder sidebar: () -> Sidebar, @ViewBuilder detail: () -> Detail) {}
}

public struct NavigationLink<Label: View, Destination: View>: PrimitiveView {
    public init(@ViewBuilder destination: () -> Destination, @ViewBuilder label: () -> Label) {}
}
extension NavigationLink where Destination == Never {
    public init<P: Hashable>(value: P?, @ViewBuilder label: () -> Label) {}
}

public struct Link<Label: View>: PrimitiveView {
    public init(destination: URL, @ViewBuilder label: () -> Label) {}
}

// MARK: - Controls

public struct ButtonRole: Equatable {
    public static let destructive = ButtonRole()
    public static let cancel = ButtonRole()
}

public struct Button<Label: View>: PrimitiveView {
    public init(action: @escaping @MainActor () -> Void, @ViewBuilder label: () -> Label) {}
    public init(role: ButtonRole?, action: @escaping @MainActor () -> Void, @ViewBuilder label: () -> Label) {}
}
extension Button where Label == Text {
    public init(_ titleKey: LocalizedStringKey, action: @escaping @MainActor () -> Void) {}
    @_disfavoredOverload public init<S: StringProtocol>(_ title: S, action: @escaping @MainActor () -> Void) {}
    public init(_ titleKey: LocalizedStringKey, role: ButtonRole?, action: @escaping @MainActor () -> Void) {}
}

public struct Toggle<Label: View>: PrimitiveView {
    public init(isOn: Binding<Bool>, @ViewBuilder label: () -> Label) {}
}

public struct Picker<Label: View, SelectionValue: Hashable, Content: View>: PrimitiveView {
    public init(selection: Binding<SelectionValue>, @ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) {}
}

public struct Menu<Label: View, Content: View>: PrimitiveView {
    public init(@ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) {}
}

public struct TextField<Label: View>: PrimitiveView {
    public init(text: Binding<String>, prompt: Text? = nil, @ViewBuilder label: () -> Label) {}
}

public struct Slider<Label: View, ValueLabel: View>: PrimitiveView {}
extension Slider where ValueLabel == EmptyView {
    public init<V: BinaryFloatingPoint>(value: Binding<V>, in bounds: ClosedRange<V> = 0...1, @ViewBuilder label: () -> Label,
                                        onEditingChanged: @escaping (Bool) -> Void = { _ in }) where V.Stride: BinaryFloatingPoint {}
}

public struct Stepper<Label: View>: PrimitiveView {
    public init<V: Strideable>(value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride = 1,
                               @ViewBuilder label: () -> Label, onEditingChanged: @escaping (Bool) -> Void = { _ in }) {}
}

// MARK: - Toolbars

public struct ToolbarItemPlacement {
    public static let topBarLeading = ToolbarItemPlacement()
    public static let topBarTrailing = ToolbarItemPlacement()
    public static let bottomBar = ToolbarItemPlacement()
    public static let primaryAction = ToolbarItemPlacement()
}

public protocol ToolbarContent {}
public struct TupleToolbarContent<T>: ToolbarContent { public init(_ value: T) {} }

@resultBuilder public enum ToolbarContentBuilder {
    public static func buildBlock<C: ToolbarContent>(_ content: C) -> C { content }
    public static func buildBlock<each C: ToolbarContent>(_ content: repeat each C) -> TupleToolbarContent<(repeat each C)> {
        TupleToolbarContent((repeat each content))
    }
}

public struct ToolbarItem<ID, Content: View>: ToolbarContent {}
extension ToolbarItem where ID == () {
    public init(placement: ToolbarItemPlacement = .primaryAction, @ViewBuilder content: () -> Content) {}
}

public struct ToolbarItemGroup<Content: View>: ToolbarContent {
    public init(placement: ToolbarItemPlacement = .primaryAction, @ViewBuilder content: () -> Content) {}
}

// MARK: - Modifiers

public enum Visibility { case automatic, visible, hidden }

extension View {
    public func navigationTitle(_ titleKey: LocalizedStringKey) -> some View { self }
    @_disfavoredOverload public func navigationTitle<S: StringProtocol>(_ title: S) -> some View { self }

    /// `nonisolated func assistiveAccessNavigationIcon(systemImage: String) -> some View` (iOS 26).
    public func assistiveAccessNavigationIcon(systemImage: String) -> some View { self }
    public func assistiveAccessNavigationIcon(_ icon: Image) -> some View { self }

    public func navigationBarBackButtonHidden(_ hidesBackButton: Bool = true) -> some View { self }

    public func toolbar<Content: ToolbarContent>(@ToolbarContentBuilder content: () -> Content) -> some View { self }

    public func navigationDestination<V: View>(isPresented: Binding<Bool>, @ViewBuilder destination: () -> V) -> some View { self }
    public func navigationDestination<D: Hashable, C: View>(for data: D.Type, @ViewBuilder destination: @escaping (D) -> C) -> some View { self }

    public func sheet<Content: View>(isPresented: Binding<Bool>, onDismiss: (() -> Void)? = nil,
                                     @ViewBuilder content: @escaping () -> Content) -> some View { self }

    public func confirmationDialog<A: View, M: View>(_ titleKey: LocalizedStringKey, isPresented: Binding<Bool>,
                                                     titleVisibility: Visibility = .automatic,
                                                     @ViewBuilder actions: () -> A, @ViewBuilder message: () -> M) -> some View { self }

    public func contextMenu<MenuItems: View>(@ViewBuilder menuItems: () -> MenuItems) -> some View { self }

    public func tag<V: Hashable>(_ tag: V) -> some View { self }

    public func onChange<V: Equatable>(of value: V, initial: Bool = false, _ action: @escaping () -> Void) -> some View { self }
    public func onChange<V: Equatable>(of value: V, initial: Bool = false, _ action: @escaping (V, V) -> Void) -> some View { self }
    public func onOpenURL(perform action: @escaping (URL) -> Void) -> some View { self }
}
