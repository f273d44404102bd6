/// The complete example of the language spec, word for word.
let specExample = """
# News: the app from "Assistive Access in iOS 26", standard and distilled
app "News"

task "Read an article" -> article
task "Change settings" -> settings

scene standard
start home

screen home "News" icon newspaper kind tabs
  tab "News" icon newspaper -> news
  tab "Breaking" icon bolt -> breaking
  tab "Settings" icon gear -> settings

screen news "News" icon newspaper kind list
  row "Article" icon doc.text -> article

screen breaking "Breaking" icon bolt kind list
  row "Article" icon doc.text -> article

screen article "Article" icon doc.text
  button "Share" icon square.and.arrow.up -> share sheet
  button "Delete" icon trash -> news destructive confirm

screen share "Share" icon square.and.arrow.up kind dialog
  button "Copy Link" icon link

screen settings "Settings" icon gear kind settings
  toggle "Only Breaking news in Assistive Access" icon bolt

scene assistive
start news

screen news "News" icon newspaper kind list
  row "Article" icon doc.text -> article

screen article "Article" icon doc.text
"""
