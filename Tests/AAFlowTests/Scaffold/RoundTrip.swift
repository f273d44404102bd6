@testable import AAFlow

/// The comparison of swiftui.md's section "The round trip": a scene of a
/// flow against the scene `aaflow extract` reads back from what `aaflow
/// scaffold` wrote for it.
///
/// Compared: the screens reachable from the start screen through controls;
/// ids through scaffold's naming; each screen's title, icon and kind; its
/// controls in order with kind, text, icon, target, flags and
/// confirmations. Everything left out is named by an `Exclusion`, in one
/// place, and applied to the written flow before comparing.
enum RoundTrip {
    /// What code cannot carry back, as the spec lists it, and what scaffold
    /// writes in another form (the table of docs/commands.md says why).
    enum Exclusion: String, CaseIterable {
        // The spec's list.
        case after = "`after`: written as a TODO, never a timer"
        case custom = "the `custom` flag: scaffold writes native controls"
        case backTarget = "a `back` control's target: it dismisses"
        case menuOptions = "`options N` of a `menu`"
        case detailAndDialogKinds = "the kinds `detail` and `dialog`: a plain VStack"
        case reachedOnlyByTimerOrEntry = "screens reached only through an `after` or an `entry`"
        case unreachable = "screens no control leads to from the start screen"
        // Scaffold's forms.
        case linkAsButton = "a `link` or `row` that is destructive, confirmed or a sheet: a Button (a NavigationLink carries none of these)"
        case inputsLeadNowhere = "the `destructive` flag and confirmations of inputs: SwiftUI inputs have no role (their target, presented from `.onChange` of the value they set, reads back)"
        case tabFlags = "flags of a `tab`: a Tab carries none"
        case tabWithoutTarget = "a `tab` without a target: the Tab shows a placeholder, which reads back as an inline screen"
        case toolbarOrder = "the other controls of a screen with tabs stand in the bottom bar and its `back` controls after a tab in the toolbar: they read back after the tabs, those back controls last (a `back` before every other control keeps its place, as everywhere)"
        case settingsByName = "a screen whose title or type name says Settings reads back as kind `settings` (the spec's name rule) unless it is tabs, a split, a canvas or media; kind `settings` without it reads back as `form`"
        case sheetWithoutTarget = "`sheet` on a control without a target: nothing is presented"
        case titleFromTab = "a screen with no title that a tab leads to takes the tab's text as its title (the spec's title rule)"
        case tabsKindByTabs = "kind `tabs` comes from the tabs themselves: a TabView only where there is a tab"
        case inferredDestructive = "a Button whose text starts with Delete, Remove or Erase, or with a trash icon, reads back destructive when it presents or pushes no screen (rule 13)"
        case splitRowWithoutTarget = "a `row` without a target in a split view: its value link leads to what the detail column shows (rule 19), an inline screen"
        case optionsPastLimit = "`options N` past 200: not written as literal choices"
    }

    struct Control: Equatable, CustomStringConvertible {
        var type: ControlType
        var text: String?
        var icon: String?
        var target: String?
        var destructive: Bool
        var sheet: Bool
        var confirmations: Int
        var options: Int?

        var description: String {
            var s = type.rawValue
            if let text { s += " \(SwiftString.literal(text))" }
            if let icon { s += " icon \(icon)" }
            if let target { s += " -> \(target)" }
            if destructive { s += " destructive" }
            if confirmations > 0 { s += " confirm \(confirmations)" }
            if sheet { s += " sheet" }
            if let options { s += " options \(options)" }
            return s
        }
    }

    struct Screen: Equatable {
        var id: String
        var title: String?
        var icon: String?
        var kind: ScreenKind?
        var controls: [Control]
    }

    /// What extract must give back for `graph`: its reachable screens, named
    /// and normalised by the exclusions.
    static func expected(_ graph: SceneGraph) -> [String: Screen] {
        let naming = Scaffold.naming(graph)
        var screens: [String: Screen] = [:]
        for (i, decl) in graph.screens.enumerated() {
            let id = naming.typeNames[i]
            let hasTabs = decl.controls.contains { $0.type == .tab }
            var kind = decl.kind
            switch kind {
            case .detail, .dialog: kind = nil                                    // detailAndDialogKinds
            case .settings: kind = .form                                          // settingsByName
            case .tabs where !hasTabs: kind = nil                                 // tabsKindByTabs
            default: break
            }
            if hasTabs { kind = .tabs }
            if (decl.title ?? "").contains("Settings") || id.contains("Settings"),
               kind == nil || kind == .form || kind == .list || kind == .grid {
                kind = .settings                                                  // settingsByName
            }
            var leading: [Control] = []
            var front: [Control] = []
            var bottom: [Control] = []
            var back: [Control] = []
            let firstOther = decl.controls.firstIndex { $0.type != .back } ?? decl.controls.count
            for (index, c) in decl.controls.enumerated() {
                var type = c.type
                var target = c.target.flatMap { naming.typeName(of: $0.name) }
                var destructive = c.isDestructive
                var sheet = c.isSheet
                var confirmations = c.isDestructive ? c.confirmations : 0
                var options = c.options
                if (type == .link || type == .row) && (c.isSheet || c.isDestructive || confirmations > 0) {
                    type = .button                                                // linkAsButton
                }
                if target == nil { sheet = false }                                // sheetWithoutTarget
                if type.isInput {
                    destructive = false; confirmations = 0                        // inputsLeadNowhere
                }
                if type == .tab {
                    destructive = false; sheet = false; confirmations = 0         // tabFlags
                    if target == nil { continue }                                 // tabWithoutTarget
                }
                if type == .back { target = nil; destructive = false; sheet = false; confirmations = 0 }  // backTarget
                if type == .menu { options = nil }                                // menuOptions
                if type != .picker && type != .menu { options = nil }
                if let n = options, n > 200 { options = nil }                     // optionsPastLimit
                if (type == .button || type == .gesture) && target == nil && inferredDestructive(c) { destructive = true }  // inferredDestructive
                let control = Control(type: type, text: c.text, icon: c.icon, target: target, destructive: destructive,
                                      sheet: sheet, confirmations: confirmations, options: options)
                // Every control in the flow's order, back included; but toolbarOrder: on a screen
                // with tabs, the bottom bar (its other controls), then the back controls after a tab.
                if !hasTabs || (type == .back && index < firstOther) {
                    leading.append(control)
                } else if type == .back {
                    back.append(control)
                } else if type != .tab {
                    bottom.append(control)
                } else {
                    front.append(control)
                }
            }
            screens[id] = Screen(id: id, title: decl.title, icon: decl.icon, kind: kind, controls: leading + front + bottom + back)
        }
        // titleFromTab: the first tab (in declaration order) of a screen the code uses (reached
        // through any control, an input's `.onChange` too, or an entry, which the start screen's
        // `.onOpenURL` opens; no timer) names a screen with no title.
        var used: Set<Int> = []
        var queue = graph.start.map { [$0] } ?? []
        if graph.start != nil { queue += graph.decl.entries.compactMap { graph.index(of: $0.target.name) } }
        while let i = queue.popLast() {
            guard used.insert(i).inserted else { continue }
            for c in graph.screens[i].controls where c.type != .back {
                if let t = c.target.flatMap({ graph.index(of: $0.name) }) { queue.append(t) }
            }
        }
        for (i, decl) in graph.screens.enumerated() where used.contains(i) {
            for c in decl.controls where c.type == .tab {
                if let t = c.target.flatMap({ naming.typeName(of: $0.name) }), screens[t]?.title == nil, let text = c.text {
                    screens[t]?.title = text
                }
            }
        }
        return reachable(screens, start: graph.start.map { naming.typeNames[$0] })
    }

