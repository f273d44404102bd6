import Testing
@testable import AAFlow

/// Language 1.1: entries, features by inheritance, confirmations drawn as
/// dialog screens, scene tasks and `for`, two timers on a screen, and a
/// scene that is not there. One test per point of the spec's section.
struct Version11Tests {
    // MARK: Entry points

    @Test func anEntryIsARootBesideTheStart() throws {
        let doc = document("""
            scene assistive
            start home
            entry reminder "a notification"
            screen home "Home" icon house
            screen reminder "Take your pills" icon pills
              button "Taken" icon checkmark -> done
            screen done "Done" icon checkmark.circle
            """)
        #expect(doc.diagnostics.isEmpty)
        let scene = try #require(doc.scene(.assistive))
        #expect(scene.entries == [1])
        #expect(scene.entryLabels == ["a notification"])
        #expect(scene.depth(of: 1) == 0)
        #expect(scene.depth(of: 2) == 1)
        #expect(scene.metrics.reachableScreens == 3)
        let report = Checker.check(doc)
        #expect(!report.diagnostics.contains { $0.id == "structure.unreachable-screen" })
    }

    @Test func withoutTheEntryTheScreenIsUnreachable() {
        let report = Fixtures.check("""
            scene assistive
            screen home "Home" icon house
            screen reminder "Take your pills" icon pills
            """)
        #expect(report.diagnostics.map(\.id) == ["structure.unreachable-screen"])
    }

