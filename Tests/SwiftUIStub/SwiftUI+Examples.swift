// Additions to the stub SwiftUI of Tests/SwiftUIStub/SwiftUI.swift for the
// example projects (examples/): the API they use beyond what scaffold writes,
// with the labels and generic shapes of Apple's documentation (iOS 26), and
// the few Foundation and Combine members the Apple SDKs have and Linux lacks.
// Compiled together with SwiftUI.swift, into one module `SwiftUI`, by
// ExampleProjectsTests; a declaration moved into SwiftUI.swift must leave
// this file. Simplified like SwiftUI.swift: bodies do nothing.

@_exported import Observation

// MARK: - Foundation and Combine on Apple platforms

extension URL {
    public static var documentsDirectory: URL { URL(fileURLWithPath: "/") }
}

public struct TimerPublisher {
    public func autoconnect() -> TimerPublisher { self }
}
extension Timer {
    public static func publish(every interval: TimeInterval, tolerance: TimeInterval? = nil, on runLoop: RunLoop,
                               in mode: RunLoop.Mode) -> TimerPublisher { TimerPublisher() }
}

// MARK: - State

@propertyWrapper public struct AppStorage<Value> {
    public init(wrappedValue: Value, _ key: String) {}
    public var wrappedValue: Value {
        get { fatalError() }
        nonmutating set {}
    }
    public var projectedValue: Binding<Value> { fatalError() }
}

extension Environment {
    /// `@Environment(Store.self)`: an `@Observable` object from the environment.
    public init(_ objectType: Value.Type) where Value: AnyObject & Observable {}
}

extension EnvironmentValues {
    public var openURL: OpenURLAction { fatalError() }
}
public struct OpenURLAction {
    public func callAsFunction(_ url: URL) {}
}

// MARK: - Views

public struct Spacer: PrimitiveView {
    public init(minLength: CGFloat? = nil) {}
}

extension Text {
    public init(_ date: Date, style: DateStyle) {}
    public init<F: FormatStyle>(_ input: F.FormatInput, format: F) where F.FormatOutput == String {}
    public struct DateStyle {
        public static let date = DateStyle()
        public static let time = DateStyle()
        public static let relative = DateStyle()
    }
}

public struct LabeledContent<Label: View, Content: View>: PrimitiveView {}
extension LabeledContent where Label == Text, Content == Text {
    public init(_ titleKey: LocalizedStringKey, value: String) {}
    @_disfavoredOverload public init<S: StringProtocol>(_ titleKey: LocalizedStringKey, value: S) {}
}

public struct Section<Parent: View, Content: View, Footer: View>: PrimitiveView {}
extension Section where Parent == Text, Footer == EmptyView {
    public init(_ titleKey: LocalizedStringKey, @ViewBuilder content: () -> Content) {}
    @_disfavoredOverload public init<S: StringProtocol>(_ title: S, @ViewBuilder content: () -> Content) {}
}
extension Section where Parent == EmptyView, Footer == EmptyView {
    public init(@ViewBuilder content: () -> Content) {}
}
extension Section {
    public init(@ViewBuilder content: () -> Content, @ViewBuilder header: () -> Parent, @ViewBuilder footer: () -> Footer) {}
}

extension List {
    public init<Data: RandomAccessCollection, RowContent: View>(_ data: Data, @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent)
        where SelectionValue == Never, Content == ForEach<Data, Data.Element.ID, RowContent>, Data.Element: Identifiable {}
    public init<Data: RandomAccessCollection, RowContent: View>(_ data: Data, selection: Binding<SelectionValue?>,
                                                                 @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent)
        where Content == ForEach<Data, Data.Element.ID, RowContent>, Data.Element: Identifiable {}
}

extension ForEach where Data.Element: Identifiable, ID == Data.Element.ID {
    public init(_ data: Data, @ViewBuilder content: @escaping (Data.Element) -> Content) {}
}
extension ForEach {
    public func onDelete(perform action: ((IndexSet) -> Void)?) -> some View { self }
}

