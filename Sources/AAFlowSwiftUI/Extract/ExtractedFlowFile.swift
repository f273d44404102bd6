import AAFlow

/// The extracted flow as the same syntax tree the `.flow` parser builds,
/// with every range in the Swift file it came from (the file id is the
/// index in `ExtractedProject.sources`), so that every rule, measurement,
/// diagram and comparison works on code unchanged and points at Swift lines.
extension ExtractedProject {
    /// The flow's syntax tree; ranges point into `sources`.
    package var flowFile: FlowFile {
        var fileIDs: [String: Int] = [:]
        for (i, f) in files.enumerated() { fileIDs[f] = i }
        func range(_ l: ProjectLocation?, length: Int = 1) -> SourceRange {
            guard let l else { return SourceRange(line: 1, column: 1) }
            return SourceRange(line: l.line, column: l.column, length: length, file: SourceFileID(fileIDs[l.file] ?? 0))
        }
        var out = FlowFile(app: app?.typeName, scenes: [])
        for scene in scenes {
            func ref(_ id: String, _ l: ProjectLocation?) -> Reference {
                Reference(name: FlowText.id(id), range: range(l, length: max(1, id.unicodeScalars.count)))
            }
            var screens: [ScreenDecl] = []
            for s in scene.screens {
                let controls = s.controls.map { c in
                    ControlDecl(type: c.type, text: c.text, icon: c.icon.map(FlowText.wordSpelling),
                                target: c.target.map { ref($0, c.location) }, range: range(c.location),
                                isDestructive: c.isDestructive, isCustom: c.isCustom, isSheet: c.isSheet,
                                confirmations: c.isDestructive ? c.confirmations : 0, options: c.options)
                }
                let timers = s.timers.map { t in
                    TimerDecl(duration: Duration(milliseconds: t.seconds * 1000, spelling: FlowText.duration(t.seconds)),
                              target: t.target.map { ref($0, t.location) }, range: range(t.location))
                }
                screens.append(ScreenDecl(id: ref(s.id, s.location), title: s.title, icon: s.icon.map(FlowText.wordSpelling),
                                          kind: s.kind, feature: s.feature, controls: controls, timers: timers,
                                          range: range(s.location)))
            }
            let entries = scene.entries.map { EntryDecl(target: ref($0.target, $0.location), label: $0.what, range: range($0.location)) }
            out.scenes.append(SceneDecl(kind: scene.kind, start: scene.start.map { ref($0, scene.screen($0)?.location) },
                                        entries: entries, screens: screens, range: range(scene.location)))
        }
        return out
    }

    /// The flow read and resolved, its findings located in the Swift files.
    package func flowDocument(ruleIDs: Set<String>) -> FlowDocument {
        FlowDocument(syntax: flowFile, sources: sources, ruleIDs: ruleIDs)
    }
}
