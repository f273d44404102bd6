// SwiftUI snippets whose trees the tests spell out.
enum Snippets {
    static let sheet = ##"""
    Button("Help") { showHelp = true }
        .sheet(isPresented: $showHelp) { HelpView() }
    """##

    static let destructiveButton = ##"""
    Button(role: .destructive) {
        model.delete(photo)
    } label: {
        Label("Delete", systemImage: "trash")
    }
    """##

    static let forEach = ##"""
    ForEach(items) { item in
        NavigationLink(value: item) { Text(item.name) }
    }
    """##

    static let switchInComputedVar = ##"""
    var destination: some View {
        switch route {
        case .settings: SettingsView()
        case .photo(let id): PhotoView(id: id)
        default: EmptyView()
        }
    }
    """##

    static let navigationLinkLabel = ##"""
    NavigationStack {
        NavigationLink {
            DetailView()
        } label: {
            Label("Open", systemImage: "folder")
        }
    }
    """##

    static let appScenes = ##"""
    @main struct A: App {
        var body: some Scene {
            WindowGroup { ContentView() }
            AssistiveAccess { SimpleView() }
        }
    }
    """##
}
