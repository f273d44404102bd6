import AAFlow
import AAFlowSwift

/// The extraction of one project: the type index, what is known across its
/// scenes (memos, dynamic views, where following gave up), and the scene
/// being read (`current`, a `SceneExtraction` made afresh for each).
final class Extraction {
    let index: TypeIndex
    /// Paths of the files, relative to the project folder.
    let paths: [String]

    /// The scene being read: made afresh for each scene.
    var current = SceneExtraction(kind: .standard)
    /// View types assigned to a dynamic view (`any View`, a stored `AnyView`), and where one is shown (rule 33).
    var dynamicShows: [String: Loc] = [:]
    /// The View types assigned to a dynamic view's property, by property name.
    var dynamicAssignments: [String: [String]] = [:]
    /// Scenes that yield no screen: what was said, and where (rule 23).
    var unresolvedScenes: [(SwiftProblem.Message, Loc)] = []
    /// The methods and given closures being followed, for cycles (rules 23 and 29).
    var effectStack: [String] = []
    /// What a method does, by method, owner and what is known of its arguments.
    var effectMemo: [String: Effects] = [:]
    /// `closuresStored(in:of:)`, by type and property.
    var storedClosures: [String: [(SExpr, Ctx)]] = [:]
    /// The methods and properties being followed for the views they build, for cycles.
    var hitStack: [String] = []
    /// The `didSet` observers being read (`effectsOfDidSet`), by type and property: Swift runs no
    /// observer again for a set made inside it, and two that set each other are read once.
    var didSetsRead: Set<String> = []
    /// Places where following views, calls or closures gave up at the nesting guard (rule 23).
    var gaveUpHits: [Loc] = []
    /// How many times a router view was found to show nothing for the value known
    /// (`hits`): a destination that finds no view then has no target, not an inline one.
    var emptyRouterChoices = 0
    /// Whether `hits` reads the views a scene's closure builds (`startScreen`): a router view
    /// there shows any of its views, since a root's stage is often set as it appears (a
    /// splash screen that moves on); anywhere else, a router that picks by its own `@State`
    /// starts at that state's first value (`routerBody`), as a sheet's step-by-step flow does.
    var atSceneRoot = false
    /// Which View types are router views (rule 32), by type.
    var routerViews: [ObjectIdentifier: Bool] = [:]
    /// Containers the project wrote (`isContainerView`): the properties each shows, nil for a type that is none.
    var containerViews: [ObjectIdentifier: [String]?] = [:]

    var projectNotes: [ExtractNote] = []
    /// The look-ups of "what was not placed" kept from the last extraction
    /// (`ExtractionCache`, while the type index is kept); nil: none kept.
    var notPlacedMemo: NotPlacedMemo?
    /// The texts of the project's own language for the keys its String Catalogs hold
    /// (`StringCatalog.texts`): `Text("home.title")` shows "Pantry".
    var catalog: [String: String] = [:]

    /// The lowest stack address following may reach (`SwiftParser.stackFloor`,
    /// from where the extraction starts, all of the stack left but the margin:
    /// nothing follows it): a thread with a small stack stops a long chain of
    /// modifiers at a located gave-up, not at a crash.
    let stackFloor = SwiftParser.stackFloor(startingAt: stackAddress(), share: 1)
    /// Whether following must stop here, for want of stack.
    var outOfStack: Bool { stackAddress() < stackFloor }

    /// What the extraction reads of the model, heard while it listens (`listened`).
    let readLog: ReadLog
    /// The places `gaveUpAt` was called at while listening, in order.
    var gaveUpHeard: [Loc]?
    /// What the previews show, kept between extractions (`PreviewMemo`); nil: none kept.
    var previewMemo: PreviewMemo?

    init(index: TypeIndex, paths: [String], readLog: ReadLog = ReadLog()) {
        self.index = index
        self.paths = paths
        self.readLog = readLog
    }

    /// Works out `body` while listening to what it reads (`ReadLog`): its
    /// answer, what it read, and where it gave up (`gaveUpAt`), in order.
    func listened<T>(_ body: () -> T) -> (T, ReadLog.Heard, gaveUp: [Loc]) {
        readLog.listen()
        gaveUpHeard = []
        let answer = body()
        let gaveUp = gaveUpHeard ?? []
        gaveUpHeard = nil
        return (answer, readLog.stop(), gaveUp)
    }

    /// An answer about a type that reads only the type's own code (its parts and
    /// the protocol extensions it takes members from), kept for the run
    /// (`routerViews`, `containerViews`), depends on the files of that code: a
    /// listener hears them whether the answer is worked out or looked up.
    func dependsOn(_ entry: TypeIndex.Entry) {
        for p in index.allParts(entry) { readLog.peeked(file: Int(p.loc.file)) }
    }

    /// Says again where an answer kept gave up, and asks again for what it read,
    /// as working it out would have.
    func replay(_ heard: ReadLog.Heard, gaveUp: [Loc]) {
        readLog.replay(heard)
        for l in gaveUp { gaveUpAt(l) }
    }

    func location(_ l: Loc) -> ProjectLocation {
        let f = Int(l.file)
        return ProjectLocation(file: f >= 0 && f < paths.count ? paths[f] : "", line: Int(l.line), column: Int(l.column))
    }

    func note(_ message: String, _ l: Loc) -> ExtractNote {
        ExtractNote(message, at: l == .none ? nil : location(l))
    }
}

