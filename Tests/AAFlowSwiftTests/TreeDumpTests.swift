import Testing
@testable import AAFlowSwift

/// Each snippet's tree, spelled out (read and checked by hand once, then kept).
@Suite struct TreeDumpTests {
    @Test func sheet() {
        let tree = SwiftParser.parse(text: Snippets.sheet)
        #expect(tree.diagnostics.isEmpty)
        #expect(tree.root.dump() == """
        sourceFile
          call
            memberAccess sheet
              call
                identifier Button
                argument
                  stringLiteral "Help"
                argument [trailing]
                  closure
                    binarySequence
                      identifier showHelp
                      binaryOperator =
                      booleanLiteral true
            argument isPresented:
              identifier $showHelp
            argument [trailing]
              closure
                call
                  identifier HelpView
        """)
    }

    @Test func destructiveButton() {
        let tree = SwiftParser.parse(text: Snippets.destructiveButton)
        #expect(tree.diagnostics.isEmpty)
        #expect(tree.root.dump() == """
        sourceFile
          call
            identifier Button
            argument role:
              implicitMember destructive
            argument [trailing]
              closure
                call
                  memberAccess delete
                    identifier model
                  argument
                    identifier photo
            argument label: [trailing]
              closure
                call
                  identifier Label
                  argument
                    stringLiteral "Delete"
                  argument systemImage:
                    stringLiteral "trash"
        """)
    }

    @Test func forEach() {
        let tree = SwiftParser.parse(text: Snippets.forEach)
        #expect(tree.diagnostics.isEmpty)
        #expect(tree.root.dump() == """
        sourceFile
          call
            identifier ForEach
            argument
              identifier items
            argument [trailing]
              closure
                closureSignature
                  closureParameter item
                call
                  identifier NavigationLink
                  argument value:
                    identifier item
                  argument [trailing]
                    closure
                      call
                        identifier Text
                        argument
                          memberAccess name
                            identifier item
        """)
    }

    @Test func switchInComputedVar() {
        let tree = SwiftParser.parse(text: Snippets.switchInComputedVar)
        #expect(tree.diagnostics.isEmpty)
        #expect(tree.root.dump() == """
        sourceFile
          variableDecl var
            binding destination
              typeAnnotation
                type some View
              accessorBlock [implicitGetter]
                switchStmt
                  identifier route
                  switchCase case
                    caseLabel case
                      implicitMember settings
                    call
                      identifier SettingsView
                  switchCase case
                    caseLabel case
                      call
                        implicitMember photo
                        argument
                          bindingPattern let
                            identifier id
                    call
                      identifier PhotoView
                      argument id:
                        identifier id
                  switchCase default
                    caseLabel default
                    call
                      identifier EmptyView
        """)
    }

    @Test func navigationLinkLabel() {
        let tree = SwiftParser.parse(text: Snippets.navigationLinkLabel)
        #expect(tree.diagnostics.isEmpty)
        #expect(tree.root.dump() == """
        sourceFile
          call
            identifier NavigationStack
            argument [trailing]
              closure
                call
                  identifier NavigationLink
                  argument [trailing]
                    closure
                      call
                        identifier DetailView
                  argument label: [trailing]
                    closure
                      call
                        identifier Label
                        argument
                          stringLiteral "Open"
                        argument systemImage:
                          stringLiteral "folder"
        """)
    }

    @Test func appScenes() {
        let tree = SwiftParser.parse(text: Snippets.appScenes)
        #expect(tree.diagnostics.isEmpty)
        #expect(tree.root.dump() == """
        sourceFile
          typeDecl struct A
            attribute main
            inheritanceClause
              type App
            memberBlock
              variableDecl var
                binding body
                  typeAnnotation
                    type some Scene
                  accessorBlock [implicitGetter]
                    call
                      identifier WindowGroup
                      argument [trailing]
                        closure
                          call
                            identifier ContentView
                    call
                      identifier AssistiveAccess
                      argument [trailing]
                        closure
                          call
                            identifier SimpleView
        """)
    }

}
