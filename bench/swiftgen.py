#!/usr/bin/env python3
"""A seeded generator of realistic SwiftUI app source, for `make bench`.

    python3 bench/swiftgen.py --mb 10 OUT          # about 3,300 files, 10 MB, into OUT/
    python3 bench/swiftgen.py --mb 1 --seed 3 OUT  # another corpus
    python3 bench/swiftgen.py --mb 10 OUT --check 300
                                                   # and run `swiftc -parse` on 300 of them

It writes whole apps, one folder each (`OUT/App0001-Pantry/`), until the
corpus holds at least the size asked for: an `App` with a `WindowGroup` (and,
in most apps, an `AssistiveAccess` scene), a tab view, and per feature a
model with its enums, an `@Observable` view model, a list with its row, a
detail view, an editor and a grid of statistics; and shared utilities and
settings. The code is the kind an
iOS team writes: navigation stacks with paths and value links, destinations,
sheets and confirmation dialogs, long modifier chains, swipe actions, forms,
`#if` blocks, `switch`es over enums, previews, doc comments, nested block
comments, strings with interpolation (nested strings inside it), multi-line
and raw strings, extended regex literals, backtick identifiers, emoji and
unicode escapes, and `#if`/`#elseif`/`#else` chains.

The output is deterministic: the same seed and size give the same bytes.
OUT must be new, empty, or a corpus this script wrote (it holds the file
`.swiftgen`), which is then replaced. Nothing else is ever deleted.

Exit status: 0 when written (and, with --check, every sampled file parses),
1 when a sampled file does not parse, 2 for a bad command line or OUT.
"""

import argparse
import os
import random
import shutil
import subprocess
import sys
from pathlib import Path

MARKER = ".swiftgen"

# ------------------------------------------------------------ vocabulary
#
# A domain: the type, its plural, an SF Symbol, the text field that names
# an item, the other fields (name, Swift type), and an enum of categories.

DOMAINS = [
    ("Recipe", "Recipes", "fork.knife", "name",
     [("servings", "Int"), ("prepMinutes", "Int"), ("isFavorite", "Bool"), ("notes", "String"), ("addedOn", "Date")],
     ("Cuisine", ["italian", "mexican", "japanese", "indian", "french"])),
    ("Trip", "Trips", "airplane", "destination",
     [("startDate", "Date"), ("nights", "Int"), ("budget", "Double"), ("isBooked", "Bool"), ("notes", "String")],
     ("TripKind", ["beach", "city", "mountain", "roadTrip"])),
    ("Book", "Books", "book", "title",
     [("author", "String"), ("pages", "Int"), ("rating", "Int"), ("finishedOn", "Date"), ("isLoaned", "Bool")],
     ("Shelf", ["reading", "toRead", "finished", "abandoned"])),
    ("Workout", "Workouts", "figure.run", "name",
     [("minutes", "Int"), ("calories", "Int"), ("heartRate", "Double"), ("performedOn", "Date"), ("isOutdoor", "Bool")],
     ("Intensity", ["light", "moderate", "hard", "maximal"])),
    ("Plant", "Plants", "leaf", "name",
     [("species", "String"), ("waterEveryDays", "Int"), ("lastWatered", "Date"), ("height", "Double"), ("isIndoor", "Bool")],
     ("Light", ["shade", "partial", "bright", "direct"])),
    ("Expense", "Expenses", "creditcard", "merchant",
     [("amount", "Double"), ("spentOn", "Date"), ("isRecurring", "Bool"), ("memo", "String"), ("receiptCount", "Int")],
     ("ExpenseCategory", ["food", "travel", "housing", "health", "fun"])),
    ("Habit", "Habits", "repeat", "title",
     [("streak", "Int"), ("goalPerWeek", "Int"), ("startedOn", "Date"), ("isArchived", "Bool"), ("reminder", "String")],
     ("HabitColor", ["red", "orange", "green", "blue", "purple"])),
    ("Contact", "Contacts", "person.crop.circle", "fullName",
     [("email", "String"), ("phone", "String"), ("birthday", "Date"), ("isFavorite", "Bool"), ("visits", "Int")],
     ("Relation", ["family", "friend", "work", "neighbor"])),
    ("Project", "Projects", "folder", "title",
     [("dueDate", "Date"), ("progress", "Double"), ("openTasks", "Int"), ("isPinned", "Bool"), ("summary", "String")],
     ("ProjectStatus", ["planned", "active", "onHold", "done"])),
    ("Song", "Songs", "music.note", "title",
     [("artist", "String"), ("seconds", "Int"), ("plays", "Int"), ("addedOn", "Date"), ("isDownloaded", "Bool")],
     ("Genre", ["pop", "rock", "jazz", "classical", "electronic"])),
    ("Event", "Events", "calendar", "title",
     [("startsAt", "Date"), ("location", "String"), ("guests", "Int"), ("isAllDay", "Bool"), ("notes", "String")],
     ("EventKind", ["meeting", "birthday", "concert", "trip"])),
    ("Pet", "Pets", "pawprint", "name",
     [("breed", "String"), ("weight", "Double"), ("birthday", "Date"), ("isVaccinated", "Bool"), ("meals", "Int")],
     ("Species", ["dog", "cat", "bird", "rabbit", "fish"])),
    ("Medication", "Medications", "pills", "name",
     [("dose", "Double"), ("timesPerDay", "Int"), ("startedOn", "Date"), ("withFood", "Bool"), ("prescriber", "String")],
     ("DoseForm", ["tablet", "capsule", "liquid", "inhaler"])),
    ("Course", "Courses", "graduationcap", "title",
     [("teacher", "String"), ("credits", "Int"), ("grade", "Double"), ("startsOn", "Date"), ("isOnline", "Bool")],
     ("Term", ["spring", "summer", "autumn", "winter"])),
    ("Podcast", "Podcasts", "mic", "title",
     [("host", "String"), ("episodes", "Int"), ("rating", "Double"), ("lastPlayed", "Date"), ("isSubscribed", "Bool")],
     ("PodcastTopic", ["news", "science", "comedy", "history", "sports"])),
    ("Invoice", "Invoices", "doc.text", "client",
     [("total", "Double"), ("issuedOn", "Date"), ("isPaid", "Bool"), ("lineItems", "Int"), ("reference", "String")],
     ("InvoiceState", ["draft", "sent", "overdue", "paid"])),
]