/// What one scene's extraction holds while it is read: its screens, the
/// current.queue of screens to read, the destinations of pushed values, the entries.
/// `Extraction.extractScene` makes a new one for each scene; nothing is reset by hand.
final class SceneExtraction {
    let kind: SceneKind
    var builds: [String: ScreenBuild] = [:]
    var buildOrder: [String] = []
    var queue: [String] = []
    var valueDestinations: [ValueDestination] = []
    var notes: [ExtractNote] = []
    var entryHandlers: [EntryHandler] = []
    var inlineCounter = 0
    /// The start screen of the scene, and the scene's closure with its context.
    var wrapper: (start: String, content: SExpr, ctx: Ctx)?
    /// The other views the scene's closure shows by a condition (`if let store { Home() } else
    /// { StorageProblem() }`), with the place of the closure: each a first screen of the scene.
    var sceneChoices: [(id: String, loc: Loc)] = []
    /// The controls (`screen#slot`) whose effects took the relays of other screens (`relaysOfOtherScreens`).
    var relayedAcross: Set<String> = []
    /// The state a `TabView(selection: $page)` being read binds, while its tabs are read: in a
    /// tab generated for a case (`ForEach(Page.allCases) { item in ... .tag(item) }`), `page`
    /// is that case, as the tab shows only when it is selected.
    var tabSelection: String?
    /// The screens a timer leads to by a condition besides the one written (`resolveTimers`).
    var timerAlternatives: [(id: String, loc: Loc)] = []
    /// Bindings put in the environment under a key of the project (`.environment(\.overlay, $overlay)`):
    /// the variable each key's binding stands for, by key name (`overlay`).
    var environmentBindings: [String: (owner: String?, name: String)] = [:]
    /// Inline screens already made, by presenter, place and what is known of the value shown.
    var inlineCache: [String: String] = [:]
    /// What presentations and value destinations show, by serial and value (`destinationTargets`).
    var destinationTargets: [DestinationMemoKey: [String]] = [:]
    /// The value destinations each value matches, and how many destinations there were then (`matchingDestinations`).
    var matchingDestinations: [KValue: (count: Int, found: [ValueDestination])] = [:]
    /// Router views looked through since the last screen was read (`hits`), whose choice by
    /// their own state or model is not yet a presentation (`Extraction.gateRouter`).
    var routersSeen: [TypeIndex.Entry] = []
    /// The router views whose choice is a presentation of the scene already.
    var gatedRouters: Swift.Set<ObjectIdentifier> = []
    /// The last serial given to a presentation or value destination of the scene.
    private var lastSerial = 0

    /// A new serial, for a presentation or value destination as it is made (from 1).
    func serial() -> Int {
        lastSerial += 1
        return lastSerial
    }

    init(kind: SceneKind) {
        self.kind = kind
    }
}

/// A `.navigationDestination(for: T.self) { value in ... }` of the scene.
struct ValueDestination {
    var typeName: String?
    var param: String?
    var content: SExpr
    var ctx: Ctx
    /// The screen that holds it (inline destinations are named after it).
    var holder: String
    var loc: Loc
    /// Its number in the scene (`SceneExtraction.serial`), for `destinationTargets`.
    var serial = 0
    /// Whether it takes a case of any enum: the `destination:` closure of a
    /// `NavigationStack` of the Composable Architecture, whose `switch` tells the cases apart.
    var takesAnyCase = false
}

/// A handler of an outside event (rule 16) and what it does.
struct EntryHandler {
    var effects: Effects
    var what: String
    var loc: Loc
    var holderCtx: Ctx?
}

/// Where a screen's content comes from.
enum ScreenSource {
    /// A View type.
    case type(TypeIndex.Entry)
    /// Content built inline in a destination (`_sheet`, `_destination`).
    case inline(content: SExpr, ctx: Ctx, presenter: String, suffix: String)
    /// A `TabView` built by the scene itself (`standardTabs`).
    case tabs(SExpr, Ctx)
    /// The scene's root written in place, of SwiftUI's own views (`standardRoot`).
    case sceneRoot(content: SExpr, ctx: Ctx)
    /// A View type the project does not declare (`SubscriptionStoreView`, a package's view), rule 30,
    /// with the content that shows it when that adds controls around it (`.navigationBarItems`).
    case foreign(String, content: SExpr?, ctx: Ctx?)
}

/// A presentation: `.sheet(isPresented: $x) { ... }` and its kin.
struct Presentation {
    var owner: String?
    var name: String
    var sheet: Bool
    var content: SExpr?
    var param: String?
    var ctx: Ctx
    var suffix: String
    var loc: Loc
    var setBySomething = false
    /// Its number in the scene (`SceneExtraction.serial`), for `destinationTargets`.
    var serial = 0
    /// Whether controls of other screens may set it though it is a view's own state
    /// (a scene's root that switches on its state, `SceneBuilder.gateOnState`).
    var sharedWithScreensShown = false
    /// A tab bar the project draws itself (`Extraction.customTabBar`): the buttons that set it are tabs.
    var tabBar = false
    /// What shows when the flag is set to `false` (`SceneBuilder.gateOnFlag`: the other branch).
    var whenCleared: SExpr? = nil
    /// Shown whenever the screen is (`isPresented: .constant(true)`): no control sets it.
    var alwaysShown = false
}

/// `.onReceive(model.$state) { s in ... }` or `.onChange(of: state) { _, s in ... }`: what it does
/// when the property changes, with the new value as `param`.
struct Relay {
    var owner: String?
    var name: String
    var param: String?
    var action: SExpr
    var ctx: Ctx
    /// A system sheet's completion (`.fileImporter(isPresented:)`): it follows the control that
    /// shows the sheet, also an item of a menu (whose other relays are the menu's own).
    var shownBySetter = false
}

/// A `.confirmationDialog` or `.alert` and its buttons.
struct Dialog {
    var owner: String?
    var name: String
    /// Each button: whether it is destructive, and what it does.
    var buttons: [(destructive: Bool, effects: Effects)]
    var loc: Loc
}

