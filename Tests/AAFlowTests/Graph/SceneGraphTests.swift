import Testing
@testable import AAFlow

/// The measurements of the language spec, with values worked out by hand.
struct SceneGraphTests {
    @Test func theNewsExampleMeasuredByHand() throws {
        let doc = document(specExample)
        let standard = try #require(doc.scene(.standard))
        // home(0) -> news, breaking, settings (1) -> article (2) -> share (3)
        #expect(standard.screens.map { standard.depth(of: standard.index(of: $0.id.name)!) } == [0, 1, 1, 2, 3, 1])
        // home: three tabs, two or more actions: one decision; news, breaking: a row;
        // article: two buttons; share: one button, none; settings: a toggle, one.
        #expect(standard.decisions == [1, 1, 1, 1, 0, 1])
        #expect(Array(standard.choices) == [3, 1, 1, 2, 1, 1])
        #expect(standard.metrics == SceneMetrics(
            screens: 6, reachableScreens: 6, transitions: 7, maxDepth: 3, maxDecisions: 1, maxChoices: 3,
            features: 3, destructiveActions: 1, timedTransitions: 0))
        #expect(standard.features == ["news", "breaking", "settings"])
        // Read an article: home -> news -> article (news is declared before breaking).
        #expect(standard.taskPaths.map(\.name) == ["Read an article", "Change settings"])
        let read = standard.taskPaths[0]
        #expect(read.screens.map { standard.screens[$0].id.name } == ["home", "news", "article"])
        #expect(read.steps == 2 && read.decisions == 2)
        #expect(standard.taskPaths[1].steps == 1 && standard.taskPaths[1].decisions == 1)

        let assistive = try #require(doc.scene(.assistive))
        #expect(assistive.metrics == SceneMetrics(
            screens: 2, reachableScreens: 2, transitions: 1, maxDepth: 1, maxDecisions: 1, maxChoices: 1,
            features: 1, destructiveActions: 0, timedTransitions: 0))
        // The settings task is not in this scene: it is left out.
        #expect(assistive.taskPaths.map(\.name) == ["Read an article"])
        #expect(assistive.taskPaths[0].steps == 1 && assistive.taskPaths[0].decisions == 1)
    }

    @Test func decisionsCountInputsAndAChoiceOfAction() {
        let doc = document("""
            scene assistive
            screen photo "Photo" icon camera
              button "Take Photo" icon camera
            screen canvas "Canvas" icon pencil kind canvas
              picker "Colour" icon paintpalette options 6
              button "Undo" icon arrow.uturn.backward
              button "Done" icon checkmark
            screen list "List" icon list.bullet
              row "Item" icon doc
              back "Back" icon chevron.left
            screen one "One" icon a
              button "Go" icon a
              back "Back" icon chevron.left
              gesture "Swipe" icon hand.draw
            """)
        let scene = doc.scenes[0]
        #expect(scene.decisions == [0, 2, 1, 1])
        #expect(Array(scene.choices) == [1, 3, 1, 2])
    }

    @Test func depthIgnoresBackAndUnreachableScreensHaveNone() {
        let doc = document("""
            scene assistive
            start a
            screen b "B" icon b
              back "Back" icon chevron.left -> c
            screen a "A" icon a
              button "To B" icon b -> b
              after 2s -> d
            screen c "C" icon c
            screen d "D" icon d
            """)
        let s = doc.scenes[0]
        #expect(s.start == 1)
        #expect([0, 1, 2, 3].map { s.depth(of: $0) } == [1, 0, nil, 1])
        #expect(s.metrics.reachableScreens == 3)
        #expect(s.metrics.transitions == 3)
        #expect(s.metrics.timedTransitions == 1)
    }

    @Test func featuresAreNamedOnesOfReachableScreensWhenAnyScreenNamesOne() {
        let doc = document("""
            scene assistive
            screen a "A" icon a feature Read
              row "R" icon r -> b
            screen b "B" icon b feature Listen
            screen c "C" icon c feature Settings
            screen d "D" icon d feature Read
            """)
        #expect(doc.scenes[0].features == ["Read", "Listen"])
    }

    @Test func withoutStartTheFirstScreenStarts() {
        let doc = document("scene assistive\nscreen x \"X\" icon x\n  link \"Y\" icon y -> y\nscreen y \"Y\" icon y\n")
        #expect(doc.scenes[0].start == 0)
        #expect(doc.scenes[0].features == ["y"])
    }

    @Test func taskPathsPreferFewerDecisionsAmongShortestPaths() {
        let doc = document("""
            task "Call" -> call
            scene assistive
            screen home "Home" icon house
              button "Busy" icon a -> busy
              button "Calm" icon b -> calm
            screen busy "Busy" icon a
              toggle "T" icon t
              picker "P" icon p
              link "Call" icon phone -> call
            screen calm "Calm" icon b
              link "Call" icon phone -> call
            screen call "Call" icon phone
            """)
        let path = doc.scenes[0].taskPaths[0]
        #expect(path.screens == [0, 2, 3])
        #expect(path.steps == 2 && path.decisions == 1)
    }

    @Test func emptySceneHasNoStartAndZeroMetrics() {
        let doc = document("scene assistive\n")
        #expect(doc.scenes[0].start == nil)
        #expect(doc.scenes[0].metrics == SceneMetrics())
    }
}
