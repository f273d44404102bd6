@testable import AAFlow

/// Flows the tests share.
enum Fixtures {
    /// A small app whose Assistive Access scene follows every principle.
    static let clean = """
        app "Family Calls"
        task "Call someone" -> call

        scene standard
        screen contacts "Contacts" icon person.2 kind list
          row "Contact" icon person -> contact
          button "Add Contact" icon person.badge.plus -> add sheet
        screen contact "Contact" icon person
          button "Call" icon phone -> call
          button "Message" icon message -> message
          button "Delete Contact" icon trash destructive confirm
        screen add "New Contact" icon person.badge.plus kind form
          field "Name" icon person
          button "Save" icon checkmark -> contacts
        screen call "Call" icon phone
        screen message "Message" icon message kind form
          field "Message" icon text.bubble
          button "Send" icon paperplane -> contact

        scene assistive
        screen contacts "Family" icon person.2 kind list
          row "Contact" icon person -> contact
        screen contact "Contact" icon person
          button "Call" icon phone -> call
        screen call "Call" icon phone

        """

    /// A photo app on its way to Assistive Access: findings of each
    /// severity, one allowed, one `allow` that accepts nothing, and a note
    /// that points at a `limit`.
    static let mixed = """
        limit depth 1
        scene standard
        screen library "Library" icon photo.stack kind grid
          row "Photo" icon photo -> photo
        screen photo "Photo" icon photo
          button "Delete" icon trash destructive

        scene assistive
        allow representation.missing-navigation-icon "the photo itself shows what the screen is"
        screen library "Photos" icon photo.stack kind grid
          allow distill.tab-bar "kept for a later version"
          row "Photo" icon photo -> photo
        screen photo "Photo"
          button "Delete" icon trash destructive confirm 2
          button "Details" icon info.circle -> details
        screen details "Details" icon info.circle

        """

    /// A flow with a mistake in the language.
    static let invalid = """
        scene assistive
        screen home "Home" icon house
          button "Photos" icon photo -> phtos
        screen photos "Photos" icon photo

        """

    static func document(_ text: String, path: String = "test.flow") -> FlowDocument {
        FlowDocument(SourceFile(path: path, text: text), ruleIDs: RuleCatalog.ids)
    }

    static func check(_ text: String, path: String = "test.flow", only: SceneKind? = nil) -> FileReport {
        Checker.check(document(text, path: path), only: only)
    }
}