/// A control being built: the control, and what its action does, until
/// targets are resolved.
struct Slot {
    var control: ExtractedControl
    var effects: Effects?
    /// Targets known at once (a destination link, a tab), in order.
    var targets: [String] = []
    /// `NavigationLink(value:)`: resolved against the scene's destinations.
    var value: KValue?
    var valueLoc: Loc = .none
    var inToolbar = false
    /// An item of a `Menu`: kept only when it leads somewhere or is destructive.
    var inMenu = false
    /// Whether some of the targets are presented as sheets, and which (a control that opens a
    /// sheet in one branch and swaps the screen in another is a sheet only for the first).
    var sheet = false
    var sheetTargets: Set<String> = []
    /// Whether presentations of shared objects on other screens were looked at.
    var sharedDone = false
    /// A tab with a tag, of a `TabView` with a selection: what a `.onChange(of:)` of the
    /// selection does when the tab is picked is the tab's (`Extraction.tabRelays`).
    var tabTag: TabTag?
    /// Kept only when it leads somewhere once the screen is resolved (a selection list's row,
    /// whose selection a `.onChange(of:)` may turn into a presentation).
    var onlyIfLeads = false
}

/// A tab's tag, the `TabView`'s selection, and its page when that is only a placeholder
/// (`Color.clear`, `Text("")`): such a page is a target only when picking the tab presents nothing.
/// A class, so that a slot holds one reference: every frame of the walk holds slots.
final class TabTag {
    let tag: SExpr
    let ctx: Ctx
    let placeholder: SExpr?
    var selection: (owner: String?, name: String)?

    init(tag: SExpr, ctx: Ctx, placeholder: SExpr? = nil) {
        self.tag = tag
        self.ctx = ctx
        self.placeholder = placeholder
    }
}

/// A screen being read.
final class ScreenBuild {
    let id: String
    let source: ScreenSource
    var screen: ExtractedScreen
    var slots: [Slot] = []
    var presentations: [Presentation] = []
    /// The split view columns the sidebar's rows lead to (`Extraction.sidebarTargets`), by where they are written.
    var columnsLedTo: Swift.Set<Loc> = []
    var dialogs: [Dialog] = []
    /// Timers: seconds (nil when unknown), what they do, where.
    var timers: [Effects.Timer] = []
    var expanded: Set<String> = []
    var stack: [String] = []
    var hidesBack = false
    /// Handlers that turn a change of a property into navigation (`.onReceive`, `.onChange`).
    var relays: [Relay] = []
    /// What `.onAppear` and `.task` do, when it may navigate: noted if it presents or pushes.
    var appearing: [(name: String, effects: Effects, loc: Loc)] = []
    var kindFromBody: ScreenKind?
    var tabTitle: String?
    var resolved = false
    /// Modifier chains written around the screen where it is shown (its title, toolbar, destinations).
    var wrappers: [ViewArgument] = []
    /// Views the call that first showed the screen gave it (`RouterView { ContentView() }`).
    var given: [String: ViewArgument] = [:]
    /// Bindings the call that first showed the screen gave it (`ScheduleView(showAccount:
    /// $showAccount)`): what sets its property sets the caller's variable.
    var aliases: [String: (owner: String?, name: String)] = [:]
    /// For a generic View type (`FlowHost<C: FlowCoordinator>`), the call that first showed it and
    /// where: what its generic parameters stand for is read from what the call gives (`givenGeneric`).
    var madeBy: (args: [SArg], ctx: Ctx)?
    /// Variables (`owner.name`) set in branches the calls that make its views leave out (`setsLeftOut`).
    var setsLeftOut: Set<String> = []
    /// A screen shown in the content column of a three-column split: where its links and selection rows lead.
    var column: SidebarTargets?

    init(id: String, source: ScreenSource, location: ProjectLocation) {
        self.id = id
        self.source = source
        screen = ExtractedScreen(id: id, location: location)
    }
}

extension Extraction {
    /// The screen of a View type, created and queued on first request.
    func requestScreen(_ e: TypeIndex.Entry, given: [String: ViewArgument] = [:], wrappers: [ViewArgument] = [],
                       aliases: [String: (owner: String?, name: String)] = [:], madeBy: (args: [SArg], ctx: Ctx)? = nil) -> String {
        let id = index.id(of: e)
        // What the place that shows it writes around it, while the screen is not read yet.
        if let b = current.builds[id], !b.resolved {
            for w in wrappers where !b.wrappers.contains(where: { $0.expr.loc == w.expr.loc }) { b.wrappers.append(w) }
        }
        if current.builds[id] == nil {
            let b = ScreenBuild(id: id, source: .type(e), location: location(e.loc))
            b.given = given
            b.aliases = aliases
            b.wrappers = wrappers
            // (A router view's call too: the case it was given picks what it shows, `build`.)
            if e.parts.contains(where: { !$0.genericParameters.isEmpty }) || isRouterView(e) { b.madeBy = madeBy }
            b.screen.typeName = e.name
            current.builds[id] = b
            current.buildOrder.append(id)
            current.queue.append(id)
        }
        return id
    }

    /// The screen of a View type the project does not declare (rule 30): no controls.
    func requestForeign(_ name: String, loc: Loc, content: SExpr? = nil, ctx: Ctx? = nil) -> String {
        if current.builds[name] == nil {
            let b = ScreenBuild(id: name, source: .foreign(name, content: content, ctx: ctx), location: location(loc))
            b.screen.typeName = name
            current.builds[name] = b
            current.buildOrder.append(name)
            current.queue.append(name)
        }
        return name
    }

    /// Views of SwiftUI and its kin that are content, not screens of their own.
    static let builtinViews: Set<String> = [
        "Text", "Image", "Label", "Color", "EmptyView", "Spacer", "Divider", "ProgressView", "Form", "List", "Section",
        "ScrollView", "VStack", "HStack", "ZStack", "LazyVStack", "LazyHStack", "LazyVGrid", "LazyHGrid", "Grid", "GridRow",
        "NavigationStack", "NavigationView", "NavigationSplitView", "Group", "GeometryReader", "Button", "Link", "Toggle",
        "Picker", "TextField", "SecureField", "TextEditor", "Menu", "ForEach", "AnyView", "TabView", "ViewThatFits",
        "ContentUnavailableView", "Rectangle", "RoundedRectangle", "Circle", "Capsule", "Ellipse", "Path", "Canvas",
        "AsyncImage", "Gauge", "Slider", "Stepper", "DatePicker", "ColorPicker", "ShareLink", "Table", "DisclosureGroup",
        "OutlineGroup", "GroupBox", "ControlGroup", "LabeledContent", "TimelineView", "ScrollViewReader", "Chart", "Map",
        "VideoPlayer", "SignInWithAppleButton", "PhotosPicker", "Font", "Binding",
    ]