extension NavigationStack {
    public init(path: Binding<Data>, @ViewBuilder root: () -> Root) where Data: MutableCollection, Data: RandomAccessCollection,
        Data: RangeReplaceableCollection, Data.Element: Hashable {}
}

extension Label where Title == Text, Icon == Image {
    public init(_ titleKey: LocalizedStringKey, image name: String) {}
}

extension Button where Label == SwiftUI.Label<Text, Image> {
    public init(_ titleKey: LocalizedStringKey, systemImage: String, action: @escaping @MainActor () -> Void) {}
    public init(_ titleKey: LocalizedStringKey, systemImage: String, role: ButtonRole?, action: @escaping @MainActor () -> Void) {}
}

extension Toggle where Label == Text {
    public init(_ titleKey: LocalizedStringKey, isOn: Binding<Bool>) {}
}
extension Toggle where Label == SwiftUI.Label<Text, Image> {
    public init(_ titleKey: LocalizedStringKey, systemImage: String, isOn: Binding<Bool>) {}
}

extension Picker where Label == Text {
    public init(_ titleKey: LocalizedStringKey, selection: Binding<SelectionValue>, @ViewBuilder content: () -> Content) {}
}

public struct DatePickerComponents: OptionSet {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    public static let date = DatePickerComponents(rawValue: 1)
    public static let hourAndMinute = DatePickerComponents(rawValue: 2)
}
public struct DatePicker<Label: View>: PrimitiveView {}
extension DatePicker where Label == Text {
    public init(_ titleKey: LocalizedStringKey, selection: Binding<Date>,
                displayedComponents: DatePickerComponents = [.hourAndMinute, .date]) {}
}

extension TextField where Label == Text {
    public init(_ titleKey: LocalizedStringKey, text: Binding<String>) {}
    public init(_ titleKey: LocalizedStringKey, text: Binding<String>, axis: Axis) {}
}
public struct TextEditor: PrimitiveView {
    public init(text: Binding<String>) {}
}

extension Stepper where Label == Text {
    public init<V: Strideable>(_ titleKey: LocalizedStringKey, value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride = 1) {}
    @_disfavoredOverload public init<S: StringProtocol, V: Strideable>(_ title: S, value: Binding<V>, in bounds: ClosedRange<V>,
                                                                        step: V.Stride = 1) {}
}

extension Menu where Label == SwiftUI.Label<Text, Image> {
    public init(_ titleKey: LocalizedStringKey, systemImage: String, @ViewBuilder content: () -> Content) {}
}

extension Link where Label == Text {
    public init(_ titleKey: LocalizedStringKey, destination: URL) {}
}

extension NavigationLink where Destination == Never {
    public init<P: Hashable>(value: P?, @ViewBuilder label: () -> Label) where P: Identifiable {}
}

extension TabView {
    public init<C: TabContent>(selection: Binding<SelectionValue>, @TabContentBuilder<SelectionValue> content: () -> C)
        where Content == TabContentView<C> {}
}
extension TabView where SelectionValue == Int {
    public init(selection: Binding<SelectionValue>? = nil, @ViewBuilder content: () -> Content) {}
}
extension Tab where Label == DefaultTabLabel {
    public init(_ titleKey: LocalizedStringKey, systemImage: String, value: Value, @ViewBuilder content: () -> Content) {}
}

extension TabView where SelectionValue: Hashable {
    @_disfavoredOverload public init(selection: Binding<SelectionValue>, @ViewBuilder content: () -> Content) {}
}

// MARK: - Styles

public struct Font {
    public static let largeTitle = Font(), title = Font(), title2 = Font(), title3 = Font(), headline = Font()
    public static let subheadline = Font(), body = Font(), footnote = Font(), caption = Font()
    public static func system(size: CGFloat) -> Font { Font() }
    public func bold() -> Font { self }
    public func weight(_ weight: Weight) -> Font { self }
    public struct Weight {
        public static let regular = Weight(), semibold = Weight(), bold = Weight()
    }
}