    @Test func entryErrors() {
        let m = MarkedText("""
            scene assistive
            start home
            entry ↓home "the widget"
            entry photo "a link"
            entry ↓photo "a notification"
            entry ↓nowhere "a link"
            entry photo↓
            entry photo ↓""
            screen home "Home" icon house
            screen photo "Photo" icon photo
            """)
        let doc = document(m.text)
        #expect(located(doc.diagnostics) == [
            "flow.duplicate-entry@\(m.marks[0])", "flow.duplicate-entry@\(m.marks[1])",
            "flow.undefined-screen@\(m.marks[2])", "flow.syntax@\(m.marks[3])", "flow.syntax@\(m.marks[4])",
        ])
    }

    @Test func aTaskPathStartsAtTheFirstEntryThatReachesItWhenTheStartCannot() throws {
        let doc = document("""
            task "Take pills" -> taken
            task "Look at photos" -> photo
            scene assistive
            entry widget "the widget"
            entry reminder "a notification"
            screen home "Home" icon house
              button "Photos" icon photo -> photo
            screen photo "Photo" icon photo
            screen widget "Widget" icon square
            screen reminder "Take your pills" icon pills
              button "Taken" icon checkmark -> taken
            screen taken "Taken" icon checkmark
            """)
        let scene = try #require(doc.scene(.assistive))
        let paths = scene.taskPaths.map { "\($0.name): \(scene.screens[$0.from].id.name) \($0.steps)" }
        #expect(paths == ["Take pills: reminder 1", "Look at photos: home 1"])
        let json = JSONReporter().report([Checker.check(doc)])
        #expect(json.contains("\"from\": \"reminder\""))
        #expect(json.contains("\"label\": \"a notification\""))
    }

    // MARK: Features

    @Test func featuresNamedOnSomeScreensOnlyCountEachScreenTheRootsOpen() throws {
        // Four features, not one: the screens without a name are features of their own.
        let scene = try scene("""
            scene assistive
            screen home "Home" icon house
              button "Camera" icon camera -> camera
              button "Photos" icon photo -> photos
              button "Messages" icon message -> messages
              button "Calls" icon phone -> calls
            screen camera "Camera" icon camera feature camera
            screen photos "Photos" icon photo
              row "Photo" icon photo -> photo
            screen photo "Photo" icon photo
            screen messages "Messages" icon message
            screen calls "Calls" icon phone
            """)
        #expect(scene.features == ["camera", "photos", "messages", "calls"])
        #expect(scene.screenFeatures[3] == "photos")  // photo inherits from photos
        #expect(scene.screenFeatures[0] == nil)        // the start names none
    }

    @Test func dialogsSheetsAndTimersFromTheStartAreNoFeature() throws {
        let scene = try scene("""
            scene assistive
            screen camera "Camera" icon camera
              button "Take Photo" icon camera -> saved
              button "Share" icon square.and.arrow.up -> share sheet
              button "Photos" icon photo -> photos
              after 10min -> idle
            screen saved "Saved" icon checkmark kind dialog
            screen share "Share" icon square.and.arrow.up
            screen idle "Idle" icon moon
            screen photos "Photos" icon photo
            """)
        #expect(scene.features == ["photos"])
        #expect(scene.metrics.features == 1)
    }

    @Test func theStartScreensFeatureGoesOnlyWhereNoOtherRuleClaims() throws {
        let scene = try scene("""
            scene assistive
            screen home "Calls" icon phone feature calls
              button "Share" icon square.and.arrow.up -> share sheet
              row "Family" icon person -> contact
            screen share "Share" icon square.and.arrow.up
            screen contact "Contact" icon person
            """)
        // share takes the start's feature; contact is a feature of its own.
        #expect(scene.screenFeatures == ["calls", "calls", "contact"])
        #expect(scene.features == ["calls", "contact"])
    }

    // MARK: Confirmations drawn as dialogs

    @Test func aDeleteThatAsksOnTwoDialogsIsConfirmedTwice() {
        let report = Fixtures.check("""
            scene assistive
            screen photo "Photo" icon photo
              button "Delete" icon trash -> sure destructive
            screen sure "Delete this photo?" icon trash kind dialog
              button "Delete" icon trash -> really destructive
              button "Keep" icon xmark -> photo
            screen really "This cannot be undone" icon trash kind dialog
              button "Delete" icon trash -> photo destructive
              button "Keep" icon xmark -> photo
            """)
        // Only the last button acts, asked twice: a note, no error.
        let safety = report.diagnostics.filter { $0.id.hasPrefix("safety.") }
        #expect(safety.map(\.id) == ["safety.destructive-action"])
        #expect(safety.map(\.range.start.line) == [8])
    }

    @Test func oneDialogIsOneConfirmationAndConfirmAddsToIt() throws {
        let report = Fixtures.check("""
            scene assistive
            screen photo "Photo" icon photo
              button "Delete" icon trash -> sure destructive
              button "Erase" icon eraser -> wipe destructive
            screen sure "Delete this photo?" icon trash kind dialog
              button "Delete" icon trash -> photo destructive
            screen wipe "Erase everything?" icon eraser kind dialog
              button "Erase" icon eraser -> photo destructive confirm
            """)
        let safety = report.diagnostics.filter { $0.id.hasPrefix("safety.") }
        #expect(safety.map { "\($0.id)@\($0.range.start.line)" }
                == ["safety.insufficient-confirmation@6", "safety.destructive-action@8"])
        #expect(safety[0].message(as: InsufficientConfirmationRule.Message.self)
                == .asksTooLittle(ControlName(.button, text: "Delete", icon: "trash"), confirmations: 1))
        let scene = try #require(report.scenes.first)
        #expect(scene.effectiveConfirmations(screen: 2, control: 0) == 2)
        #expect(scene.opensConfirmation(screen: 0, control: 0))
        #expect(scene.metrics.destructiveActions == 2)
    }

    @Test func aDialogThatAppearsByItselfAsksNothing() {
        let report = Fixtures.check("""
            scene standard
            screen photo "Photo" icon photo
              after 3s -> sure
            screen sure "Delete this photo?" icon trash kind dialog
              button "Delete" icon trash -> photo destructive
            """)
        #expect(report.diagnostics.contains { $0.id == "safety.insufficient-confirmation" && $0.range.start.line == 5 })
    }

    // MARK: Scenes whose screens have other names

    @Test func sceneTasksTakeOverTheFilesAndForPairsScreens() throws {
        let doc = document("""
            task "Take a photo" -> camera
            scene standard
            screen camera "Camera" icon camera
              button "Library" icon photo -> library
            screen library "Library" icon photo
            scene assistive
            task "Take a photo" -> viewfinder
            task "Call mum" -> call
            screen viewfinder "Camera" icon camera for camera
              button "Call" icon phone -> call
            screen call "Call" icon phone
            """)
        #expect(doc.diagnostics.isEmpty)
        let comparison = try Comparison(doc)
        #expect(comparison.screens.pairs == [ScreenPair(standard: "camera", assistive: "viewfinder", byFor: true)])
        #expect(comparison.screens.dropped == ["library"])
        #expect(comparison.screens.added == ["call"])
        #expect(comparison.tasks.map(\.name) == ["Take a photo", "Call mum"])
        #expect(comparison.tasks[0].standard.measure?.steps == 0)
        #expect(comparison.tasks[0].assistive.measure?.steps == 0)
        #expect(comparison.tasks[1].standard == .notInScene)
        #expect(comparison.tasks[1].assistive.measure?.steps == 1)
        let json = ComparisonJSONReporter().report(comparison)
        #expect(json.contains("{\n        \"standard\": \"camera\",\n        \"assistive\": \"viewfinder\",\n        \"by\": \"for\"\n      }"))
    }

    @Test func forNamesAScreenOfTheOtherSceneOnlyWhenThereIsOne() {
        let m = MarkedText("""
            scene standard
            screen camera "Camera" icon camera
            scene assistive
            screen viewfinder "Camera" icon camera for ↓camra
            """)
        let doc = document(m.text)
        #expect(located(doc.diagnostics) == ["flow.undefined-screen@\(m.marks[0])"])
        #expect(doc.diagnostics[0].fix == "did you mean `camera`?")
        // With no standard scene in the file, `for` is not checked here.
        #expect(document("""
            scene assistive
            screen viewfinder "Camera" icon camera for camera
            """).diagnostics.isEmpty)
    }

    @Test func twoFileTasksAreOneFlow() throws {
        let standard = "scene standard\nscreen home \"Home\" icon house\n"
        let assistive = "task \"Call\" -> call\nscene assistive\nscreen call \"Call\" icon phone for home\n"
        let std = FlowDocument(SourceFile(path: "s.flow", text: standard), ruleIDs: RuleCatalog.ids,
                               companion: FlowParser.parse(SourceFile(path: "a.flow", text: assistive)).file)
        let aa = FlowDocument(SourceFile(path: "a.flow", text: assistive), ruleIDs: RuleCatalog.ids,
                              companion: FlowParser.parse(SourceFile(path: "s.flow", text: standard)).file)
        #expect(std.diagnostics.isEmpty)
        #expect(aa.diagnostics.isEmpty)
        let comparison = try Comparison(standard: std, assistive: aa)
        #expect(comparison.screens.pairs == [ScreenPair(standard: "home", assistive: "call", byFor: true)])
        #expect(comparison.tasks.map(\.name) == ["Call"])
    }

    /// `compare`'s library call: two files read as one flow, in either order.
    @Test func twoFileInputsAreComparedAsOneFlow() throws {
        let standard = ComparedInput.flow(SourceFile(path: "s.flow", text: "scene standard\nscreen home \"Home\" icon house\n"))
        let assistive = ComparedInput.flow(SourceFile(path: "a.flow",
            text: "task \"Call\" -> call\nscene assistive\nscreen call \"Call\" icon phone for home\n"))
        let documents = Comparison.documents([standard, assistive])
        #expect(documents.map(\.source.path) == ["s.flow", "a.flow"])
        #expect(documents.allSatisfy { $0.diagnostics.isEmpty })
        let comparison = try Comparison.of(documents).get()
        #expect(comparison.screens.pairs == [ScreenPair(standard: "home", assistive: "call", byFor: true)])
        #expect(comparison.swapNote == nil)
        // The other way round, the pair is turned and says so.
        let turned = try Comparison.of(Comparison.documents([assistive, standard])).get()
        #expect(turned.screens.pairs == comparison.screens.pairs)
        #expect(turned.swapNote != nil)
        // A file with mistakes is named in the error (and the other, whose
        // `for` names a screen the broken file no longer declares).
        let broken = Comparison.documents([.flow(SourceFile(path: "b.flow", text: "scene standard\nscreen\n")), assistive])
        guard case .failure(.invalid(let paths)) = Comparison.of(broken) else {
            Issue.record("a flow with mistakes was compared")
            return
        }
        #expect(paths == ["b.flow", "a.flow"])
    }

    // MARK: Two timers, and the missing scene

    @Test func aSecondTimerIsShadowed() {
        expectFindings("timing.shadowed-timer", """
            scene assistive
            screen saved "Saved" icon checkmark.circle
              after 3s
            ↓  after 5s -> saved
            ↓  after 8s
            """)
    }

    @Test func aMissingSceneIsAnError() {
        let report = Checker.check(document("scene standard\nscreen a \"A\" icon a\n"), only: .assistive)
        #expect(!report.isValid)
        #expect(report.diagnostics.map(\.id) == ["flow.missing-scene"])
        #expect(report.diagnostics[0].message(as: Analysis.Message.self) == .missingScene(.assistive, has: [.standard]))
    }

    // MARK: Messages that say the fix

    @Test func messagesSayWhatToWrite() {
        func fix(_ line: String) -> String? {
            let doc = document("scene assistive\nscreen a \"A\" icon a\n" + line + "\n")
            return doc.diagnostics.first?.fix
        }
        #expect(fix("  button \"Go\" icon a --> a") == "write the arrow as `->`")
        #expect(fix("  button \"Go\" icon a → a") == "write the arrow as `->`")
        #expect(fix("  button \"Go\" icon a => a") == "write the arrow as `->`")
        #expect(fix("  button 'Go' icon a") == "write it as \"Go\"")
        #expect(fix("  button \"Go\" icon \"star\"") == "write `icon star`")
        #expect(fix("screen \"Home\" home") == "write the id first, then the title: `screen home \"Home\"`")
        #expect(fix("  after 3 s") == "write `3s`")
        #expect(fix("  after 2m") == "write `2min`")
        #expect(fix("  after 5 seconds") == "write `5s`")
        let tooLong = document("scene assistive\nscreen a \"A\" icon a\n  after 99999999999999999999s\n")
        #expect(tooLong.diagnostics.first?.message(as: Parser.Message.self) == .durationTooLong("99999999999999999999s"))
    }
}