APP_NAMES = ["Pantry", "Wander", "Shelf", "Stride", "Sprout", "Ledger", "Streak", "Circle", "Atlas",
             "Encore", "Agenda", "Whiskers", "Dose", "Campus", "Airwaves", "Billable", "Harbor",
             "Lumen", "Orbit", "Quill", "Tandem", "Vista", "Kiln", "Meadow", "Beacon", "Compass"]

SYMBOLS = ["star", "heart", "bell", "tag", "flag", "bookmark", "paperplane", "tray", "archivebox",
           "square.and.arrow.up", "trash", "pencil", "plus", "checkmark.circle", "clock", "gear",
           "magnifyingglass", "line.3.horizontal.decrease.circle", "arrow.up.arrow.down", "ellipsis.circle"]

VERBS = ["Refresh", "Share", "Archive", "Duplicate", "Export", "Pin", "Sort", "Filter", "Import", "Sync"]

WORDS = ("quick brown simple daily weekly shared recent local remote pending saved hidden visible "
         "primary secondary sorted grouped cached bright quiet early late small large").split()

SENTENCES = [
    "Nothing here yet.", "Pull down to refresh.", "Your changes are saved on this device.",
    "Tap the plus button to add the first one.", "This cannot be undone.",
    "We could not reach the server. Try again later.", "Everything is up to date.",
    "Items you delete stay in Recently Deleted for 30 days.",
]


def camel(*parts):
    head, *rest = parts
    return head[0].lower() + head[1:] + "".join(p[0].upper() + p[1:] for p in rest)


def title(word):
    """`prepMinutes` -> `Prep Minutes`."""
    out = word[0].upper()
    for ch in word[1:]:
        out += (" " + ch) if ch.isupper() else ch
    return out


class Writer:
    """Lines of Swift with indentation."""

    def __init__(self):
        self.lines = []
        self.depth = 0
        self.opened = []  # per open(): whether it indented (a `switch` keeps its cases level, as Xcode does)

    def __call__(self, text=""):
        for line in text.split("\n"):
            self.lines.append(("    " * self.depth + line) if line else "")
        return self

    def open(self, text):
        self(text)
        indents = not text.lstrip().startswith("switch ")
        self.opened.append(indents)
        self.depth += indents
        return self

    def close(self, text="}"):
        """Closes the last open(); a `} else {`-like text opens the next block at once."""
        indents = self.opened.pop()
        self.depth -= indents
        self(text)
        if text.rstrip().endswith("{") or text.rstrip().endswith("("):
            self.opened.append(True)
            self.depth += 1
        return self

    def text(self):
        return "\n".join(self.lines) + "\n"


# ------------------------------------------------------------ the generator

