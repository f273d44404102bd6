/// `navigation.too-many-choices`: a screen with more choices than a person can weigh.
struct TooManyChoicesRule: Rule {
    var description: RuleDescription {
        RuleDescription(
            id: DiagnosticID.tooManyChoices.rawValue,
            name: "Too many choices",
            principle: .navigation,
            severities: [.assistive: .warning],
            summary: "a screen offers more choices than `limit choices` (default 5)",
            rationale: """
                Every control on a screen is something to read, weigh and rule out before acting. W3C's \
                guidance on making content usable for people with cognitive and learning disabilities \
                advises keeping the main choices on a screen to five or fewer.
                """,
            fix: """
                Keep the few choices that matter most on the screen and move the rest to a later step or \
                out of the `AssistiveAccess` scene. A list of items, such as contacts, is one `row` \
                (one `List` of `NavigationLink`s), however long it is.
                """,
            details: [
                "Choices are the control statements of the screen other than `back`; a `row` counts once, however many items it stands for.",
            ],
            wcag: WCAG.navigation,
            triggering: [
                """
                scene assistive
                ↓screen home "Home" icon house
                  button "Call" icon phone -> call
                  button "Message" icon message -> message
                  button "Photos" icon photo -> photos
                  button "Camera" icon camera -> camera
                  button "Music" icon music.note -> music
                  button "Weather" icon cloud.sun -> weather
                screen call "Call" icon phone
                screen message "Message" icon message
                screen photos "Photos" icon photo
                screen camera "Camera" icon camera
                screen music "Music" icon music.note
                screen weather "Weather" icon cloud.sun
                """,
            ],
            nonTriggering: [
                """
                scene assistive
                screen home "Family" icon person.2 kind list
                  row "Contact" icon person -> contact
                screen contact "Contact" icon person
                  button "Call" icon phone -> call
                  button "Message" icon message -> message
                screen call "Call" icon phone
                screen message "Message" icon message
                """,
            ])
    }

    func check(_ context: inout RuleContext) {
        context.reportScreens(over: .choices, counts: context.scene.choices) { screen, choices, limit in
            RuleFinding(
                Message.tooMany(screen: screen.id.name, choices: choices, limit: limit),
                fix: "keep the choices that matter most here and move the others to a later step or out of the AssistiveAccess scene")
        }
    }
}

extension TooManyChoicesRule {
    /// What the rule says, as a value: tests and tools match on it, people read `text`.
    enum Message: DiagnosticMessage {
        /// A screen with more choices than the limit.
        case tooMany(screen: String, choices: Int, limit: Int)

        var text: String {
            switch self {
            case .tooMany(let screen, let choices, let limit):
                return "`\(screen)` offers \(Plural.counted(choices, "choice")) on one screen, "
                    + "where at most \(limit) \(Plural.word(limit, "is", "are")) advised"
            }
        }
    }
}