    /// The entries extract must read back, as type names: each screen a
    /// scaffolded link opens (not the start screen), once, in the flow's order.
    static func expectedEntries(_ graph: SceneGraph) -> [String] {
        guard let start = graph.start else { return [] }
        let naming = Scaffold.naming(graph)
        var out: [String] = []
        for e in graph.decl.entries {
            guard let i = graph.index(of: e.target.name), i != start, !out.contains(naming.typeNames[i]) else { continue }
            out.append(naming.typeNames[i])
        }
        return out
    }

    /// What extract gave back: the scene of the extracted flow, with the
    /// same exclusions applied to what code cannot carry (timers, entries).
    static func found(_ graph: SceneGraph) -> [String: Screen] {
        var screens: [String: Screen] = [:]
        for decl in graph.screens {
            // tabWithoutTarget: the placeholder a Tab shows reads back as an inline screen.
            let inline = decl.id.name + "_destination"
            let controls = decl.controls.filter {
                !($0.type == .tab && ($0.target?.name ?? "").hasPrefix(inline))
            }.map { c in
                // splitRowWithoutTarget: the detail column, an inline screen.
                let toDetail = decl.kind == .split && c.type == .row && (c.target?.name ?? "").hasPrefix(inline)
                return Control(type: c.type, text: c.text, icon: c.icon, target: c.type == .back || toDetail ? nil : c.target?.name,
                        destructive: c.isDestructive, sheet: c.isSheet, confirmations: c.confirmations,
                        options: c.type == .menu ? nil : c.options)
            }
            screens[decl.id.name] = Screen(id: decl.id.name, title: decl.title, icon: decl.icon,
                                           kind: decl.kind == .detail || decl.kind == .dialog ? nil : decl.kind, controls: controls)
        }
        return reachable(screens, start: graph.start.map { graph.screens[$0].id.name })
    }

    /// The screens a control leads to from the start screen (not timers, not entries).
    static func reachable(_ screens: [String: Screen], start: String?) -> [String: Screen] {
        guard let start, screens[start] != nil else { return [:] }
        var seen: Set<String> = [start]
        var queue = [start]
        while let id = queue.popLast() {
            for c in screens[id]?.controls ?? [] {
                if let t = c.target, screens[t] != nil, seen.insert(t).inserted { queue.append(t) }
            }
        }
        return screens.filter { seen.contains($0.key) }
    }

    static func inferredDestructive(_ c: ControlDecl) -> Bool {
        let text = c.text ?? ""
        return ["Delete", "Remove", "Erase"].contains { text.hasPrefix($0) } || c.icon == "trash"
    }

    /// Every difference, in words, screen by screen in id order.
    static func differences(expected: [String: Screen], found: [String: Screen]) -> [String] {
        var out: [String] = []
        for id in Set(expected.keys).union(found.keys).sorted() {
            guard let e = expected[id] else { out.append("\(id): read back, but not in the flow"); continue }
            guard let f = found[id] else { out.append("\(id): in the flow, not read back"); continue }
            if e.title != f.title { out.append("\(id): title \(String(describing: e.title)) read back as \(String(describing: f.title))") }
            if e.icon != f.icon { out.append("\(id): icon \(String(describing: e.icon)) read back as \(String(describing: f.icon))") }
            if e.kind != f.kind {
                out.append("\(id): kind \(e.kind?.rawValue ?? "none") read back as \(f.kind?.rawValue ?? "none")")
            }
            for i in 0..<max(e.controls.count, f.controls.count) {
                let ec = i < e.controls.count ? e.controls[i].description : "nothing"
                let fc = i < f.controls.count ? f.controls[i].description : "nothing"
                if ec != fc { out.append("\(id): control \(i + 1) `\(ec)` read back as `\(fc)`") }
            }
        }
        return out
    }
}