    /// A screen for content with no View type of its own; named after the presenter at the end.
    func requestInline(_ content: SExpr, _ ctx: Ctx, presenter: String, suffix: String, loc: Loc) -> String {
        let key = "\(presenter)|\(suffix)|\(content.loc.file):\(content.loc.line):\(content.loc.column)|" + KValue.key(of: ctx.env)
        if let id = current.inlineCache[key] { return id }
        defer { current.inlineCache[key] = "\u{1}\(presenter)\u{1}\(suffix)\u{1}\(current.inlineCounter)" }
        current.inlineCounter += 1
        let id = "\u{1}\(presenter)\u{1}\(suffix)\u{1}\(current.inlineCounter)"
        let b = ScreenBuild(id: id, source: .inline(content: content, ctx: ctx, presenter: presenter, suffix: suffix),
                            location: location(loc))
        current.builds[id] = b
        current.buildOrder.append(id)
        current.queue.append(id)
        return id
    }

    // MARK: Values and types

    /// What is known of the value of an expression.
    func valueOf(_ e: SExpr, _ ctx: Ctx) -> KValue {
        if let picked = pickedElement(e, ctx) { return picked }
        switch e {
        case .member(nil, let n, _):
            return .enumCase(nil, n)
        case .call(.member(nil, let n, _), _, _, _):
            return .enumCase(nil, n)
        case .member(.name(let t, _)?, let n, _) where TypeText.isUpper(t):
            if let entry = index.lookup(t, in: ctx), entry.kind == .enum, entry.cases.contains(n) {
                return .enumCase(index.id(of: entry), n)
            }
            if n == "self" { return .typed(t) }
            return .typed(t)
        case .call(.member(.name(let t, _)?, let n, _), _, _, _) where TypeText.isUpper(t):
            if let entry = index.lookup(t, in: ctx), entry.kind == .enum, entry.cases.contains(n) {
                return .enumCase(index.id(of: entry), n)
            }
            // `ListScreen.ViewModel(...)`: a nested type, made.
            if TypeText.isUpper(n) { return .typed(t + "." + n) }
            return .typed(t)
        case .call(.name(let t, _), _, _, _) where TypeText.isUpper(t):
            return .typed(t)
        // `[Thread]()`, an empty array of a type.
        case .call(.array(let items, _), let a, let tr, _) where a.isEmpty && tr.isEmpty && items.count == 1:
            if case .name(let t, _) = items[0], TypeText.isUpper(t) { return .typed("[" + t + "]") }
            return .unknown
        // `AppModel.Route.book(b)`, `AppModel.Route.settings`: a case of an enum nested in another type.
        case .member(let base?, let n, _) where !TypeText.isUpper(n) && dottedTypePath(base) != nil,
             .call(.member(let base?, let n, _), _, _, _) where !TypeText.isUpper(n) && dottedTypePath(base) != nil:
            let path = dottedTypePath(base)!
            if let entry = index.lookup(path, in: ctx), entry.kind == .enum, entry.cases.contains(n) {
                return .enumCase(index.id(of: entry), n)
            }
            return .typed(path)
        case .string: return .typed("String")
        case .number(let v, _): return .typed(v == v.rounded() ? "Int" : "Double")
        case .bool: return .typed("Bool")
        case .name(let n, _):
            if let v = ctx.env[n] { return v }
            if let t = memberType(n, ctx) { return .typed(givenGeneric(t, ctx) ?? t) }
            return .unknown
        case .member(let base?, let n, _):
            if isSelf(base) { return valueOf(.name(n, e.loc), ctx) }
            // `entry.route` of an element of a literal array: what the element was given.
            if case .name(let b, _) = base, let given = ctx.records[b]?[n] { return valueOf(given.expr, given.ctx) }
            // `order.id` of an `Order`: an `Order.ID`, as `Identifiable` names it.
            if n == "id", let t = typeOf(base, ctx) ?? valueOf(base, ctx).typeName, TypeText.isUpper(t), !t.contains("[") {
                return .typed(t + ".ID")
            }
            // `note.ident` of a `Note` that declares `let ident: NoteKey`: the type it declares.
            // (Not `router.root` of a `Router<T>` declaring `var root: T`: a generic parameter tells nothing.)
            if let t = typeOf(e, ctx), TypeText.isUpper(t), let bt = typeOf(base, ctx),
               !(index.lookup(bt, in: ctx)?.parts.contains { $0.genericParameters.contains(t) } ?? false) {
                return .typed(t)
            }
            // `item.objectID` of a Core Data object, `item.persistentModelID` of a SwiftData model.
            if let t = Self.frameworkMemberTypes[n] { return .typed(t) }
            return .member
        case .postfix(let x, _, _):
            return valueOf(x, ctx)
        case .binary(let a, "??", _, _):
            // `selection ?? .home`: the value when it is known; otherwise it cannot be told.
            let v = valueOf(a, ctx)
            if case .enumCase = v { return v }
            return .unknown
        case .call(let callee, let args, _, _):
            return returnedValue(callee, args, ctx)
        // `!account.signedIn`, `count > 0`, `a && b`: a `Bool`.
        case .prefix("!", _, _):
            return .typed("Bool")
        case .binary(_, let op, _, _) where ["==", "!=", "<", ">", "<=", ">=", "&&", "||"].contains(op):
            return .typed("Bool")
        default:
            return .unknown
        }
    }

