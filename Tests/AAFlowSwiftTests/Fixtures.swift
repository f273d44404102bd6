// Small SwiftUI files the tests read. Written for these tests.

enum Fixtures {
    static let app = ##"""
    import SwiftUI

    @main
    struct PhotoApp: App {
        @State private var library = Library()

        var body: some Scene {
            WindowGroup {
                ContentView()
                    .environment(library)
            }
            AssistiveAccess {
                SimpleHomeView()
            }
        }
    }
    """##

    static let navigation = ##"""
    import SwiftUI

    struct ContentView: View {
        @Environment(\.dismiss) private var dismiss
        @State private var showSettings = false
        let items: [Item]

        var body: some View {
            NavigationStack {
                List {
                    ForEach(items) { item in
                        NavigationLink {
                            DetailView(item: item)
                        } label: {
                            Label(item.title, systemImage: "photo")
                        }
                    }
                    NavigationLink("About", destination: AboutView())
                }
                .navigationTitle("Photos")
                .toolbar {
                    Button("Settings", systemImage: "gear") { showSettings = true }
                }
                .sheet(isPresented: $showSettings) { SettingsView() }
            }
        }
    }
    """##

    static let destructive = ##"""
    struct DetailView: View {
        var item: Item
        @State private var confirming = false

        var body: some View {
            VStack(alignment: .leading, spacing: 12) {
                Text("Taken on \(item.date.formatted(date: .long, time: .omitted))")
                Text("Size: \(String(format: "%.1f", item.size)) MB")
                Button(role: .destructive) {
                    confirming = true
                } label: {
                    Label("Delete", systemImage: "trash")
                }
                .confirmationDialog("Delete this photo?", isPresented: $confirming) {
                    Button("Delete", role: .destructive) { delete() }
                    Button("Cancel", role: .cancel) {}
                }
            }
        }

        private func delete() {
            guard let index = items.firstIndex(where: { $0.id == item.id }) else { return }
            items.remove(at: index)
        }
    }
    """##

    static let router = ##"""
    enum Route: Hashable, CaseIterable {
        case home, settings
        case detail(id: Int)

        @ViewBuilder
        var view: some View {
            switch self {
            case .home:
                HomeView()
            case .settings:
                SettingsView()
            case .detail(let id) where id > 0:
                DetailView(id: id)
            default:
                EmptyView()
            }
        }
    }
    """##

    static let conditional = ##"""
    import SwiftUI
    #if canImport(UIKit)
    import UIKit
    #endif

    struct ShareView: View {
        #if os(iOS)
        let platform = "iOS"
        #elseif os(macOS)
        let platform = "macOS"
        #else
        let platform = "other"
        #endif

        var body: some View {
            VStack {
                #if DEBUG
                DebugBanner()
                #else
                Text("Release")
                #endif
                Text(platform)
                    .font(.title)
                #if os(iOS) && !targetEnvironment(simulator)
                    .padding(8)
                #elseif os(iOS)
                    .padding(2)
                #endif
                    .bold()
            }
        }
    }
    """##

    static let lexicalTraps = ##"""
    /* a comment /* nested */ still comment */
    /// A doc comment.
    let raw = ##"a "quoted" \(not interpolated) \##(1 + 2) "# inside"##
    let multi = """
        first line \
        continued
          indented
        """
    let nested = "outer \("inner \(")") string") end"
    let closure = "sum: \(values.map { $0 * 2 }.reduce(0, +))"
    let `class` = 1
    let range = 0..<10
    let unwrapped = value?.count ?? 0
    let forced = value!.count
    let regex = /[a-z]+\d/
    let divided = a / b / c
    let hex = 0x1F_FF + 0b1010 + 0o17 + 1_000 + 1.5e-3 + 0x1.8p3
    let path = \Item.title
    let emoji = "👋🏽 \u{1F600}"
    """##

    static let all: [(String, String)] = [
        ("app", app), ("navigation", navigation), ("destructive", destructive),
        ("router", router), ("conditional", conditional), ("lexicalTraps", lexicalTraps),
    ]
}