class AppGenerator:
    def __init__(self, rng, index):
        self.rng = rng
        self.index = index
        name = APP_NAMES[index % len(APP_NAMES)]
        self.app = name if index < len(APP_NAMES) else f"{name}{index // len(APP_NAMES) + 1}"
        count = rng.randint(2, 5)
        self.domains = rng.sample(DOMAINS, count)
        self.assistive = rng.random() < 0.8
        self.files = {}

    # -- helpers

    def header(self, w, file, imports=("SwiftUI",)):
        w(f"//\n//  {file}\n//  {self.app}\n//\n//  Created by the {self.app} team.\n//")
        w()
        for module in imports:
            w(f"import {module}")
        w()

    def comment(self, w):
        """A comment of one of the kinds real code has."""
        r = self.rng.random()
        if r < 0.35:
            w(f"// MARK: - {self.rng.choice(['Actions', 'Helpers', 'Layout', 'State', 'Formatting'])}")
        elif r < 0.55:
            w(f"// TODO: {self.rng.choice(['move this into the store', 'localize', 'handle the empty state', 'cache the formatter'])}")
        elif r < 0.75:
            w("/* Kept for the old layout.")
            w(f"   /* nested: {self.rng.choice(WORDS)} {self.rng.choice(WORDS)} rows, see the design file */")
            w("   Remove once the new list ships. */")
        else:
            w(f"/// {self.rng.choice(['Returns', 'Shows', 'Keeps', 'Builds'])} the {self.rng.choice(WORDS)} part of the screen.")
            w("///")
            w(f"/// - Note: Called on the main actor; `{camel(self.rng.choice(WORDS), 'value')}` may be empty.")

    def default(self, swift_type, field):
        return {"String": '""', "Int": "0", "Double": "0", "Bool": "false", "Date": "Date.now"}[swift_type]

    def literal(self, swift_type, field, n):
        r = self.rng
        if swift_type == "String":
            return '"' + f"{title(field)} {n}" + '"'
        if swift_type == "Int":
            return str(r.randint(1, 500))
        if swift_type == "Double":
            return f"{r.randint(1, 900)}.{r.randint(0, 99):02d}"
        if swift_type == "Bool":
            return r.choice(["true", "false"])
        return f"Date(timeIntervalSinceReferenceDate: {r.randint(700_000_000, 780_000_000)})"

    # -- files

    def model(self, d):
        T, plural, symbol, key, fields, (E, cases) = d
        w = Writer()
        self.header(w, f"{T}.swift", ("Foundation",))
        w(f"/// The kinds of {plural.lower()} the app knows.")
        w.open(f"enum {E}: String, CaseIterable, Identifiable, Codable, Hashable {{")
        for c in cases:
            w(f"case {c}")
        w()
        w("var id: Self { self }")
        w()
        w.open("var title: String {")
        w.open("switch self {")
        for c in cases:
            w(f'case .{c}: "{title(c)}"')
        w.close()
        w.close()
        w()
        w.open("var symbol: String {")
        w.open("switch self {")
        for c in cases:
            w(f'case .{c}: "{self.rng.choice(SYMBOLS)}"')
        w.close()
        w.close()
        w.close()
        w()
        w(f"/// One {T.lower()}, as it is stored and shown.")
        w.open(f"struct {T}: Identifiable, Hashable, Codable {{")
        w("var id = UUID()")
        w(f"var {key}: String")
        w(f"var category: {E} = .{cases[0]}")
        for f, t in fields:
            w(f"var {f}: {t} = {self.default(t, f)}")
        w()
        int_fields = [f for f, t in fields if t in ("Int", "Double")]
        w("/// A line for lists and notifications.")
        w.open("var subtitle: String {")
        if int_fields:
            f = int_fields[0]
            w(f'"\\(category.title) · \\({f} == 0 ? "none" : "\\({f}) {title(f).lower()}")"')
        else:
            w('"\\(category.title)"')
        w.close()
        w()
        w.open(f"func matches(_ query: String) -> Bool {{")
        w(f"query.isEmpty || {key}.localizedStandardContains(query)")
        w.close()
        w.close()
        w()
        w.open(f"extension {T} {{")
        w(f"static let samples: [{T}] = [")
        w.depth += 1
        for n in range(1, self.rng.randint(3, 6)):
            args = [f'{key}: "{title(key)} {n}"', f"category: .{self.rng.choice(cases)}"]
            for f, t in fields[: self.rng.randint(1, len(fields))]:
                args.append(f"{f}: {self.literal(t, f, n)}")
            w(f"{T}({', '.join(args)}),")
        w.depth -= 1
        w("]")
        w()
        w('/// The JSON the first version of the app wrote; still read on upgrade.')
        w('static let legacyJSON = """')
        w("[")
        w(f'  {{ "{key}": "Legacy \\(escaped)", "category": "{cases[0]}" }}')
        w("]")
        w('"""')
        w()
        w(f'static let idPattern = #/[0-9A-F]{{8}}-[0-9A-F]{{4}}/#')
        w()
        w(f"/// Reads one line of an exported CSV file (`{key},category`).")
        w.open(f"static func parse(csvLine line: Substring) -> {T}? {{")
        w('let columns = line.split(separator: ",", omittingEmptySubsequences: false)')
        w("guard columns.count >= 2,")
        w(f"      let category = {E}(rawValue: columns[1].trimmingCharacters(in: .whitespaces)) else {{ return nil }}")
        w(f'let name = columns[0].trimmingCharacters(in: CharacterSet(charactersIn: #"" "#))')
        w(f"return {T}({key}: name, category: category)")
        w.close()
        w(f'static let exportTemplate = #"{T.lower()}:\\#({key}) raw \\n stays"#')
        w.close()
        return w.text()

    def store(self):
        w = Writer()
        self.header(w, "AppStore.swift", ("Foundation", "Observation"))
        w("/// Everything the app keeps, saved as JSON in the documents folder.")
        w("@MainActor")
        w("@Observable")
        w.open("final class AppStore {")
        for d in self.domains:
            T, plural = d[0], d[1]
            w(f"var {camel(plural)}: [{T}] = {T}.samples")
        w("var lastError: String?")
        w()
        w("private let folder = URL.documentsDirectory")
        w()
        for d in self.domains:
            T, plural, key = d[0], d[1], d[3]
            v = camel(plural)
            w.open(f"func save(_ item: {T}) {{")
            w.open(f"if let index = {v}.firstIndex(where: {{ $0.id == item.id }}) {{")
            w(f"{v}[index] = item")
            w.close("} else {")
            w(f"{v}.append(item)")
            w.close()
            w("persist()")
            w.close()
            w()
            w.open(f"func delete(_ item: {T}) {{")
            w(f"{v}.removeAll {{ $0.id == item.id }}")
            w("persist()")
            w.close()
            w()
        w.open("func persist() {")
        w.open("do {")
        for d in self.domains:
            v = camel(d[1])
            w(f'try JSONEncoder().encode({v}).write(to: folder.appending(path: "{v}.json"), options: .atomic)')
        w.close("} catch {")
        w('lastError = "Could not save: \\(error.localizedDescription)"')
        w.close()
        w.close()
        w()
        w.open("func load() async {")
        w("// Give the launch animation a moment before the disk is read.")
        w("try? await Task.sleep(for: .milliseconds(200))")
        for d in self.domains:
            T, v = d[0], camel(d[1])
            w(f'if let data = try? Data(contentsOf: folder.appending(path: "{v}.json")),')
            w.open(f"   let decoded = try? JSONDecoder().decode([{T}].self, from: data) {{")
            w(f"{v} = decoded")
            w.close()
        w.close()
        w.close()
        return w.text()

    def view_model(self, d):
        T, plural, symbol, key, fields, (E, cases) = d
        w = Writer()
        self.header(w, f"{plural}Model.swift")
        w(f"/// What the {plural.lower()} list shows and where it has navigated.")
        w("@MainActor")
        w("@Observable")
        w.open(f"final class {plural}Model {{")
        w.open("enum Sheet: Identifiable {")
        w("case editor")
        w(f"case edit({T})")
        w("case filters")
        w()
        w.open("var id: String {")
        w.open("switch self {")
        w('case .editor: "editor"')
        w('case .edit(let item): "edit-\\(item.id)"')
        w('case .filters: "filters"')
        w.close()
        w.close()
        w.close()
        w()
        w(f"var path: [{T}] = []")
        w("var sheet: Sheet?")
        w('var query = ""')
        w(f"var category: {E}?")
        w("var isConfirmingDelete = false")
        w(f"var pendingDelete: {T}?")
        w()
        w.open("enum LoadState: Equatable {")
        w("case idle")
        w("case loading")
        w("case failed(String)")
        w.close()
        w()
        w("var state = LoadState.idle")
        w()
        w("/// Fetches the shared list, if the person signed in; keeps the local one otherwise.")
        w.open(f"func refresh(using session: URLSession = .shared) async -> [{T}]? {{")
        w("guard state != .loading else { return nil }")
        w("state = .loading")
        w("defer { if state == .loading { state = .idle } }")
        w.open("do {")
        w(f'let url = URL(string: "https://api.example.com/v1/{plural.lower()}?limit=\\(50)&q=\\(query)")!')
        w("let (data, response) = try await session.data(from: url)")
        w.open("guard let http = response as? HTTPURLResponse, (200..<300).contains(http.statusCode) else {")
        w('state = .failed("The server said \\((response as? HTTPURLResponse)?.statusCode ?? 0).")')
        w("return nil")
        w.close()
        w(f"return try JSONDecoder().decode([{T}].self, from: data)")
        w.close("} catch is CancellationError {")
        w("return nil")
        w.close("} catch {")
        w('state = .failed("Could not load \\(error.localizedDescription)")')
        w("return nil")
        w.close()
        w.close()
        w()
        w.open(f"func visible(in items: [{T}]) -> [{T}] {{")
        w("items")
        w("    .filter { $0.matches(query) }")
        w("    .filter { category == nil || $0.category == category }")
        w(f"    .sorted {{ $0.{key}.localizedStandardCompare($1.{key}) == .orderedAscending }}")
        w.close()
        w()
        w.open(f"func open(_ item: {T}) {{")
        w("path.append(item)")
        w.close()
        w()
        w.open("func startNew() {")
        w("sheet = .editor")
        w.close()
        w()
        w.open(f"func edit(_ item: {T}) {{")
        w("sheet = .edit(item)")
        w.close()
        w()
        w.open(f"func askToDelete(_ item: {T}) {{")
        w("pendingDelete = item")
        w("isConfirmingDelete = true")
        w.close()
        w()
        self.comment(w)
        w.open(f"func summary(of items: [{T}]) -> String {{")
        w.open("switch items.count {")
        w(f'case 0: return "No {plural.lower()}"')
        w(f'case 1: return "One {T.lower()}: \\(items[0].{key})"')
        w(f'default: return "\\(items.count) {plural.lower()}, \\(items.filter {{ $0.category == .{cases[0]} }}.count) {title(cases[0]).lower()}"')
        w.close()
        w.close()
        w.close()
        return w.text()

    def list_view(self, d):
        T, plural, symbol, key, fields, (E, cases) = d
        r = self.rng
        w = Writer()
        self.header(w, f"{plural}ListView.swift")
        w.open(f"struct {plural}ListView: View {{")
        w("@Environment(AppStore.self) private var store")
        w(f"@State private var model = {plural}Model()")
        w("@State private var isShowingHelp = false")
        w()
        w.open("var body: some View {")
        w.open("NavigationStack(path: $model.path) {")
        w.open("List {")
        w.open("Section {")
        w("header")
        w.close()
        w.open(f"ForEach(model.visible(in: store.{camel(plural)})) {{ item in")
        w.open("NavigationLink(value: item) {")
        w(f"{T}Row(item: item)")
        w.close()
        w.open(".swipeActions(edge: .trailing, allowsFullSwipe: false) {")
        w.open('Button("Delete", systemImage: "trash", role: .destructive) {')
        w("model.askToDelete(item)")
        w.close()
        w.open('Button("Edit", systemImage: "pencil") {')
        w("model.edit(item)")
        w.close()
        w(".tint(.orange)")
        w.close()
        w.open(".contextMenu {")
        verb = r.choice(VERBS)
        w(f'Button("{verb}", systemImage: "{r.choice(SYMBOLS)}") {{ }}')
        w('Button("Edit", systemImage: "pencil") { model.edit(item) }')
        w.close()
        w.close()
        w.close()
        w(".listStyle(.insetGrouped)")
        w(f'.navigationTitle("{plural}")')
        w(f'.assistiveAccessNavigationIcon(systemImage: "{symbol}")')
        w(f".navigationDestination(for: {T}.self) {{ item in")
        w(f"    {T}DetailView(item: item)")
        w("}")
        w(f'.searchable(text: $model.query, prompt: "Search {plural.lower()}")')
        w.open(".toolbar {")
        w.open("ToolbarItem(placement: .primaryAction) {")
        w(f'Button("Add {T}", systemImage: "plus") {{ model.startNew() }}')
        w.close()
        w.open("ToolbarItem(placement: .secondaryAction) {")
        w.open("NavigationLink {")
        w(f"{plural}StatsView()")
        w.close("} label: {")
        w('Label("Statistics", systemImage: "chart.bar")')
        w.close()
        w.close()
        w.open("ToolbarItem(placement: .topBarLeading) {")
        w.open("Menu {")
        w(f'Picker("Category", selection: $model.category) {{')
        w(f'    Text("All").tag({E}?.none)')
        w(f"    ForEach({E}.allCases) {{ category in")
        w(f"        Label(category.title, systemImage: category.symbol).tag(Optional(category))")
        w("    }")
        w("}")
        w.close("} label: {")
        w('Label("Filter", systemImage: "line.3.horizontal.decrease.circle")')
        w.close()
        w.close()
        w.close()
        w.open(".sheet(item: $model.sheet) { sheet in")
        w.open("switch sheet {")
        w("case .editor:")
        w(f"    {T}EditorView(item: nil)")
        w("case .edit(let item):")
        w(f"    {T}EditorView(item: item)")
        w("case .filters:")
        w(f'    Text("Filters for \\(model.category?.title ?? "all {plural.lower()}")")')
        w.close()
        w.close()
        w.open(".sheet(isPresented: $isShowingHelp) {")
        w.open("NavigationStack {")
        w(f'Text("""')
        w(f"    {plural} keeps everything on this device.")
        w(f"    Swipe left on a {T.lower()} to edit or delete it.")
        w('    """)')
        w('.navigationTitle("Help")')
        w.close()
        w(".presentationDetents([.medium, .large])")
        w.close()
        w.open(".confirmationDialog(")
        w(f'"Delete \\(model.pendingDelete?.{key} ?? "this {T.lower()}")?",')
        w("isPresented: $model.isConfirmingDelete,")
        w("titleVisibility: .visible")
        w.close(") {")
        w.open('Button("Delete", role: .destructive) {')
        w("if let item = model.pendingDelete { store.delete(item) }")
        w.close()
        w.close("} message: {")
        w(f'Text("{r.choice(SENTENCES)}")')
        w.close()
        w.open(".overlay {")
        w.open(f"if store.{camel(plural)}.isEmpty {{")
        w(f'ContentUnavailableView("No {plural}", systemImage: "{symbol}", description: Text("{r.choice(SENTENCES)}"))')
        w.close()
        w.close()
        w.close()
        w.close()
        w()
        self.comment(w)
        w.open("private var header: some View {")
        w.open("HStack {")
        w(f'Text(model.summary(of: store.{camel(plural)}))')
        w("    .font(.subheadline)")
        w("    .foregroundStyle(.secondary)")
        w("Spacer()")
        w.open("Button {")
        w("isShowingHelp = true")
        w.close("} label: {")
        w('Label("Help", systemImage: "questionmark.circle")')
        w.close()
        w(".buttonStyle(.borderless)")
        w.close()
        w.close()
        w.close()
        w()
        w("#Preview {")
        w(f"    {plural}ListView()")
        w("        .environment(AppStore())")
        w("}")
        return w.text()

    def row(self, d):
        T, plural, symbol, key, fields, (E, cases) = d
        w = Writer()
        w(f"/// One {T.lower()} in a list.")
        w.open(f"struct {T}Row: View {{")
        w(f"let item: {T}")
        w("@Environment(\\.accessibilityAssistiveAccessEnabled) private var isAssistiveAccess")
        w()
        w.open("var body: some View {")
        w.open("HStack(spacing: 12) {")
        w("Image(systemName: item.category.symbol)")
        w("    .font(isAssistiveAccess ? .largeTitle : .title2)")
        w("    .foregroundStyle(.tint)")
        w("    .frame(width: 44, height: 44)")
        w("    .background(.tint.opacity(0.12), in: .rect(cornerRadius: 10))")
        w.open("VStack(alignment: .leading, spacing: 2) {")
        w(f"Text(item.{key})")
        w("    .font(.headline)")
        w("    .lineLimit(1)")
        w.open("if !isAssistiveAccess {")
        w("Text(item.subtitle)")
        w("    .font(.subheadline)")
        w("    .foregroundStyle(.secondary)")
        w.close()
        w.close()
        w("Spacer(minLength: 0)")
        bools = [f for f, t in fields if t == "Bool"]
        if bools:
            w.open(f"if item.{bools[0]} {{")
            w(f'Image(systemName: "checkmark.seal.fill")')
            w(f'    .accessibilityLabel("{title(bools[0])}")')
            w.close()
        w.close()
        w(".padding(.vertical, 4)")
        w(".accessibilityElement(children: .combine)")
        w.close()
        w()
        w("/// A short word for the category, shown as a capsule in wide layouts.")
        w.open("private var badge: (text: String, color: Color) {")
        w.open("switch item.category {")
        colors = ["blue", "green", "orange", "pink", "purple", "teal", "indigo"]
        for c in cases:
            w(f'case .{c}: ("{title(c)}", .{self.rng.choice(colors)})')
        w.close()
        w.close()
        w.close()
        w()
        w("#Preview {")
        w(f"    List {{ {T}Row(item: {T}.samples[0]) }}")
        w("}")
        w()
        w('#Preview("Assistive Access", traits: .assistiveAccess) {')
        w(f"    List(Array({T}.samples.prefix(3))) {{ item in")
        w(f"        {T}Row(item: item)")
        w("    }")
        w("}")
        return w.text()

    def detail(self, d):
        T, plural, symbol, key, fields, (E, cases) = d
        r = self.rng
        w = Writer()
        self.header(w, f"{T}DetailView.swift")
        w.open(f"struct {T}DetailView: View {{")
        w(f"let item: {T}")
        w()
        w("@Environment(AppStore.self) private var store")
        w("@Environment(\\.dismiss) private var dismiss")
        w("@State private var isEditing = false")
        w("@State private var isConfirmingDelete = false")
        w("@State private var isConfirmingAgain = false")
        w(f"@State private var related: [{T}] = []")
        w()
        w.open("var body: some View {")
        w.open("Form {")
        w.open("Section {")
        w(f'LabeledContent("Category", value: item.category.title)')
        for f, t in fields:
            if t == "String":
                w(f'LabeledContent("{title(f)}", value: item.{f}.isEmpty ? "—" : item.{f})')
            elif t == "Int":
                w(f'LabeledContent("{title(f)}", value: "\\(item.{f})")')
            elif t == "Double":
                w(f'LabeledContent("{title(f)}", value: item.{f}, format: .number.precision(.fractionLength(1)))')
            elif t == "Date":
                w(f'LabeledContent("{title(f)}", value: item.{f}.formatted(date: .abbreviated, time: .omitted))')
            else:
                w(f'LabeledContent("{title(f)}", value: item.{f} ? "Yes" : "No")')
        w.close()
        w.open("Section {")
        w(f'ShareLink(item: "\\(item.{key}) — \\(item.subtitle)") {{')
        w('    Label("Share", systemImage: "square.and.arrow.up")')
        w("}")
        w(f'Button("Delete {T}", systemImage: "trash", role: .destructive) {{')
        w("    isConfirmingDelete = true")
        w("}")
        w.close()
        w("relatedSection")
        w.close()
        w(f".navigationTitle(item.{key})")
        w(f'.assistiveAccessNavigationIcon(systemImage: "{symbol}")')
        w(".navigationBarTitleDisplayMode(.inline)")
        w.open(".task(id: item.id) {")
        w("// Let the push animation finish before the related items are computed.")
        w("try? await Task.sleep(for: .milliseconds(300))")
        w("related = store.%s.filter { $0.category == item.category && $0.id != item.id }" % camel(plural))
        w.close()
        w.open(".toolbar {")
        w('Button("Edit") { isEditing = true }')
        w.close()
        w.open(".sheet(isPresented: $isEditing) {")
        w(f"{T}EditorView(item: item)")
        w.close()
        w('.confirmationDialog("Delete this?", isPresented: $isConfirmingDelete, titleVisibility: .visible) {')
        w('    Button("Delete", role: .destructive) { isConfirmingAgain = true }')
        w("}")
        w.open('.confirmationDialog("Are you sure? It is gone for good.", isPresented: $isConfirmingAgain, titleVisibility: .visible) {')
        w.open('Button("Delete for Good", role: .destructive) {')
        w("store.delete(item)")
        w("dismiss()")
        w.close()
        w.close("}")
        if r.random() < 0.5:
            w("#if os(iOS)")
            w(".listSectionSpacing(.compact)")
            w("#endif")
        w.close()
        w()
        self.comment(w)
        w("@ViewBuilder")
        w.open("private var relatedSection: some View {")
        w.open("if !related.isEmpty {")
        w.open(f'Section("More in \\(item.category.title)") {{')
        w.open("ForEach(related.prefix(5)) { other in")
        w.open("NavigationLink(value: other) {")
        w(f"Label(other.{key}, systemImage: other.category.symbol)")
        w.close()
        w.close()
        w.close()
        w.close()
        w.close()
        w.close()
        w()
        w("#Preview {")
        w("    NavigationStack {")
        w(f"        {T}DetailView(item: {T}.samples[0])")
        w("    }")
        w("    .environment(AppStore())")
        w("}")
        return w.text()

    def editor(self, d):
        T, plural, symbol, key, fields, (E, cases) = d
        r = self.rng
        w = Writer()
        self.header(w, f"{T}EditorView.swift")
        w(f"/// Adds a {T.lower()}, or edits one, in a sheet.")
        w.open(f"struct {T}EditorView: View {{")
        w("@Environment(AppStore.self) private var store")
        w("@Environment(\\.dismiss) private var dismiss")
        w(f"@State private var draft: {T}")
        w("private let isNew: Bool")
        w()
        w(f"init(item: {T}?) {{")
        w(f'    _draft = State(initialValue: item ?? {T}({key}: ""))')
        w("    isNew = item == nil")
        w("}")
        w()
        w.open("var body: some View {")
        w.open("NavigationStack {")
        w.open("Form {")
        w.open('Section("Details") {')
        w(f'TextField("{title(key)}", text: $draft.{key})')
        w(f'Picker("Category", selection: $draft.category) {{')
        w(f"    ForEach({E}.allCases) {{ Text($0.title).tag($0) }}")
        w("}")
        w.close()
        w.open('Section("More") {')
        for f, t in fields:
            if t == "String":
                w(f'TextField("{title(f)}", text: $draft.{f}, axis: .vertical)')
                w("    .lineLimit(1...4)")
            elif t == "Int":
                w(f'Stepper("{title(f)}: \\(draft.{f})", value: $draft.{f}, in: 0...{r.choice([10, 99, 500, 1000])})')
            elif t == "Double":
                w(f'Slider(value: $draft.{f}, in: 0...{r.choice([1, 100, 1000])}) {{ Text("{title(f)}") }}')
            elif t == "Date":
                w(f'DatePicker("{title(f)}", selection: $draft.{f}, displayedComponents: .date)')
            else:
                w(f'Toggle("{title(f)}", isOn: $draft.{f})')
        w.close()
        w.close()
        w(f'.navigationTitle(isNew ? "New {T}" : "Edit {T}")')
        w(".navigationBarTitleDisplayMode(.inline)")
        w.open(".toolbar {")
        w("ToolbarItem(placement: .cancellationAction) {")
        w('    Button("Cancel", role: .cancel) { dismiss() }')
        w("}")
        w.open("ToolbarItem(placement: .confirmationAction) {")
        w.open('Button("Save") {')
        w("store.save(draft)")
        w("dismiss()")
        w.close()
        w(".disabled(validationMessage != nil)")
        w.close()
        w.close()
        w.close()
        w.close()
        w()
        w("/// Why the draft cannot be saved yet, in words for the footer; nil when it can.")
        w.open("private var validationMessage: String? {")
        w(f"let name = draft.{key}.trimmingCharacters(in: .whitespacesAndNewlines)")
        w.open("switch name.count {")
        w(f'case 0: return "A {T.lower()} needs a {title(key).lower()}."')
        w(f'case 81...: return "Keep the {title(key).lower()} under 80 characters (now \\(name.count))."')
        w("default: break")
        w.close()
        nums = [f for f, t in fields if t == "Int"]
        if nums:
            w(f'guard draft.{nums[0]} >= 0 else {{ return "\\("{title(nums[0])}") cannot be negative." }}')
        w("return nil")
        w.close()
        w.close()
        w()
        w('#Preview("New") {')
        w(f"    {T}EditorView(item: nil)")
        w("        .environment(AppStore())")
        w("}")
        return w.text()

    def stats(self, d):
        T, plural, symbol, key, fields, (E, cases) = d
        r = self.rng
        numbers = [f for f, t in fields if t in ("Int", "Double")]
        w = Writer()
        self.header(w, f"{plural}StatsView.swift")
        w(f"/// Counts of {plural.lower()} per category, as a grid of cards.")
        w.open(f"struct {plural}StatsView: View {{")
        w("@Environment(AppStore.self) private var store")
        w(f"@State private var selected: {E}?")
        w()
        w("private let columns = [GridItem(.adaptive(minimum: 140), spacing: 12)]")
        w()
        w.open("var body: some View {")
        w.open("ScrollView {")
        w.open("LazyVGrid(columns: columns, spacing: 12) {")
        w.open(f"ForEach({E}.allCases) {{ category in")
        w.open("StatCard(")
        w("title: category.title,")
        w("symbol: category.symbol,")
        w(f"value: store.{camel(plural)}.filter {{ $0.category == category }}.count,")
        w("isSelected: selected == category")
        w.close(")")
        w(".onTapGesture { selected = selected == category ? nil : category }")
        w.close()
        w.close()
        w(".padding()")
        w.open("if let selected {")
        w(f'Text("\\(selected.title): \\(Formatting.count(store.{camel(plural)}.filter {{ $0.category == selected }}.count, "{T.lower()}"))")')
        w("    .font(.footnote)")
        w("    .foregroundStyle(.secondary)")
        w.close()
        w.close()
        w(f'.navigationTitle("{T} Stats")')
        w(".animation(.snappy, value: selected)")
        w.close()
        if numbers:
            f = numbers[0]
            w()
            w(f"/// The mean {title(f).lower()}, or nil for an empty list.")
            w.open(f"private var average: Double? {{")
            w(f"let items = store.{camel(plural)}")
            w("guard !items.isEmpty else { return nil }")
            w(f"return items.map {{ Double($0.{f}) }}.reduce(0, +) / Double(items.count)")
            w.close()
        w.close()
        w()
        w.open("private struct StatCard: View {")
        w("let title: String")
        w("let symbol: String")
        w("let value: Int")
        w("let isSelected: Bool")
        w()
        w.open("var body: some View {")
        w.open("VStack(alignment: .leading, spacing: 6) {")
        w("Image(systemName: symbol)")
        w("    .font(.title2)")
        w("Text(value, format: .number)")
        w("    .font(.largeTitle.weight(.bold))")
        w("    .contentTransition(.numericText())")
        w("Text(title)")
        w("    .font(.subheadline)")
        w("    .foregroundStyle(.secondary)")
        w.close()
        w(".frame(maxWidth: .infinity, alignment: .leading)")
        w(".padding()")
        w(".background(isSelected ? AnyShapeStyle(.tint.opacity(0.2)) : AnyShapeStyle(.fill.tertiary), in: .rect(cornerRadius: 16))")
        w(f'.accessibilityLabel("\\(title), \\(value)")')
        w.close()
        w.close()
        w()
        w("#Preview {")
        w("    NavigationStack {")
        w(f"        {plural}StatsView()")
        w("    }")
        w("    .environment(AppStore())")
        w("}")
        return w.text()

    def settings(self):
        r = self.rng
        w = Writer()
        self.header(w, "SettingsView.swift")
        w.open("struct SettingsView: View {")
        w('@AppStorage("notificationsEnabled") private var notificationsEnabled = true')
        w('@AppStorage("appearance") private var appearance = "System"')
        w('@AppStorage("weekStartsOn") private var weekStartsOn = 1')
        w("@State private var isConfirmingReset = false")
        w("@Environment(AppStore.self) private var store")
        w()
        w("private static let appearances = [\"System\", \"Light\", \"Dark\"]")
        w()
        w.open("var body: some View {")
        w.open("NavigationStack {")
        w.open("Form {")
        w.open('Section("General") {')
        w('Toggle("Notifications", systemImage: "bell", isOn: $notificationsEnabled)')
        w.open('Picker("Appearance", selection: $appearance) {')
        w("ForEach(Self.appearances, id: \\.self) { Text($0) }")
        w.close()
        w.open('Picker("Week Starts On", selection: $weekStartsOn) {')
        w('Text("Sunday").tag(1)')
        w('Text("Monday").tag(2)')
        w.close()
        w.close()
        w.open('Section("About") {')
        w(f'Link("Privacy Policy", destination: URL(string: "https://example.com/{self.app.lower()}/privacy")!)')
        w(f'LabeledContent("Version", value: Bundle.main.object(forInfoDictionaryKey: "CFBundleShortVersionString") as? String ?? "1.0")')
        w.close()
        w.open("Section {")
        w('Button("Reset All Data", role: .destructive) { isConfirmingReset = true }')
        w.close()
        w("#if DEBUG")
        w.open('Section("Debug") {')
        w('Button("Crash Reporter Test") { fatalError("Test crash from \\(#function)") }')
        w.close()
        w("#endif")
        w.close()
        w('.navigationTitle("Settings")')
        w.open('.confirmationDialog("Reset everything?", isPresented: $isConfirmingReset) {')
        w.open('Button("Reset", role: .destructive) {')
        for d in self.domains:
            w(f"store.{camel(d[1])}.removeAll()")
        w("store.persist()")
        w.close()
        w.close("}")
        w.close()
        w.close()
        w.close()
        w()
        w("#Preview {")
        w("    SettingsView()")
        w("        .environment(AppStore())")
        w("}")
        return w.text()

    def utilities(self):
        w = Writer()
        self.header(w, "Formatting.swift", ("Foundation",))
        w("/* Shared formatting.")
        w("   /* Formatters are expensive: keep them static. */")
        w("   See https://developer.apple.com/documentation/foundation/formatter */")
        w.open("enum Formatting {")
        w("static let currency: NumberFormatter = {")
        w("    let formatter = NumberFormatter()")
        w("    formatter.numberStyle = .currency")
        w("    return formatter")
        w("}()")
        w()
        w("/// `3 items`, `1 item`, `no items`.")
        w.open("static func count(_ n: Int, _ noun: String) -> String {")
        w.open("switch n {")
        w('case 0: return "no \\(noun)s"')
        w('case 1: return "1 \\(noun)"')
        w('default: return "\\(n) \\(noun)s"')
        w.close()
        w.close()
        w()
        w.open("static func relative(_ date: Date, now: Date = .now) -> String {")
        w("let days = Calendar.current.dateComponents([.day], from: date, to: now).day ?? 0")
        w('return days == 0 ? "today" : "\\(abs(days)) day\\(abs(days) == 1 ? "" : "s") \\(days > 0 ? "ago" : "from now")"')
        w.close()
        w()
        w('static let csvHeader = #"id,"name",created\\n"#')
        w('static let help = #"""')
        w('    Use "quotes" and \\backslashes freely here;')
        w('    only \\#(Formatting.count(2, "tag")) is read.')
        w('    """#')
        w.close()
        w()
        w("/// Who can see an item; the cases are keywords, so they wear backticks.")
        w("enum Sharing: String, CaseIterable {")
        w("    case `private`, `public`, family")
        w()
        w("    static let `default` = Sharing.private")
        w()
        w("    var label: String {")
        w("        switch self {")
        w('        case .private: "🔒 Only me"')
        w('        case .public: "🌍 Everyone"')
        w('        case .family: "👪 Family \\u{2022} \\(Formatting.count(4, "person"))"')
        w("        }")
        w("    }")
        w("}")
        w()
        w("@available(iOS 17, *)")
        w("extension Date {")
        w("    /// `Tue 3 Jun`, or `Today` / `Tomorrow`.")
        w("    var shortDay: String {")
        w("        #if os(watchOS)")
        w("        return formatted(.dateTime.weekday(.abbreviated))")
        w("        #elseif os(iOS) || os(visionOS)")
        w('        return Calendar.current.isDateInToday(self) ? "Today" : Calendar.current.isDateInTomorrow(self) ? "Tomorrow" : formatted(.dateTime.weekday().day().month())')
        w("        #else")
        w("        return formatted(date: .abbreviated, time: .omitted)")
        w("        #endif")
        w("    }")
        w("}")
        w()
        w("extension String {")
        w("    var initials: String {")
        w('        split(separator: " ").prefix(2).compactMap(\\.first).map(String.init).joined()')
        w("    }")
        w("}")
        w()
        w("#if canImport(UIKit)")
        w("import UIKit")
        w()
        w("enum Haptics {")
        w("    @MainActor static func success() {")
        w("        UINotificationFeedbackGenerator().notificationOccurred(.success)")
        w("    }")
        w("}")
        w("#else")
        w("enum Haptics {")
        w("    static func success() {}")
        w("}")
        w("#endif")
        return w.text()

    def root(self):
        w = Writer()
        self.header(w, "RootView.swift")
        w.open("enum RootTab: String, CaseIterable, Identifiable {")
        for d in self.domains:
            w(f"case {camel(d[1])}")
        w("case settings")
        w()
        w("var id: Self { self }")
        w.close()
        w()
        w.open("struct RootView: View {")
        w(f"@State private var selection = RootTab.{camel(self.domains[0][1])}")
        w("@Environment(AppStore.self) private var store")
        w()
        w.open("var body: some View {")
        w.open("TabView(selection: $selection) {")
        for d in self.domains:
            w(f'Tab("{d[1]}", systemImage: "{d[2]}", value: RootTab.{camel(d[1])}) {{')
            w(f"    {d[1]}ListView()")
            w("}")
        w('Tab("Settings", systemImage: "gear", value: RootTab.settings) {')
        w("    SettingsView()")
        w("}")
        w.close()
        w(".tabViewStyle(.sidebarAdaptable)")
        w.open(".task {")
        w("await store.load()")
        w.close()
        w.close()
        w.close()
        w()
        w("#Preview {")
        w("    RootView()")
        w("        .environment(AppStore())")
        w("}")
        return w.text()

    def assistive_root(self):
        d = self.domains[0]
        T, plural, symbol, key = d[0], d[1], d[2], d[3]
        w = Writer()
        self.header(w, "AssistiveRootView.swift")
        w(f"/// The Assistive Access scene: only the {plural.lower()}, one stack.")
        w.open("struct AssistiveRootView: View {")
        w("@Environment(AppStore.self) private var store")
        w()
        w.open("var body: some View {")
        w.open("NavigationStack {")
        w.open(f"List(store.{camel(plural)}) {{ item in")
        w.open("NavigationLink {")
        w(f"{T}DetailView(item: item)")
        w.close("} label: {")
        w(f'Label(item.{key}, systemImage: "{symbol}")')
        w.close()
        w.close()
        w(f'.navigationTitle("{plural}")')
        w(f'.assistiveAccessNavigationIcon(systemImage: "{symbol}")')
        w.close()
        w.close()
        w.close()
        w()
        w("#Preview(traits: .assistiveAccess) {")
        w("    AssistiveRootView()")
        w("        .environment(AppStore())")
        w("}")
        return w.text()

    def app_file(self):
        w = Writer()
        self.header(w, f"{self.app}App.swift")
        w("@main")
        w.open(f"struct {self.app}App: App {{")
        w("@State private var store = AppStore()")
        w()
        w.open("var body: some Scene {")
        w.open("WindowGroup {")
        w("RootView()")
        w("    .environment(store)")
        w.close()
        if self.assistive:
            w()
            w.open("AssistiveAccess {")
            w("AssistiveRootView()")
            w("    .environment(store)")
            w.close()
        w.close()
        w.close()
        return w.text()

    def plist(self):
        key = "\t<key>UISupportsAssistiveAccess</key>\n\t<true/>\n" if self.assistive else ""
        return ('<?xml version="1.0" encoding="UTF-8"?>\n'
                '<!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" "http://www.apple.com/DTDs/PropertyList-1.0.dtd">\n'
                '<plist version="1.0">\n<dict>\n'
                f"\t<key>CFBundleDisplayName</key>\n\t<string>{self.app}</string>\n{key}"
                "</dict>\n</plist>\n")

    def generate(self):
        src = "Sources"
        files = {
            f"{src}/App/{self.app}App.swift": self.app_file(),
            f"{src}/App/RootView.swift": self.root(),
            f"{src}/Model/AppStore.swift": self.store(),
            f"{src}/Shared/Formatting.swift": self.utilities(),
            f"{src}/Settings/SettingsView.swift": self.settings(),
            "Info.plist": self.plist(),
        }
        if self.assistive:
            files[f"{src}/App/AssistiveRootView.swift"] = self.assistive_root()
        for d in self.domains:
            T, plural = d[0], d[1]
            files[f"{src}/Model/{T}.swift"] = self.model(d)
            files[f"{src}/{plural}/{plural}Model.swift"] = self.view_model(d)
            # The row lives with its list, as it does in most apps.
            files[f"{src}/{plural}/{plural}ListView.swift"] = self.list_view(d) + "\n" + self.row(d)
            files[f"{src}/{plural}/{T}DetailView.swift"] = self.detail(d)
            files[f"{src}/{plural}/{T}EditorView.swift"] = self.editor(d)
            files[f"{src}/{plural}/{plural}StatsView.swift"] = self.stats(d)
        return files


