@testable import AAFlow

/// Random valid flows that use the whole language, made from a seed (the
/// same seed, the same flow), for what no one thought to write by hand.
enum RandomFlows {
    static let kinds = ["", "list", "grid", "form", "detail", "canvas", "media", "tabs", "split", "settings", "dialog"]
    static let controls = ["button", "link", "row", "tab", "gesture", "back", "toggle", "picker", "menu", "field", "slider", "stepper"]
    /// Flow string contents, escapes as the flow language writes them.
    static let texts = [#"Go"#, #"Delete \"it\""#, #"\\(x)"#, #"back\\"#, "😀 🇸🇪", #"a\nb"#, #"\u{1}"#, ##"\"#"##,
                        "for", "default", "Photo", "", "Settings", "Remove all", #"\u{202E}rtl"#, ###"##\"##"###, #"x\ty"#]
    static let ids = ["home", "Home", "photo-detail", "photo_detail", "photoDetail", "class", "self", "scroll", "view",
                      "View", "a.b", "x-1", "_hidden", "HomeView", "tab-view", "standard-scene-placeholder", "z"]
    static let icons = ["star", "trash", "1.circle", "square.and.arrow.up", "a-b_c"]

    static func flow(seed: UInt64) -> String {
        var rng = Generator(state: seed)
        func pick<T>(_ a: [T]) -> T { a[Int(rng.next() % UInt64(a.count))] }
        func chance(_ n: UInt64) -> Bool { rng.next() % n == 0 }
        var out = "app \"\(pick(texts))\"\n"
        for kind in ["standard", "assistive"] where !chance(4) {
            out += "scene \(kind)\n"
            let count = 2 + Int(rng.next() % 6)
            var screenIDs: [String] = []
            while screenIDs.count < count {
                let id = pick(ids)
                if !screenIDs.contains(id) { screenIDs.append(id) }
            }
            if chance(3) { out += "entry \(pick(screenIDs.dropFirst().map { $0 })) \"a notification\"\n" }
            for id in screenIDs {
                out += "screen \(id)"
                if !chance(5) { out += " \"\(pick(texts))\"" }
                if !chance(5) { out += " icon \(pick(icons))" }
                let k = pick(kinds)
                if !k.isEmpty { out += " kind \(k)" }
                if chance(4) { out += " feature F\(rng.next() % 3)" }
                out += "\n"
                for _ in 0..<Int(rng.next() % 7) {
                    let type = pick(controls)
                    out += "  \(type)"
                    if !chance(5) { out += " \"\(pick(texts))\"" }
                    if !chance(4) { out += " icon \(pick(icons))" }
                    if !chance(3) { out += " -> \(pick(screenIDs))" }
                    if chance(3) { out += " destructive"; if chance(2) { out += " confirm \(1 + rng.next() % 3)" } }
                    if chance(4) { out += " sheet" }
                    if chance(6) { out += " custom" }
                    if chance(4) { out += " options \(1 + rng.next() % 5)" }
                    out += "\n"
                }
                if chance(5) { out += "  after \(1 + rng.next() % 9)s" + (chance(2) ? " -> \(pick(screenIDs))" : "") + "\n" }
            }
        }
        return out
    }

    /// SplitMix64: a small generator whose numbers depend on the seed alone.
    struct Generator {
        var state: UInt64
        mutating func next() -> UInt64 {
            state &+= 0x9E37_79B9_7F4A_7C15
            var z = state
            z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
            z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
            return z ^ (z >> 31)
        }
    }
}