    /// What a call of a project method gives back, by the type it declares (`func dishFor(_ entry:
    /// Entry) -> Dish?` gives a `Dish`, when it gives one): its value is of that type.
    @inline(never)
    func returnedValue(_ callee: SExpr, _ args: [SArg], _ ctx: Ctx) -> KValue {
        var f: SFunc?
        switch callee {
        case .name(let n, _) where !TypeText.isUpper(n) && ctx.env[n] == nil:
            f = ctx.type.flatMap { index.functions(n, of: $0, args: args).first } ?? index.topLevelFunctions(n).first
        // (A receiver that is itself a call is not followed: a chain of calls would be read once per link.)
        case .member(let base?, let n, _) where !TypeText.isUpper(n) && !base.isCall:
            let owner = isSelf(base) ? ctx.type : receiverType(base, ctx)
            f = owner.flatMap { index.functions(n, of: $0, args: args).first }
        default: break
        }
        guard var r = f?.returnType.map(TypeText.normalized) else { return .unknown }
        while r.hasSuffix("?") || r.hasSuffix("!") { r.removeLast() }
        guard TypeText.isUpper(r), !r.hasPrefix("some "), !r.hasPrefix("any "), !r.containsASCII("View"), r != "Self",
              !["AnyHashable", "Any", "AnyObject", "Hashable", "Void", "Never"].contains(r),
              !(ctx.type?.parts.contains { $0.genericParameters.contains(r) } ?? false) else { return .unknown }
        return .typed(r)
    }

    /// Members every model object of Core Data and SwiftData has, with their types: the
    /// values apps push to reach an object's page (`NavigationLink(value: sheet.objectID)`).
    static let frameworkMemberTypes: [String: String] = [
        "objectID": "NSManagedObjectID", "persistentModelID": "PersistentIdentifier",
    ]

    /// One element picked from a collection whose element type is known (`articles.first(where:
    /// { ... })`, `items.last`, `rows[2]`, `days.randomElement()`): a value of that type.
    @inline(never)
    func pickedElement(_ e: SExpr, _ ctx: Ctx) -> KValue? {
        let base: SExpr
        switch e {
        case .call(.member(let b?, let n, _), _, _, _) where Self.elementPickers.contains(n): base = b
        case .member(let b?, let n, _) where n == "first" || n == "last": base = b
        case .subscriptCall(let b, let a, _) where a.count == 1 && a[0].label == nil: base = b
        case .postfix(let x, "!", _): return pickedElement(x, ctx)
        default: return nil
        }
        guard let t = elementType(base, ctx), TypeText.isUpper(t) else { return nil }
        return .typed(t)
    }

    static let elementPickers: Set<String> = ["first", "last", "randomElement", "min", "max"]

    /// `Outer.Inner` written as members of a type name, each component capitalised; nil for
    /// anything else (a single name is not a path here: its cases are read above).
    func dottedTypePath(_ e: SExpr) -> String? {
        guard case .member(let base?, let n, _) = e, TypeText.isUpper(n) else { return nil }
        switch base {
        case .name(let t, _) where TypeText.isUpper(t): return t + "." + n
        case .member: return dottedTypePath(base).map { $0 + "." + n }
        default: return nil
        }
    }

    /// The declared (or initialised) type of a property of the current type.
    func memberType(_ n: String, _ ctx: Ctx) -> String? {
        guard let t = ctx.type, let v = index.variable(n, of: t) else { return nil }
        if let type = v.type { return TypeText.normalized(type) }
        if let i = v.initializer, let t = valueOf(i, Ctx(type: ctx.type, file: ctx.file, scene: ctx.scene)).typeName {
            return t
        }
        return nil
    }

    /// The type of the value an expression names, when it can be told (for receivers of calls).
    func typeOf(_ e: SExpr, _ ctx: Ctx) -> String? {
        switch e {
        case .name(let n, _):
            let bare = n.isProjectedName ? String(n.dropFirst()) : n
            if let v = ctx.env[bare], let t = v.typeName { return t }
            if let t = memberType(bare, ctx) { return givenGeneric(t, ctx) ?? t }
            if TypeText.isUpper(bare) { return bare }
            return nil
        case .member(let base?, let n, _):
            if isSelf(base) { return typeOf(.name(n, e.loc), ctx) }
            if let bt = typeOf(base, ctx), let entry = index.lookup(bt, in: ctx), let v = index.variable(n, of: entry) {
                if let t = v.type { return TypeText.normalized(t) }
                if let i = v.initializer { return valueOf(i, Ctx(type: entry, file: entry.file, scene: ctx.scene)).typeName }
            }
            return nil
        case .postfix(let x, _, _): return typeOf(x, ctx)
        default: return nil
        }
    }

    /// The type a generic parameter of the view being read stands for, by what its call gave
    /// (`FlowHost(coordinator: GardenCoordinator())` for `let coordinator: C`); nil when `type`
    /// is no generic parameter of it, or its call tells nothing.
    func givenGeneric(_ type: String, _ ctx: Ctx) -> String? {
        guard ctx.givenByCall != nil, let owner = ctx.type, owner.parts.contains(where: { $0.genericParameters.contains(type) })
        else { return nil }
        return genericArgument(type, of: owner, ctx)
    }

    /// The element type of a collection expression (`ForEach(items)`), when it can be told.
    func elementType(_ e: SExpr, _ ctx: Ctx) -> String? {
        switch e {
        case .array(let items, _):
            return items.first.flatMap { valueOf($0, ctx).typeName }
        case .binary(_, let op, _, _) where op == "..<" || op == "...":
            return "Int"
        case .member(.name(let t, _)?, let n, _) where TypeText.isUpper(t):
            if let entry = index.lookup(t, in: ctx), let v = index.variable(n, of: entry) {
                if let type = v.type.map(index.expandingAliases) { return TypeText.element(type) ?? TypeText.normalized(type) }
                if let i = v.initializer, let el = elementType(i, Ctx(type: entry, file: entry.file, scene: ctx.scene)) { return el }
            }
            if n == "allCases" { return t }
            return t
        case .call(let c, _, _, _):
            if case .member(_, let n, _) = c, ["enumerated", "sorted", "filter", "reversed", "prefix", "suffix"].contains(n),
               case .member(let base?, _, _) = c {
                return n == "enumerated" ? nil : elementType(base, ctx)
            }
            // A project function that returns a collection (`model.visible(in: items)`).
            var f: SFunc?
            switch c {
            case .member(let base?, let n, _):
                if isSelf(base) { f = ctx.type.flatMap { index.functions(n, of: $0).first } }
                else if let owner = receiverType(base, ctx) { f = index.functions(n, of: owner).first }
            case .name(let n, _):
                f = ctx.type.flatMap { index.functions(n, of: $0).first }
            default: break
            }
            if let r = f?.returnType { return TypeText.element(index.expandingAliases(r)) }
            return nil
        default:
            if let t = typeOf(e, ctx) { return TypeText.element(index.expandingAliases(t)) }
            // `let days = [Day(...), ...]`: the elements of the array it is given.
            if case .name(let n, _) = e, ctx.env[n] == nil, let t = ctx.type, let v = index.variable(n, of: t), v.type == nil,
               let i = v.initializer, case .array = i {
                return elementType(i, ctx)
            }
            return nil
        }
    }

