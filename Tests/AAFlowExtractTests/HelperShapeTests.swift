import AAFlow
import AAFlowSwiftUI
import Testing

/// Helpers that real apps write around their controls, in small projects of our own.
@Suite struct HelperShapeTests {
    @Test("A helper that hands on to a fuller overload of its name is no cycle: its button keeps its icon and its sheet")
    func overloadThatHandsOn() {
        expectFlow("""
            @main
            struct PostsApp: App { var body: some Scene { WindowGroup { PostScreen() } } }
            struct PostScreen: View {
                @State private var replying = false
                var body: some View {
                    NavigationStack {
                        HStack {
                            actionButton("Reply", "arrowshape.turn.up.left") { replying = true }
                        }
                        .navigationTitle("Post")
                        .sheet(isPresented: $replying) { ReplyView() }
                    }
                }
                func actionButton(_ title: String, _ image: String, action: @escaping () -> Void) -> some View {
                    actionButton(title, image, tint: .primary, action: action)
                }
                func actionButton(_ title: String, _ image: String, tint: Color, action: @escaping () -> Void) -> some View {
                    Button(action: action) { Label(title, systemImage: image) }.tint(tint)
                }
            }
            struct ReplyView: View { var body: some View { Text("r").navigationTitle("Reply") } }
            """, """
            app "PostsApp"

            scene standard
            start PostScreen

            screen PostScreen "Post"
              button "Reply" icon arrowshape.turn.up.left -> ReplyView sheet

            screen ReplyView "Reply"
            """)
    }

    @Test("A modifier of the project that wraps SwiftUI's of the same name is no cycle")
    func modifierWrappingSwiftUIsOfItsName() {
        let project = extractProject("""
            @main
            struct DockApp: App { var body: some Scene { WindowGroup { HomeView() } } }
            extension View {
                @ViewBuilder
                func buttonStyle(_ style: (some PrimitiveButtonStyle)?) -> some View {
                    if let style { self.buttonStyle(style) } else { self }
                }
            }
            struct HomeView: View {
                @State private var showing = false
                var body: some View {
                    Button("Open", systemImage: "folder") { showing = true }
                        .buttonStyle(Optional(.bordered))
                        .sheet(isPresented: $showing) { Text("x") }
                }
            }
            """)
        #expect(!project.flowText.contains("uses itself"))
        #expect(flowBody(project).contains("button \"Open\" icon folder -> HomeView_sheet sheet"))
    }
}