public protocol ShapeStyle {}
public struct AnyShapeStyle: ShapeStyle {}
extension Color: ShapeStyle {
    public static let yellow = Color(), green = Color(), white = Color(), secondary = Color()
    public var gradient: AnyShapeStyle { AnyShapeStyle() }
}
public struct TintShapeStyle: ShapeStyle {}
public struct HierarchicalShapeStyle: ShapeStyle {
    public static let secondary = HierarchicalShapeStyle()
    public var tertiary: HierarchicalShapeStyle { self }
}
extension ShapeStyle where Self == TintShapeStyle { public static var tint: TintShapeStyle { TintShapeStyle() } }
extension ShapeStyle where Self == Color {
    public static var yellow: Color { .yellow }
    public static var green: Color { .green }
    public static var white: Color { .white }
}
extension ShapeStyle where Self == HierarchicalShapeStyle {
    public static var secondary: HierarchicalShapeStyle { .secondary }
}
public struct FillShapeStyle: ShapeStyle { public var tertiary: FillShapeStyle { self } }
extension ShapeStyle where Self == FillShapeStyle { public static var fill: FillShapeStyle { FillShapeStyle() } }

public protocol Shape {}
public struct RoundedRectangle: Shape {}
public struct Capsule: Shape {}
extension Shape where Self == RoundedRectangle { public static func rect(cornerRadius: CGFloat) -> RoundedRectangle { RoundedRectangle() } }
extension Shape where Self == Capsule { public static var capsule: Capsule { Capsule() } }

public protocol ButtonStyle {
    associatedtype Body: View
    typealias Configuration = ButtonStyleConfiguration
    @ViewBuilder func makeBody(configuration: Configuration) -> Body
}
public struct ButtonStyleConfiguration {
    public struct Label: PrimitiveView {}
    public let label: Label
    public let isPressed: Bool
}
public struct BorderedProminentButtonStyle: ButtonStyle {
    public func makeBody(configuration: Configuration) -> some View { configuration.label }
}
public struct BorderlessButtonStyle: ButtonStyle {
    public func makeBody(configuration: Configuration) -> some View { configuration.label }
}
extension ButtonStyle where Self == BorderedProminentButtonStyle { public static var borderedProminent: Self { .init() } }
extension ButtonStyle where Self == BorderlessButtonStyle { public static var borderless: Self { .init() } }

public protocol PickerStyle {}
public struct SegmentedPickerStyle: PickerStyle {}
public struct InlinePickerStyle: PickerStyle {}
extension PickerStyle where Self == SegmentedPickerStyle { public static var segmented: Self { .init() } }
extension PickerStyle where Self == InlinePickerStyle { public static var inline: Self { .init() } }

extension ToolbarItemPlacement {
    public static let secondaryAction = ToolbarItemPlacement()
    public static let principal = ToolbarItemPlacement()
    public static let cancellationAction = ToolbarItemPlacement()
    public static let confirmationAction = ToolbarItemPlacement()
}

public enum HorizontalEdge { case leading, trailing }
public enum Edge { case top, leading, bottom, trailing }
public struct EdgeSet: OptionSet {
    public let rawValue: Int8
    public init(rawValue: Int8) { self.rawValue = rawValue }
    public static let vertical = EdgeSet(rawValue: 1)
    public static let horizontal = EdgeSet(rawValue: 2)
}
extension Alignment {
    public static let leading = Alignment()
    public static let topLeading = Alignment()
}
public struct PresentationDetent: Hashable {
    public static let medium = PresentationDetent()
    public static let large = PresentationDetent()
}
public enum TitleDisplayMode { case automatic, inline, large }
public enum ScrollDismissesKeyboardMode { case automatic, immediately, interactively, never }
public enum AccessibilityChildBehavior { case ignore, contain, combine }
public struct BounceEffect { }
extension BounceEffect { public static let bounce = BounceEffect() }
public struct SymbolEffectOptions { public static let repeating = SymbolEffectOptions() }