    /// The literal strings of a collection, when it is literal (`options N`, rule 15).
    func literalCount(_ e: SExpr, _ ctx: Ctx) -> Int? {
        switch e {
        case .array(let items, _): return items.count
        case .binary(let a, let op, let b, _) where op == "..<" || op == "...":
            guard let x = number(a, ctx), let y = number(b, ctx) else { return nil }
            return max(0, Int(y - x) + (op == "..." ? 1 : 0))
        case .name(let n, _):
            if let t = ctx.type, let v = index.variable(n, of: t), let i = v.initializer, case .array(let items, _) = i {
                return items.count
            }
            return nil
        case .member(let base?, let n, _):
            if isSelf(base) { return literalCount(.name(n, e.loc), ctx) }
            if case .name(let t, _) = base, let entry = t == "Self" ? ctx.type : index.lookup(t, in: ctx),
               let v = index.variable(n, of: entry), let i = v.initializer, case .array(let items, _) = i {
                return items.count
            }
            return nil
        default: return nil
        }
    }

    /// The elements of a literal array of a project type's values, each made with labelled
    /// arguments (`[Entry(title: "Orders", route: .orders), ...]`), written in place, or as the
    /// initial value of a stored or static property: the type and what each field was given,
    /// at most `maxRecords` of them; nil for anything else.
    func literalRecords(_ e: SExpr, _ ctx: Ctx) -> [(type: String, fields: [String: ViewArgument])]? {
        var items: [SExpr]
        var at = ctx
        var declared: String?
        switch e {
        case .array(let xs, _):
            items = xs
        case .name(let n, _) where ctx.viewArgs[n] != nil:
            // A parameter or property given the array (`sectionCard(items: [...])`): read where it was written.
            let given = ctx.viewArgs[n]!
            if case .name(let m, _) = given.expr, m == n, given.ctx.viewArgs[m] === given { return nil }
            return literalRecords(given.expr, given.ctx)
        case .name(let n, _) where ctx.env[n] == nil:
            guard let t = ctx.type, let v = index.variable(n, of: t) else { return nil }
            // `var entries: [MenuEntry] { [MenuEntry(...), ...] }`: a computed property that returns one literal array.
            if let getter = v.getter, getter.count == 1, case .array(let xs, _) = Self.returnedExpression(getter[0]) {
                items = xs
            } else if v.getter == nil, case .array(let xs, _)? = v.initializer {
                items = xs
            } else {
                return nil
            }
            declared = v.type
            at = Ctx(type: t, file: t.file, scene: ctx.scene)
        case .member(let base?, let n, _):
            if isSelf(base) { return literalRecords(.name(n, e.loc), ctx) }
            guard case .name(let tn, _) = base, TypeText.isUpper(tn), let owner = tn == "Self" ? ctx.type : index.lookup(tn, in: ctx),
                  let v = index.variable(n, of: owner), v.getter == nil, case .array(let xs, _)? = v.initializer else { return nil }
            items = xs
            declared = v.type
            at = Ctx(type: owner, file: owner.file, scene: ctx.scene)
        default:
            return nil
        }
        guard !items.isEmpty, items.count <= Self.maxRecords else { return nil }
        var out: [(String, [String: ViewArgument])] = []
        let element = declared.map(TypeText.normalized).flatMap(TypeText.element)
        for item in items {
            guard let r = structRecord(item, type: element, at) else { return nil }
            out.append(r)
        }
        return out
    }

    /// A value of a struct or class of the project (not a view) made where it is written
    /// (`MenuEntry(title: "Orders", route: .orders)`, or `.init(...)` of the type `declared`):
    /// its type, and what each field was given. Nil for anything else.
    func structRecord(_ item: SExpr, type declared: String?, _ at: Ctx) -> (type: String, fields: [String: ViewArgument])? {
        guard case .call(let callee, let args, let trailing, _) = item, !args.isEmpty || !trailing.isEmpty else { return nil }
        let type: String?
        switch callee {
        case .name(let n, _) where TypeText.isUpper(n): type = n
        case .member(nil, "init", _): type = declared
        default: type = nil
        }
        guard let type, let entry = index.lookup(type, in: at), entry.kind == .struct || entry.kind == .class, !index.isView(entry)
        else { return nil }
        var fields: [String: ViewArgument] = [:]
        if trailing.isEmpty, args.allSatisfy({ $0.label != nil }) {
            for a in args { fields[a.label!] = ViewArgument(expr: a.value, ctx: at) }
        } else if let given = callRecord(entry, args: args, trailing: trailing, given: [:], at), !given.isEmpty {
            // `MenuEntry("New note", icon: "...") { panel = .newNote }` through the type's own initialiser.
            fields = given
        } else {
            return nil
        }
        return (type, fields)
    }

    /// The expression a getter of one statement gives (`[a, b]` or `return [a, b]`).
    static func returnedExpression(_ st: SStmt) -> SExpr? {
        switch st {
        case .expr(let e), .returnStmt(let e?, _): return e
        default: return nil
        }
    }

