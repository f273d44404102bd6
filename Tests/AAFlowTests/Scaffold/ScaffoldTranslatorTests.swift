import Testing
@testable import AAFlow

/// What the translator decides, read from the description before any
/// printing: each statement of the language and what it becomes.
@Suite struct ScaffoldTranslatorTests {
    func project(_ flow: String, _ scene: SceneKind = .assistive) throws -> ScaffoldProject {
        try Scaffold.describe(ScaffoldFixtures.document(flow), scene: scene).get()
    }

    func view(_ p: ScaffoldProject, _ name: String) throws -> ViewDescription {
        try #require(p.views.first { $0.typeName == name })
    }

    @Test func linksButtonsAndSheets() throws {
        let p = try project("""
            app "App"
            scene assistive
            screen home "Home" icon house
              link "A" icon a -> a
              button "B" icon b -> a
              button "C" icon c -> a sheet
              link "D" icon d -> a sheet
              row "E" icon e -> a
              link "F" icon f
            screen a "A"
            """)
        let home = try view(p, "HomeView")
        let label = { (t: String) in LabelDescription(text: t, icon: t.lowercased()) }
        #expect(home.content == [
            .navigationLink(label("A"), destination: "AView"),
            .button(ButtonDescription(label: label("B"), isDestructive: false, action: .present(binding: "isShowingA"))),
            .button(ButtonDescription(label: label("C"), isDestructive: false, action: .present(binding: "isPresentingA"))),
            .button(ButtonDescription(label: label("D"), isDestructive: false, action: .present(binding: "isPresentingA"))),
            .comment(["TODO: one row per item of your data."]),
            .rows(label("E"), destination: "AView"),
            .comment(["TODO: the address \"F\" opens (it leaves the app)."]),
            .webLink(label("F"), address: "fAddress"),
        ])
        // One binding per destination and style, shared by the controls that use it.
        #expect(home.presentations == [
            PresentationDescription(binding: "isShowingA", destination: "AView", style: .push),
            PresentationDescription(binding: "isPresentingA", destination: "AView", style: .sheet),
        ])
        #expect(p.app.assistiveRoot == .stack(start: "HomeView"))
        #expect(p.app.standardRoot == .placeholder("StandardScenePlaceholderView"))
    }

    @Test func confirmationsChainDialogs() throws {
        let p = try project("""
            scene assistive
            screen home "Home"
              button "Delete" icon trash -> gone destructive confirm 2
              button "Erase" icon trash destructive
            screen gone "Gone"
            """)
        let home = try view(p, "HomeView")
        #expect(home.content.first == .button(ButtonDescription(
            label: LabelDescription(text: "Delete", icon: "trash"), isDestructive: true,
            action: .present(binding: "isConfirmingDelete"))))
        #expect(home.dialogs.map(\.binding) == ["isConfirmingDelete", "isConfirmingDeleteAgain"])
        #expect(home.dialogs.map(\.action) == [.present(binding: "isConfirmingDeleteAgain"), .present(binding: "isShowingGone")])
        #expect(home.dialogs[0].title == "Delete?")
        #expect(home.content.last == .button(ButtonDescription(
            label: LabelDescription(text: "Erase", icon: "trash"), isDestructive: true, action: .todo("TODO: what \"Erase\" does."))))
    }

    @Test func aHostileChainIsCut() throws {
        let p = try project("scene assistive\nscreen home\n  button \"X\" destructive confirm 1000\n")
        #expect(try view(p, "HomeView").dialogs.count == 20)
    }

    @Test func kindsBecomeContainers() throws {
        let kinds: [(String, ContainerDescription)] = [
            ("list", .list), ("form", .form), ("settings", .form), ("grid", .grid), ("canvas", .canvas),
            ("media", .media), ("split", .split), ("detail", .stack), ("dialog", .stack), ("tabs", .stack),
        ]
        for (kind, container) in kinds {
            let p = try project("scene assistive\nscreen home \"Home\" kind \(kind)\n")
            #expect(try view(p, "HomeView").container == container, "\(kind)")
        }
        let tabs = try project("""
            scene assistive
            screen home "Home" kind tabs
              tab "One" icon 1.circle -> one
              button "Extra" icon plus
              tab "Two" icon 2.circle
            screen one "One"
            """)
        let home = try view(tabs, "HomeView")
        #expect(home.container == .tabs([
            TabDescription(label: LabelDescription(text: "One", icon: "1.circle"), destination: "OneView"),
            TabDescription(label: LabelDescription(text: "Two", icon: "2.circle"), destination: nil),
        ]))
        #expect(home.content.isEmpty)
        #expect(home.toolbarBottom.count == 1)
    }

    @Test func backGesturesInputsAndTimers() throws {
        let p = try project("""
            scene assistive
            screen home "Home"
              back "Back" icon chevron.backward
              gesture "Like" icon heart
              gesture "Hide" icon eye.slash
              toggle "for" icon star
              picker "Size" options 3 -> next
              menu "Sort"
              after 3s -> next
            screen next "Next"
            """)
        let home = try view(p, "HomeView")
        #expect(home.usesDismiss && home.hidesBackButton)
        // Before every other control: a property shown before the container, so that it keeps its place.
        #expect(home.toolbarLeading.isEmpty && home.leadingBacks == ["backButton"])
        #expect(home.backViews.map(\.button.action) == [.dismiss])
        guard case .contextMenu(_, let buttons) = home.content[0] else { Issue.record("no context menu"); return }
        #expect(buttons.map(\.label.text) == ["Like", "Hide"])
        #expect(home.content.contains(.toggle(LabelDescription(text: "for", icon: "star"), binding: "forValue")))
        #expect(home.content.contains(.picker(LabelDescription(text: "Size", icon: nil), binding: "size", choices: .literal(3))))
        #expect(home.content.contains(.menu(LabelDescription(text: "Sort", icon: nil), binding: "sort", choices: .property("sortChoices"))))
        #expect(home.changes == [ChangeDescription(value: "size", binding: "isShowingNext")])
        guard case .comment(let lines) = home.content.last else { Issue.record("no timer comment"); return }
        #expect(lines[0].hasPrefix("TODO: the flow moves on by itself after 3s, to NextView"))
        #expect(home.states.map(\.name) == ["forValue", "size", "isShowingNext", "sort", "sortChoices"])
    }

    @Test func theLanguageAroundScreens() throws {
        let p = try project("""
            app "Photos"
            task "See" -> photo
            scene standard
            screen viewer "Viewer"
            scene assistive
            allow navigation.custom-back "on purpose"
            entry photo "a notification"
            task "Look" -> photo
            screen home "Home"
              link "Photo" -> photo
            screen photo "Photo" feature Photos for viewer
              allow controls.hidden-gesture "taught first"
            """)
        #expect(p.app.typeName == "PhotosApp")
        #expect(p.app.allows == [AllowDescription(rule: "navigation.custom-back", reason: "on purpose")])
        #expect(p.app.notes.contains("Task \"See\": done in PhotoView."))
        #expect(p.app.notes.contains("Task \"Look\": done in PhotoView."))
        #expect(p.app.notes.contains { $0.hasPrefix("Entry: \"a notification\" opens PhotoView") })
        let photo = try view(p, "PhotoView")
        #expect(photo.docs.contains("Part of the feature \"Photos\"."))
        #expect(photo.docs.contains("Stands for `viewer` of the standard scene."))
        #expect(photo.docs.contains { $0.hasPrefix("The system opens this screen directly (\"a notification\")") })
        #expect(photo.docs.contains("`photos://open/photo` pushes it, through HomeView's `.onOpenURL`."))
        #expect(photo.allows == [AllowDescription(rule: "controls.hidden-gesture", reason: "taught first")])
        // The start screen opens the entry: a push of its own, set by `.onOpenURL`.
        let home = try view(p, "HomeView")
        #expect(home.entries == [EntryDescription(screenID: "photo", label: "a notification", binding: "isShowingPhoto")])
        #expect(home.presentations.contains(PresentationDescription(binding: "isShowingPhoto", destination: "PhotoView", style: .push)))
        #expect(home.urlScheme == "photos")
        #expect(p.app.urlScheme == "photos")
        #expect(photo.entries.isEmpty)
    }

    @Test func entriesOpenByALinkThatTheStartScreenAnswers() throws {
        let document = ScaffoldFixtures.document("""
            app "2 Photo Box!"
            scene assistive
            start home
            entry photo "a notification"
            entry camera "a widget"
            screen home "Home"
              link "Camera" -> camera
            screen photo "Photo"
            screen camera "Camera"
            """)
        let files = try Scaffold.files(document, scene: .assistive).get()
        let home = try #require(files.first { $0.name == "HomeView.swift" }).text
        #expect(home.contains("""
                    .onOpenURL { url in
                        switch url.lastPathComponent {
                        case "photo":  // a notification
                            isShowingPhoto = true
                        case "camera":  // a widget
                            isShowingCamera = true
                        default:
                            break
                        }
                    }
            """))
        // The link that opens `camera` shares the binding of the control that pushes it.
        #expect(home.components(separatedBy: ".navigationDestination(isPresented: $isShowingCamera)").count == 2)
        let plist = try #require(files.first { $0.name == "AssistiveAccess-Info.plist" }).text
        #expect(plist.contains("<string>photobox</string>"))
        #expect(plist.contains("<key>UISupportsAssistiveAccess</key>"))
        // Without entries: no handler, no scheme.
        let plain = try Scaffold.files(ScaffoldFixtures.document("scene assistive\nscreen home \"Home\"\n"), scene: .assistive).get()
        #expect(!plain.contains { $0.text.contains("onOpenURL") || $0.text.contains("CFBundleURLTypes") })
    }

    @Test func anInvalidFlowOrAMissingScene() {
        #expect(Scaffold.files(ScaffoldFixtures.document("scene assistive\nscreen a\n  link -> b\n"), scene: .assistive)
                == .failure(.invalidFlow))
        #expect(Scaffold.files(ScaffoldFixtures.document("scene standard\nscreen a\n"), scene: .assistive)
                == .failure(.missingScene(.assistive, has: [.standard])))
    }
}