// MARK: - Modifiers

extension View {
    public func environment<T: AnyObject & Observable>(_ object: T?) -> some View { self }
    public func tabItem<V: View>(@ViewBuilder _ label: () -> V) -> some View { self }
    public func font(_ font: Font?) -> some View { self }
    public func foregroundStyle<S: ShapeStyle>(_ style: S) -> some View { self }
    public func tint(_ tint: Color?) -> some View { self }
    public func padding(_ length: CGFloat? = nil) -> some View { self }
    public func padding(_ edges: EdgeSet, _ length: CGFloat? = nil) -> some View { self }
    public func frame(minWidth: CGFloat? = nil, maxWidth: CGFloat? = nil, minHeight: CGFloat? = nil, maxHeight: CGFloat? = nil,
                      alignment: Alignment = .center) -> some View { self }
    public func background<S: ShapeStyle>(_ style: S) -> some View { self }
    public func background<S: ShapeStyle, T: Shape>(_ style: S, in shape: T) -> some View { self }
    public func overlay<V: View>(@ViewBuilder content: () -> V) -> some View { self }
    public func disabled(_ disabled: Bool) -> some View { self }
    public func strikethrough(_ isActive: Bool = true) -> some View { self }
    public func opacity(_ opacity: Double) -> some View { self }
    public func accessibilityLabel(_ label: LocalizedStringKey) -> some View { self }
    public func accessibilityElement(children: AccessibilityChildBehavior = .ignore) -> some View { self }
    public func buttonStyle<S: ButtonStyle>(_ style: S) -> some View { self }
    public func pickerStyle<S: PickerStyle>(_ style: S) -> some View { self }
    public func navigationBarTitleDisplayMode(_ displayMode: TitleDisplayMode) -> some View { self }
    public func scrollDismissesKeyboard(_ mode: ScrollDismissesKeyboardMode) -> some View { self }
    public func presentationDetents(_ detents: Set<PresentationDetent>) -> some View { self }
    public func symbolEffect(_ effect: BounceEffect, options: SymbolEffectOptions = .repeating) -> some View { self }
    public func toolbar<Content: View>(@ViewBuilder content: () -> Content) -> some View { self }
    public func searchable(text: Binding<String>, prompt: LocalizedStringKey) -> some View { self }
    public func swipeActions<T: View>(edge: HorizontalEdge = .trailing, allowsFullSwipe: Bool = true,
                                      @ViewBuilder content: () -> T) -> some View { self }
    public func sheet<Item: Identifiable, Content: View>(item: Binding<Item?>, onDismiss: (() -> Void)? = nil,
                                                         @ViewBuilder content: @escaping (Item) -> Content) -> some View { self }
    public func fullScreenCover<Content: View>(isPresented: Binding<Bool>, onDismiss: (() -> Void)? = nil,
                                               @ViewBuilder content: @escaping () -> Content) -> some View { self }
    public func confirmationDialog<A: View>(_ titleKey: LocalizedStringKey, isPresented: Binding<Bool>,
                                            titleVisibility: Visibility = .automatic, @ViewBuilder actions: () -> A) -> some View { self }
    @_disfavoredOverload
    public func confirmationDialog<S: StringProtocol, A: View, M: View>(_ title: S, isPresented: Binding<Bool>,
                                                                        titleVisibility: Visibility = .automatic,
                                                                        @ViewBuilder actions: () -> A,
                                                                        @ViewBuilder message: () -> M) -> some View { self }
    public func onAppear(perform action: (() -> Void)? = nil) -> some View { self }
    public func onTapGesture(count: Int = 1, perform action: @escaping () -> Void) -> some View { self }
    public func onReceive(_ publisher: TimerPublisher, perform action: @escaping (Date) -> Void) -> some View { self }
}

extension State {
    public init(initialValue value: Value) {}
}