    /// The most elements of a literal array a `ForEach` shows one by one (`literalRecords`).
    static let maxRecords = 16

    /// The cases of a `switch` taken for what is known of its subject (rule 18).
    func chosenCases(_ subject: SExpr, _ cases: [SCase], _ ctx: Ctx) -> (cases: [SCase], usedDefault: Bool) {
        guard case .enumCase(_, let name) = valueOf(subject, ctx).caseOnly else { return (cases, false) }
        for c in cases where !c.isDefault {
            if c.patterns.contains(where: { patternName($0) == name }) { return ([c], false) }
        }
        if let d = cases.first(where: \.isDefault) { return ([d], true) }
        return ([], false)
    }

    /// The context of a case's body: when the subject is a case whose carried value is known
    /// (`.account(.register)`) and the case binds it (`case .account(let step)`), `step` is that value.
    func boundPayload(_ c: SCase, _ subject: SExpr, _ ctx: Ctx) -> Ctx {
        if let given = givenCaseValues(c, subject, ctx) { return given }
        guard !c.isDefault, case .withPayload(_, let name, let carried) = valueOf(subject, ctx),
              let p = c.patterns.first(where: { patternName($0) == name }),
              case .call(_, let args, _, _) = p, args.count == 1, case .name(let n, _) = args[0].value else { return ctx }
        var inner = ctx
        inner.env[n] = carried
        return inner
    }

    /// `switch style { case .action(let title, let perform): ... }` in a view whose call gave
    /// `style: .action(title: "Privacy", perform: { sheet = .privacy })`: each name the pattern
    /// binds stands for what the call wrote in its place, read where the call wrote it (a text
    /// the control shows, an action it calls). Nil when the call gave no such case.
    func givenCaseValues(_ c: SCase, _ subject: SExpr, _ ctx: Ctx) -> Ctx? {
        var name: String?
        if case .name(let n, _) = subject { name = n }
        if case .member(let base?, let n, _) = subject, isSelf(base) { name = n }
        guard !c.isDefault, let name, ctx.env[name].map({ if case .enumCase = $0 { return true } else { return false } }) ?? true,
              let given = ctx.givenByCall?[name], case .call(let callee, let args, let trailing, _) = given.expr,
              case .member(_, let caseName, _) = callee,
              let p = c.patterns.first(where: { patternName($0) == caseName }), case .call(_, let bound, _, _) = p else { return nil }
        let values = args + trailing
        var inner = ctx
        for (i, b) in bound.enumerated() where i < values.count {
            // `let title`, or `title: let title`: the name bound, by place.
            guard case .name(let n, _) = b.value, n != "_" else { continue }
            let v = values[i].value
            inner.viewArgs[n] = ViewArgument(expr: v, ctx: given.ctx)
            let known = valueOf(v, given.ctx)
            if case .enumCase = known { inner.env[n] = known } else { inner.env[n] = nil }
        }
        return inner
    }

    /// The case a pattern names: `.settings`, `.detail(let x)`, `Route.settings`, `let .detail(x)`.
    func patternName(_ p: SExpr) -> String? {
        switch p {
        case .member(_, let n, _): return n
        case .call(let c, _, _, _): return patternName(c)
        case .name(let n, _): return n
        // `case "units":`, `case 2:`: as `pushedValue` spells a literal pushed.
        case .string(let s?, _): return Self.literalCase(string: s)
        case .number(let n, _): return Self.literalCase(number: n)
        default: return nil
        }
    }

    /// Whether a condition reads the mode (rule 10): true or false in this scene, nil when it does not.
    func modeValue(_ c: SExpr, _ ctx: Ctx) -> Bool? {
        switch c {
        case .name(let n, _):
            guard let t = ctx.type, let v = index.variable(n, of: t),
                  v.environmentKey?.containsASCII("accessibilityAssistiveAccessEnabled") == true else { return nil }
            return ctx.scene == .assistive
        case .member(let base?, let n, _) where isSelf(base):
            return modeValue(.name(n, c.loc), ctx)
        case .prefix("!", let x, _):
            return modeValue(x, ctx).map { !$0 }
        case .binary(let a, let op, .bool(let b, _), _) where op == "==" || op == "!=":
            return modeValue(a, ctx).map { (op == "==") == ($0 == b) }
        default:
            return nil
        }
    }