# ------------------------------------------------------------ the corpus

def generate(out, megabytes, seed):
    """Writes apps into `out` until their Swift files hold `megabytes` MB; returns the Swift paths."""
    rng = random.Random(seed)
    target = int(megabytes * 1_000_000)
    total = 0
    written = []
    index = 0
    while total < target:
        gen = AppGenerator(rng, index)
        folder = out / f"App{index + 1:04d}-{gen.app}"
        for rel, text in sorted(gen.generate().items()):
            path = folder / rel
            path.parent.mkdir(parents=True, exist_ok=True)
            data = text.encode("utf-8")
            path.write_bytes(data)
            if rel.endswith(".swift"):
                total += len(data)
                written.append(path)
        index += 1
    return written, total


def fail(message):
    print(f"swiftgen: {message}", file=sys.stderr)
    sys.exit(2)


def prepare(out):
    """Makes `out` ready: new, empty, or a corpus of ours (then emptied)."""
    if out.exists():
        if not out.is_dir():
            fail(f"{out} is not a folder")
        if any(out.iterdir()):
            if not (out / MARKER).exists():
                fail(f"{out} is not empty and was not written by swiftgen (no {MARKER}); choose another folder")
            shutil.rmtree(out)
    out.mkdir(parents=True, exist_ok=True)


