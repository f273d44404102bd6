@testable import AAFlow

/// Flows compared in the tests, each a small story, with every number the
/// tests expect worked out by hand from the language spec.
enum CompareFixtures {
    /// The News app of "Assistive Access in iOS 26": three tabs (News,
    /// Breaking, Settings) in the standard app; in Assistive Access only the
    /// News list and the article, no tab bar, no settings.
    static let news = specExample

    /// The standard scene of `news` alone, with both tasks.
    static var newsStandard: String {
        String(news[..<news.firstRange(of: "scene assistive")!.lowerBound])
    }

    /// The assistive scene of `news` alone, with only the task it can do.
    static let newsAssistive = """
        app "News"
        task "Read an article" -> article

        scene assistive
        start news

        screen news "News" icon newspaper kind list
          row "Article" icon doc.text -> article

        screen article "Article" icon doc.text
        """

    /// A camera: tabs for photo, video and library in the standard app; in
    /// Assistive Access two big buttons, a "Saved" toast, no editing, and a
    /// video screen nothing leads to. The files declare different tasks.
    static let cameraStandard = """
        app "Camera"

        task "Take a photo" -> capture
        task "See a photo" -> photo
        task "Edit a photo" -> edit
        task "Record a video" -> video

        scene standard
        start home

        screen home "Camera" icon camera kind tabs
          tab "Photo" icon camera -> capture
          tab "Video" icon video -> video
          tab "Library" icon photo.stack -> library

        screen capture "Photo" icon camera kind canvas
          button "Take Photo" icon camera.circle
          picker "Flash" icon bolt options 3
          slider "Zoom" icon plus.magnifyingglass

        screen video "Video" icon video kind canvas
          button "Record" icon record.circle

        screen library "Library" icon photo.stack kind grid
          row "Photo" icon photo -> photo

        screen photo "Photo" icon photo kind media
          button "Delete" icon trash -> library destructive
          button "Edit" icon pencil -> edit

        screen edit "Edit" icon pencil kind canvas
          slider "Exposure" icon sun.max
          button "Done" icon checkmark -> photo
        """

    static let cameraAssistive = """
        app "Camera"

        task "Take a photo" -> capture
        task "Look at photos" -> library
        task "See a photo" -> photo
        task "Record a video" -> video

        scene assistive
        start home

        screen home "Camera" icon camera
          button "Take Photo" icon camera -> capture
          button "Photos" icon photo.stack -> library

        screen capture "Take Photo" icon camera kind canvas
          button "Take Photo" icon camera.circle -> saved

        screen saved "Saved" icon checkmark kind dialog
          after 2s

        screen library "Photos" icon photo.stack kind grid
          row "Photo" icon photo -> photo

        screen photo "Photo" icon photo kind media

        screen video "Video" icon video kind canvas
        """

    /// Messages, one file: an inbox in the standard app; in Assistive Access
    /// a grid of people, a quick "Call Mum" button, and a "Sent" screen.
    /// Two shortest ways lead to the call; the one with fewer decisions counts.
    static let messages = """
        app "Messages"
        task "Send a message" -> compose
        task "Call" -> call

        scene standard
        start inbox

        screen inbox "Messages" icon message kind list feature messages
          row "Conversation" icon person -> thread
          button "New" icon square.and.pencil -> compose
          menu "Filter" icon line.3.horizontal.decrease options 4

        screen thread "Conversation" icon person feature messages
          field "Message" icon keyboard
          button "Send" icon paperplane
          button "Call" icon phone -> call

        screen compose "New Message" icon square.and.pencil kind form feature messages
          field "To" icon person
          field "Message" icon keyboard
          button "Send" icon paperplane -> inbox

        screen call "Call" icon phone kind media feature calls
          button "End" icon phone.down -> inbox

        scene assistive
        start people

        screen people "Messages" icon message kind grid feature messages
          row "Person" icon person -> thread
          button "Call Mum" icon phone -> quickcall

        screen thread "Conversation" icon person feature messages
          picker "Reaction" icon face.smiling options 3
          button "Write" icon keyboard -> compose
          button "Call" icon phone -> call

        screen quickcall "Call Mum" icon phone feature calls
          button "Call" icon phone -> call

        screen compose "Write" icon keyboard kind form feature messages
          field "Message" icon keyboard
          button "Send" icon paperplane -> sent

        screen sent "Sent" icon checkmark kind dialog feature messages
          button "Done" icon checkmark -> people

        screen call "Call" icon phone kind media feature calls
          button "End" icon phone.down -> people
        """

    static func document(_ text: String, path: String = "test.flow", ruleIDs: Set<String> = RuleCatalog.ids) -> FlowDocument {
        FlowDocument(SourceFile(path: path, text: text), ruleIDs: ruleIDs)
    }

    static func metrics(screens: Int, reachable: Int, transitions: Int, depth: Int, decisions: Int,
                        choices: Int, features: Int, destructive: Int, timed: Int) -> SceneMetrics {
        var m = SceneMetrics()
        m.screens = screens
        m.reachableScreens = reachable
        m.transitions = transitions
        m.maxDepth = depth
        m.maxDecisions = decisions
        m.maxChoices = choices
        m.features = features
        m.destructiveActions = destructive
        m.timedTransitions = timed
        return m
    }
}