    /// A string known at extraction time: a literal, `Text("...")`, or a
    /// property of a known enum case that returns a literal.
    func text(_ e: SExpr, _ ctx: Ctx, depth: Int = 0) -> TextValue {
        guard depth < Self.maxNesting else { return .runtime }
        switch e {
        case .string(let s, _): return s.map { TextValue.literal(catalog[$0] ?? $0) } ?? .runtime
        case .name(let n, _):
            // A string the view was given where it is used (rule 24: `Button(title)`, `title: "Settings"`).
            if let given = ctx.viewArgs[n], case .string = given.expr { return text(given.expr, given.ctx, depth: depth + 1) }
            // A property the call gives a text (`InlineTitle(text: Text(title))`): that text, where the call wrote it.
            if ctx.env[n] == nil, let given = ctx.givenByCall?[n] {
                switch given.expr {
                case .string, .call(.name("Text", _), _, _, _): return text(given.expr, given.ctx, depth: depth + 1)
                default: break
                }
            }
            // `rawValue` in a getter of an enum read for a known case.
            if n == "rawValue", let raw = rawValue(ctx.env["self"], ctx) { return .literal(raw) }
            return textOfProperty(n, ctx, depth: depth)
        case .binary(let x, "??", let fallback, _):
            // `trailingIcon ?? "ellipsis"`: what the call gives, or the fallback when it gives nothing.
            if case .literal(let s) = text(x, ctx, depth: depth + 1) { return .literal(s) }
            if case .name(let n, _) = x, let given = ctx.givenByCall, given[n] == nil, ctx.viewArgs[n] == nil,
               let t = ctx.type, let v = index.variable(n, of: t), v.getter == nil, v.initializer.map(Self.isNilLiteral) ?? true {
                return text(fallback, ctx, depth: depth + 1)
            }
            return .runtime
        case .call(let c, let args, _, _):
            // (`String(format: "%02d:%02d", ...)`: a text made at run time from the numbers given.)
            if let n = c.lastName, ["Text", "LocalizedStringKey", "LocalizedStringResource", "String", "NSLocalizedString"].contains(n),
               args.first?.label != "format", let first = args.first?.value {
                return text(first, ctx, depth: depth + 1)
            }
            // A look-up of a translation with the text it falls back to (`tr("Localizable", "save",
            // fallback: "Save")`, as SwiftGen writes): the text in the project's own language.
            if let fallback = args.labelled("fallback"), case .string(let s?, _) = fallback { return .literal(s) }
            return .runtime
        case .member(let base?, "rawValue", _):
            if isSelf(base), let raw = rawValue(ctx.env["self"], ctx) { return .literal(raw) }
            if let raw = rawValue(valueOf(base, ctx), ctx) { return .literal(raw) }
            return .runtime
        // `rawValue.capitalized`, as Foundation writes it: each word with a capital and small letters after.
        case .member(let base?, "capitalized", _):
            guard case .literal(let s) = text(base, ctx, depth: depth + 1) else { return .runtime }
            return .literal(s.split(separator: " ", omittingEmptySubsequences: false)
                .map { w in w.prefix(1).uppercased() + w.dropFirst().lowercased() }.joined(separator: " "))
        case .member(let base?, let prop, _):
            if case .name(let b, _) = base, let given = ctx.records[b]?[prop] { return text(given.expr, given.ctx, depth: depth + 1) }
            // `Texts.newNote`, `L10n.Editor.title`: a constant of a type of the project.
            if let path = Self.typePath(base), let owner = index.lookup(path, in: ctx), let v = index.variable(prop, of: owner), v.isStatic {
                let inner = Ctx(type: owner, file: owner.file, scene: ctx.scene)
                if let i = v.initializer { return text(i, inner, depth: depth + 1) }
                if let getter = v.getter, let (r, c) = returned(getter, inner) { return text(r, c, depth: depth + 1) }
                return .runtime
            }
            if case .enumCase(let t?, let c) = valueOf(base, ctx), let entry = index.lookup(t, in: ctx),
               let v = index.variable(prop, of: entry), let getter = v.getter {
                var inner = Ctx(type: entry, file: entry.file, scene: ctx.scene)
                inner.env["self"] = .enumCase(t, c)
                if let r = returned(getter, inner) { return text(r.0, r.1, depth: depth + 1) }
            }
            return .runtime
        default: return .runtime
        }
    }

    /// `Texts` or `Texts.Editor` written as the base of a member: the dotted name of a type (every
    /// part capitalised), or nil.
    static func typePath(_ e: SExpr) -> String? {
        switch e {
        case .name(let n, _) where TypeText.isUpper(n): return n
        case .member(let b?, let n, _) where TypeText.isUpper(n): return typePath(b).map { $0 + "." + n }
        default: return nil
        }
    }

    /// A property of the view that holds a known text: `private let title = Tab.home.title`, or a
    /// getter that returns one (`var heading: String { "Plants" }`). Not one the call gives, nor
    /// one bound to outside state (`@Binding`, `@Environment`).
    @inline(never)
    func textOfProperty(_ n: String, _ ctx: Ctx, depth: Int) -> TextValue {
        guard ctx.givenByCall?[n] == nil, ctx.viewArgs[n] == nil, ctx.env[n] == nil, let t = ctx.type,
              let v = index.variable(n, of: t), !v.isStatic, v.environmentKey == nil,
              !v.attributes.contains(where: { Self.outsideStateWrappers.contains($0) }) else { return .runtime }
        var inner = Ctx(type: t, file: t.file, scene: ctx.scene)
        // In a getter of an enum read for a known case (`var label: some View { Label(title, ...) }`),
        // `title` is that case's.
        if case .enumCase? = ctx.env["self"] { inner.env["self"] = ctx.env["self"] }
        if let getter = v.getter {
            guard let (r, c) = returned(getter, inner) else { return .runtime }
            return text(r, c, depth: depth + 1)
        }
        guard let i = v.initializer else { return .runtime }
        // `@State private var title = ""`, set in `init` or by a child through a binding: the
        // empty start is a placeholder for a text the screen gets at run time.
        if case .string(let lit?, _) = i, lit.isEmpty { return .runtime }
        return text(i, inner, depth: depth + 1)
    }

    static let outsideStateWrappers: Set<String> = ["Binding", "Environment", "EnvironmentObject", "ObservedObject", "Bindable",
                                                    "AppStorage", "SceneStorage", "Query", "FetchRequest"]

    /// The raw value of a known case of a project enum: the one written, or, for a `String` enum,
    /// the case's name.
    func rawValue(_ value: KValue?, _ ctx: Ctx) -> String? {
        guard case .enumCase(let t?, let c)? = value, let entry = index.lookup(t, in: ctx) else { return nil }
        for part in entry.parts { if let raw = part.rawValues[c] { return raw } }
        return entry.inherits.contains("String") ? c : nil
    }

    /// The expression a getter returns for what is known (through `switch self`).
    func returned(_ stmts: [SStmt], _ ctx: Ctx) -> (SExpr, Ctx)? {
        for s in stmts {
            switch s {
            // `return switch self { ... }`: the branch of the case known.
            case .returnStmt(.statement(let inner, _)?, _): return returned([inner], ctx)
            case .returnStmt(let e?, _): return (e, ctx)
            case .expr(let e):
                if case .statement(let inner, _) = e { return returned([inner], ctx) }
                if stmts.count == 1 { return (e, ctx) }
            case .switchStmt(let subject, let cases, _):
                let chosen = chosenCases(subject, cases, ctx).cases
                if chosen.count == 1 { return returned(chosen[0].body, ctx) }
                return nil
            default: continue
            }
        }
        return nil
    }
}