def parse_check(out, paths, swiftc):
    """Runs `swiftc -parse` on the files, one process per app (the driver
    refuses two files of the same name in one run); returns the failures."""
    apps = {}
    for path in paths:
        apps.setdefault(path.relative_to(out).parts[0], []).append(str(path))
    failures = []
    for app, files in sorted(apps.items()):
        result = subprocess.run([swiftc, "-parse", *files], capture_output=True, text=True)
        if result.returncode != 0:
            failures.append(result.stderr.strip() or f"swiftc exited {result.returncode} on {app}")
    return failures


def main(argv=None):
    parser = argparse.ArgumentParser(description="Writes a corpus of realistic SwiftUI apps.")
    parser.add_argument("out", type=Path, help="the folder to write (new, empty, or an earlier corpus)")
    parser.add_argument("--mb", type=float, default=10, help="size of the Swift files in MB (10^6 bytes); default 10")
    parser.add_argument("--seed", type=int, default=7, help="the seed; default 7")
    parser.add_argument("--check", type=int, default=0, metavar="N",
                        help="then run `swiftc -parse` on N files spread over the corpus")
    args = parser.parse_args(argv)
    if args.mb <= 0 or args.check < 0:
        parser.error("--mb must be above 0 and --check at least 0")

    prepare(args.out)
    paths, total = generate(args.out, args.mb, args.seed)
    (args.out / MARKER).write_text(f"seed {args.seed}\nmb {args.mb:g}\nfiles {len(paths)}\nbytes {total}\n")
    print(f"swiftgen: {len(paths)} Swift files, {total:,} bytes, in {args.out}")

    if args.check:
        swiftc = shutil.which("swiftc")
        if not swiftc:
            print("swiftgen: swiftc not found; --check skipped", file=sys.stderr)
            return 0
        step = max(1, len(paths) // args.check)
        sample = paths[::step][: args.check]
        failures = parse_check(args.out, sample, swiftc)
        if failures:
            print("\n".join(failures), file=sys.stderr)
            print(f"swiftgen: {len(failures)} app(s) of the {len(sample)} sampled files do not parse", file=sys.stderr)
            return 1
        print(f"swiftgen: swiftc -parse accepts all {len(sample)} sampled files")
    return 0


if __name__ == "__main__":
    sys.exit(main())
