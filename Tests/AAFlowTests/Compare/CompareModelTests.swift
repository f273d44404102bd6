import Testing
@testable import AAFlow

private typealias F = CompareFixtures

private func done(_ steps: Int, _ decisions: Int, _ path: [String]) -> TaskOutcome {
    .done(TaskMeasure(steps: steps, decisions: decisions, path: path))
}

@Suite struct CompareModelTests {
    // MARK: News, the article's example

    /// What a reader of the article expects: the tab bar, Breaking, Settings
    /// and the share sheet are gone; the News list and the article stay;
    /// reading an article takes one step and one decision instead of two
    /// and two; settings cannot be reached from Assistive Access at all.
    func checkNews(_ c: Comparison) {
        #expect(c.screens == ScreenChanges(kept: ["news", "article"],
                                           dropped: ["home", "breaking", "share", "settings"], added: []))
        #expect(c.standard.metrics == F.metrics(screens: 6, reachable: 6, transitions: 7, depth: 3, decisions: 1,
                                                choices: 3, features: 3, destructive: 1, timed: 0))
        #expect(c.assistive.metrics == F.metrics(screens: 2, reachable: 2, transitions: 1, depth: 1, decisions: 1,
                                                 choices: 1, features: 1, destructive: 0, timed: 0))
        #expect(c.tasks == [
            TaskComparison(name: "Read an article", standard: done(2, 2, ["home", "news", "article"]),
                           assistive: done(1, 1, ["news", "article"])),
            TaskComparison(name: "Change settings", standard: done(1, 1, ["home", "settings"]),
                           assistive: .missing(screen: "settings")),
        ])
        #expect(c.standard.graph.features == ["news", "breaking", "settings"])
        #expect(c.assistive.graph.features == ["article"])
    }

    @Test func newsInOneFile() throws {
        let c = try Comparison(F.document(F.news, path: "news.flow"))
        #expect(c.isOneFile && !c.isSwapped)
        #expect(c.standard.startID == "home" && c.assistive.startID == "news")
        checkNews(c)
    }

    @Test func newsInTwoFiles() throws {
        let c = try Comparison(standard: F.document(F.newsStandard, path: "std.flow"),
                               assistive: F.document(F.newsAssistive, path: "aa.flow"))
        #expect(!c.isOneFile && !c.isSwapped)
        #expect(c.standard.path == "std.flow" && c.assistive.path == "aa.flow")
        checkNews(c)
    }

    @Test func newsMeasuresShowTheChange() throws {
        let c = try Comparison(F.document(F.news))
        let change = Dictionary(uniqueKeysWithValues: c.measures.map { ($0.key, $0.change) })
        #expect(c.measures.map(\.key) == ["screens", "reachableScreens", "transitions", "features", "maxDepth",
                                          "maxDecisions", "maxChoices", "destructiveActions", "timedTransitions",
                                          "errors", "warnings", "notes"])
        #expect(change["screens"] == -4 && change["transitions"] == -6 && change["features"] == -2)
        #expect(change["maxDepth"] == -2 && change["maxDecisions"] == 0 && change["destructiveActions"] == -1)
    }

    // MARK: Camera, two files with different tasks

    func checkCamera(_ c: Comparison) {
        #expect(c.screens == ScreenChanges(kept: ["home", "capture", "video", "library", "photo"],
                                           dropped: ["edit"], added: ["saved"]))
        #expect(c.standard.metrics == F.metrics(screens: 6, reachable: 6, transitions: 7, depth: 3, decisions: 2,
                                                choices: 3, features: 3, destructive: 1, timed: 0))
        #expect(c.assistive.metrics == F.metrics(screens: 6, reachable: 5, transitions: 4, depth: 2, decisions: 1,
                                                 choices: 2, features: 2, destructive: 0, timed: 1))
        // The standard file's tasks in its order, then the one only the assistive file declares.
        #expect(c.tasks == [
            TaskComparison(name: "Take a photo", standard: done(1, 1, ["home", "capture"]),
                           assistive: done(1, 1, ["home", "capture"])),
            TaskComparison(name: "See a photo", standard: done(2, 2, ["home", "library", "photo"]),
                           assistive: done(2, 2, ["home", "library", "photo"])),
            TaskComparison(name: "Edit a photo", standard: done(3, 3, ["home", "library", "photo", "edit"]),
                           assistive: .missing(screen: "edit")),
            TaskComparison(name: "Record a video", standard: done(1, 1, ["home", "video"]),
                           assistive: .unreachable(screen: "video")),
            TaskComparison(name: "Look at photos", standard: done(1, 1, ["home", "library"]),
                           assistive: done(1, 1, ["home", "library"])),
        ])
        #expect(c.tasks[2].assistive.measure == nil && c.tasks[3].assistive.measure == nil)
    }

    @Test func cameraInTwoFiles() throws {
        let c = try Comparison(standard: F.document(F.cameraStandard, path: "camera.flow"),
                               assistive: F.document(F.cameraAssistive, path: "camera-aa.flow"))
        #expect(!c.isSwapped)
        checkCamera(c)
    }

    @Test func filesGivenTheOtherWayRoundAreTurned() throws {
        let c = try Comparison(standard: F.document(F.cameraAssistive, path: "camera-aa.flow"),
                               assistive: F.document(F.cameraStandard, path: "camera.flow"))
        #expect(c.isSwapped)
        #expect(c.standard.path == "camera.flow" && c.assistive.path == "camera-aa.flow")
        #expect(c.swapNote != nil)
        checkCamera(c)
    }

    // MARK: Messages, one file, features named, a tie broken by decisions

    @Test func messagesInOneFile() throws {
        let c = try Comparison(F.document(F.messages))
        #expect(c.screens == ScreenChanges(kept: ["thread", "compose", "call"], dropped: ["inbox"],
                                           added: ["people", "quickcall", "sent"]))
        #expect(c.standard.metrics == F.metrics(screens: 4, reachable: 4, transitions: 5, depth: 2, decisions: 2,
                                                choices: 3, features: 2, destructive: 0, timed: 0))
        #expect(c.assistive.metrics == F.metrics(screens: 6, reachable: 6, transitions: 8, depth: 3, decisions: 2,
                                                 choices: 3, features: 2, destructive: 0, timed: 0))
        #expect(c.tasks == [
            TaskComparison(name: "Send a message", standard: done(1, 2, ["inbox", "compose"]),
                           assistive: done(2, 3, ["people", "thread", "compose"])),
            // people → thread → call asks for 1 + 2 decisions, people → quickcall → call for 1 + 0.
            TaskComparison(name: "Call", standard: done(2, 4, ["inbox", "thread", "call"]),
                           assistive: done(2, 1, ["people", "quickcall", "call"])),
        ])
    }

    // MARK: Task matching

    @Test func tasksOfTheSameNameMatchInTurn() throws {
        let std = """
            task "Open" -> a
            task "Open" -> b
            task "Only standard" -> b
            scene standard
            screen a "A" icon a
              button "B" icon b -> b
            screen b "B" icon b
            """
        let aa = """
            task "Other" -> a
            task "Open" -> a
            scene assistive
            screen a "A" icon a
            """
        let c = try Comparison(standard: F.document(std, path: "s.flow"), assistive: F.document(aa, path: "a.flow"))
        #expect(c.tasks == [
            TaskComparison(name: "Open", standard: done(0, 0, ["a"]), assistive: done(0, 0, ["a"])),
            TaskComparison(name: "Open", standard: done(1, 0, ["a", "b"]), assistive: .missing(screen: "b")),
            TaskComparison(name: "Only standard", standard: done(1, 0, ["a", "b"]), assistive: .missing(screen: "b")),
            TaskComparison(name: "Other", standard: done(0, 0, ["a"]), assistive: done(0, 0, ["a"])),
        ])
    }

    @Test func aTaskMatchedByNameUsesEachFilesOwnScreen() throws {
        let std = """
            task "Read" -> reader
            scene standard
            screen home "Home" icon house
              button "Read" icon book -> reader
            screen reader "Reader" icon book
            """
        let aa = """
            task "Read" -> home
            scene assistive
            screen home "Home" icon house
            """
        let c = try Comparison(standard: F.document(std, path: "s.flow"), assistive: F.document(aa, path: "a.flow"))
        #expect(c.tasks == [TaskComparison(name: "Read", standard: done(1, 0, ["home", "reader"]),
                                           assistive: done(0, 0, ["home"]))])
    }

    @Test func noTasks() throws {
        let c = try Comparison(F.document("scene standard\nscreen a \"A\" icon a\nscene assistive\nscreen a \"A\" icon a\n"))
        #expect(c.tasks.isEmpty)
        #expect(c.screens == ScreenChanges(kept: ["a"], dropped: [], added: []))
    }

    // MARK: What cannot be compared

    @Test func oneFileNeedsBothScenes() {
        #expect(throws: ComparisonError.onlyOneScene(path: "s.flow", kind: .standard)) {
            try Comparison(F.document(F.cameraStandard, path: "s.flow"))
        }
        #expect(throws: ComparisonError.onlyOneScene(path: "a.flow", kind: .assistive)) {
            try Comparison(F.document(F.cameraAssistive, path: "a.flow"))
        }
        #expect(throws: ComparisonError.noScene(path: "e.flow")) {
            try Comparison(F.document("app \"Empty\"\n", path: "e.flow"))
        }
    }

    @Test func twoFilesOfTheSameKind() {
        #expect(throws: ComparisonError.sameKind(first: "a.flow", second: "b.flow", kind: .standard)) {
            try Comparison(standard: F.document(F.cameraStandard, path: "a.flow"),
                           assistive: F.document(F.newsStandard, path: "b.flow"))
        }
        #expect(throws: ComparisonError.sameKind(first: "a.flow", second: "b.flow", kind: .assistive)) {
            try Comparison(standard: F.document(F.cameraAssistive, path: "a.flow"),
                           assistive: F.document(F.newsAssistive, path: "b.flow"))
        }
        #expect(throws: ComparisonError.noScene(path: "b.flow")) {
            try Comparison(standard: F.document(F.cameraStandard, path: "a.flow"), assistive: F.document("", path: "b.flow"))
        }
    }

    @Test func invalidFilesAreNamed() {
        let broken = "scene standard\nscreen a \"A\" icon a\n  button \"Go\" icon b -> nowhere\n"
        #expect(throws: ComparisonError.invalid(paths: ["x.flow"])) {
            try Comparison(F.document(broken, path: "x.flow"))
        }
        #expect(throws: ComparisonError.invalid(paths: ["x.flow", "y.flow"])) {
            try Comparison(standard: F.document(broken, path: "x.flow"), assistive: F.document(broken, path: "y.flow"))
        }
        #expect(throws: ComparisonError.invalid(paths: ["y.flow"])) {
            try Comparison(standard: F.document(F.cameraStandard, path: "x.flow"), assistive: F.document(broken, path: "y.flow"))
        }
    }

    @Test func messagesAreLowerCaseWithoutAPeriod() {
        let errors: [ComparisonError] = [
            .invalid(paths: ["a"]), .noScene(path: "a"), .onlyOneScene(path: "a", kind: .standard),
            .onlyOneScene(path: "a", kind: .assistive), .sameKind(first: "a", second: "b", kind: .standard),
            .sameKind(first: "a", second: "b", kind: .assistive),
        ]
        for e in errors {
            #expect(!e.message.hasSuffix("."))
            #expect(e.message.first.map { !$0.isUppercase } ?? false)
        }
    }

    // MARK: Findings

    @Test func findingsAreTheCheckersPerScene() throws {
        let text = F.news + "\n  back \"Back\" icon chevron.left\n"
        let c = try Comparison(F.document(text))
        #expect(c.assistive.findings.map(\.id).contains("navigation.custom-back"))
        #expect(c.assistive.counts.errors == 1 && c.standard.counts.errors == 0)
        #expect(c.standard.counts.errors + c.assistive.counts.errors == 1)
        #expect(try Comparison(F.document(F.news)).assistive.counts.errors == 0)
    }
}
