#!/usr/bin/env python3
"""Lists the words left in string literals of the app's source files and the page's scripts
(docs/words.md, "The check"), and fails if there is any: every word a user reads or hears comes
from assets/words through a message id. Every C++ file under src/ is read but those
NOT_USERS_WORDS names with the reason (the tools, file formats, the test hook); a literal that is
not words (an id, a JSON field, an ImGui id) either looks like an id (lowercase, in parts joined
by '.', '_' or '-': "home.offline", "about_open") or is listed in ALLOWED with the reason. Run from
anywhere (ctest words_in_code)."""
import pathlib
import re
import sys

ROOT = pathlib.Path(__file__).resolve().parent.parent

# Every C++ file under src/ is read, but these, whose literals are not words a player, a coach or
# a director reads in the app, each with why; a file not listed here is checked, so a new one with
# words in a literal fails the check.
NOT_USERS_WORDS = {
    "src/tools/": "the command-line tools (flagfall-arbiter): English at a developer's terminal",
    "src/chess/dead_position.cpp": "the tools' explanation of a search; rulings say it from typed "
                                   "reasons",
    "src/chess/forced_win.cpp": "the tools' explanation of a search",
    "src/chess/helpmate_search.cpp": "the tools' explanation of a search",
    "src/chess/mating_facts.cpp": "the tools' explanation of mating material",
    "src/chess/mating_material.cpp": "the tools' explanation of mating material",
    "src/chess/san.cpp": "SAN's own letters and the tools' errors (the app writes SAN, never reads it)",
    "src/chess/types.cpp": "the file formats' names of sides and pieces",
    "src/clock/clock.cpp": "the clock's refusals, which the game layer says in its own words",
    "src/clock/clock_json.cpp": "the clock's own JSON format, read by the tests and tools only",
    "src/clock/notation_format.cpp": "time-control notation (G/5;d0), the same in every language",
    "src/game/claim_draft.cpp": "test-hook ids",
    "src/game/claim_draft.h": "test-hook ids",
    "src/game/move_times.cpp": "a CSV file's header and values",
    "src/game/pgn_export.cpp": "PGN's own tag names and values",
    "src/json/": "JSON's own escapes and literals",
    "src/platform/": "browser glue: key codes, JavaScript names, file names, a console log line; "
                     "its one message to the player is a page word (web_main.cpp)",
    "src/rules/arbiter.cpp": "ids in the arbiter's log",
    "src/rules/losing_chances.cpp": "rule numbers",
    "src/rules/rule_audit.cpp": "the rules' audit tables (flagfall-arbiter audit, docs/rules-audit.md)",
    "src/rules/rule_audit.h": "the rules' audit tables",
    "src/rules/rule_coverage.cpp": "the audit's kinds of rule",
    "src/rules/ruleset_base.cpp": "a time-control notation",
    "src/rules/ruleset_registry.cpp": "offence ids",
    "src/rules/ruling.cpp": "the rulings' ids, as files and the test hook write them",
    "src/rules/ruling.h": "the rulings' ids",
    "src/rules/ruling_json.cpp": "a ruling's JSON keys",
    "src/rules/scenario_file.cpp": "the tools' error on a file they cannot open",
    "src/rules/scenario_names.h": "the scenario format's names",
    "src/rules/scenario_writer.cpp": "the scenario format's keys and values",
    "src/session/app/app_intent.cpp": "intent ids",
    "src/session/app/app_session.cpp": "the test hook's keys and screen ids",
    "src/session/app/app_session.h": "the test hook's keys",
    "src/session/app/app_settings.cpp": "the settings save's keys; why it cannot be read goes to the "
                                        "browser console only (a language chosen again replaces it)",
    "src/session/editor/case_editor_state.cpp": "the test hook's state",
    "src/session/intent_id.cpp": "intent ids",
    "src/session/link_language.cpp": "a link's lang= parameter",
    "src/session/trainer/trainer_session_state.cpp": "the test hook's state",
    "src/trainer/bank.cpp": "the shipped bank's build problems, for developers (a bank that parses "
                            "is a test of the build)",
    "src/trainer/bank_words.cpp": "the bank's message keys (bank.<id>.title)",
    "src/trainer/base64url.h": "base64url's alphabet",
    "src/ui/app.cpp": "the app's name, the same in every language",
    "src/ui/board_view.cpp": "ImGui ids",
    "src/ui/state_json.cpp": "the test hook's state",
    "src/ui/storage_banner.cpp": "ImGui ids",
    "src/ui/widgets.cpp": "ImGui ids",
    "src/words/": "the catalogs' reader: its problems are read before any catalog is (the page "
                  "carries its phrases, docs/words.md)",
}


# The page's own scripts: their words are the catalogs' "page." messages (web/bootstrap.js gets
# them from page_words.js, the others through window.flagfall.pageWords).
WEB_FILES = [
    "web/bootstrap.js",
    "web/offline.js",
    "web/service-worker.js",
    "web/storage.js",
]

# Literals with letters that are not words a user reads, each with why; "*" holds those of every
# file.
ALLOWED = {
    "*": {
        "%s": "a printf format (ImGui::TextColored)",
        "use strict": "JavaScript's strict mode",
    },
    "web/bootstrap.js": {
        "manifest- .webmanifest": "a file name",
        "Flagfall: app.wasm:": "a console message for developers",
        "Flagfall: could not hand over the file": "a console message for developers",
        "h1, h2": "a CSS selector",
    },
    "web/offline.js": {
        "flagfall-saved-data- .json": "a file name",
        "Flagfall: offline use is not available:": "a console message for developers",
    },
    "web/service-worker.js": {
        " : HTTP  ": "a fetch error's message, logged, never shown",
        "  is not version  's": "a fetch error's message, logged, never shown",
    },
    "src/chess/board_setup.cpp": {
        " trn": "the blanks trimmed from a pasted board (the check reads \\t as t)",
        " w - - 0 1": "the FEN fields added to a pasted placement",
    },
    "src/session/editor/editor_intent.cpp": {
        # The case editor's intent ids (tap targets, the mirror's buttons, the test hook).
        "editor.tab.": "an intent id's prefix",
        "editor.side.": "an intent id's prefix",
        "editor.actor.": "an intent id's prefix",
        "editor.director.": "an intent id's prefix",
        "editor.claim.": "an intent id's prefix",
        "editor.promote.": "an intent id's prefix",
        "editor.pause.": "an intent id's prefix",
        "editor.penalty.": "an intent id's prefix",
        "editor.step.": "an intent id's prefix",
        ".earlier": "an intent id's end",
        ".later": "an intent id's end",
        ".remove": "an intent id's end",
        ".time": "an intent id's end",
        "editor.category.": "an intent id's prefix",
        "editor.ruleset.": "an intent id's prefix",
        "editor.clock.": "an intent id's prefix",
        "position": "a tab's id",
        "timeline": "a tab's id",
        "words": "a tab's id",
        "white": "an actor's id",
        "black": "an actor's id",
        "director": "an actor's id",
    },
    "src/session/editor/editor_session.cpp": {
        "my-": "a case id's prefix (my-case)",
        "my-my-": "a case id's prefix doubled",
        "my": "a case id's prefix alone",
        "draft": "the id of the case being made, never shown",
    },
    "src/session/mirror.cpp": {
        # The mirror's JSON, read by the page (web/mirror.js) and the tests.
        "heading": "a mirror part's role",
        "text": "a mirror part's role and field",
        "button": "a mirror part's role",
        "list": "a mirror part's role",
        "table": "a mirror part's role",
        "role": "a mirror part's field",
        "level": "a mirror part's field",
        "intent": "a mirror part's field",
        "pressed": "a mirror part's field",
        "items": "a mirror part's field",
        "rows": "a mirror part's field",
    },
    "src/ui/board_setup.cpp": {
        # A brush's tap-target name (brush.white-queen): the type's and the side's ids.
        "king": "a piece type's id",
        "queen": "a piece type's id",
        "rook": "a piece type's id",
        "bishop": "a piece type's id",
        "knight": "a piece type's id",
        "pawn": "a piece type's id",
        "brush.": "a tap target's prefix",
        "white": "a side's id",
        "black": "a side's id",
    },
    "src/ui/trainer/editor_view.cpp": {"##field": "an ImGui id"},
    "src/ui/trainer/editor_timeline.cpp": {"##step": "an ImGui id"},
    "src/rules/scenario_category.cpp": {
        "penalties": "a category's id",
        "setup": "a category's id",
    },
    "src/chess/fen.cpp": {
        # A FEN field's id (FenError::field: the tests and files name it; fen.field.* says it).
        "fen": "a FEN field's id",
        "piece placement": "a FEN field's id",
        "side to move": "a FEN field's id",
        "castling": "a FEN field's id",
        "en passant": "a FEN field's id",
        "halfmove clock": "a FEN field's id",
        "fullmove number": "a FEN field's id",
        "w": "FEN's side to move",
        "b": "FEN's side to move",
        " w ": "FEN's side to move, between fields",
        " b ": "FEN's side to move, between fields",
        "the ranks' messages follow one another (en.po)": "a static_assert's message, for the developer",
    },
    "src/chess/move_check.cpp": {"legal": "an illegal reason's code (reason_code: logs, tests)"},
    "src/chess/fen.h": {
        "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1": "the starting position's FEN",
    },
    "src/clock/notation.cpp": {
        # The notations' own letters and words, matched in what is typed (docs/clock.md).
        "x": "byo-yomi's letter (3+5x30)",
        "cap": "an increment's cap (+2cap5)",
        "d": "a delay's letter",
        "b": "a Bronstein delay's letter",
        "hg/": "an hourglass's prefix",
        "g/": "US Chess's game prefix (G/5)",
        "sd/": "US Chess's sudden death prefix (SD/30)",
        "byo": "byo-yomi's word (G/5;byo3x30)",
        "inc": "an increment's word (G/3;inc2)",
        "up": "an upcount's word",
    },
    "src/game/board_standin.cpp": {
        # A material pick's id (material.white.bishop) and an illegal move's kind id.
        "more": "a material pick's id",
        "king": "a material pick's id",
        "bishop": "a material pick's id",
        "knight": "a material pick's id",
        "pawn": "a material pick's id",
        "other": "an illegal move kind's id",
        "6k1/5ppp/2p5/8/8/8/7P/R5K1 w - - 0 1": "a stand-in board's FEN",
        "1r4k1/7p/8/8/P7/8/5PPP/6K1 w - - 0 1": "a stand-in board's FEN",
        "k7/8/1K6/8/7p/7P/8/2Q5 w - - 0 1": "a stand-in board's FEN",
        "2q5/8/8/8/7p/1k6/7P/K7 w - - 0 1": "a stand-in board's FEN",
    },
    "src/game/compile.cpp": {
        # A fact's kind as the saved game names it.
        "material": "a fact kind's id",
        "checkmate": "a fact kind's id",
        "stalemate": "a fact kind's id",
        "board": "a fact kind's id",
    },
    "src/session/app/home_session.cpp": {
        # The test hook's field names and values (docs/guide.md, "The test hook").
        "offline": "a test-hook field",
        "event": "a test-hook field",
    },
    "src/session/app/event_book.cpp": {
        "download": "an export's kind (the page downloads it)",
        "text/csv": "a MIME type",
        "application/x-chess-pgn": "a MIME type",
        "null": "a JSON version that is missing, as a reason quotes it",
        "/results": "where in the saved event, as its keys are written",
        "/results/": "where in the saved event",
        **{key: "a saved event's field, or a test-hook field" for key in (
            "format", "version", "results", "board", "boards", "round", "outcome", "reason",
            "rule", "notice", "open")},
    },
    "src/session/app/offline_copy.cpp": {
        "unknown": "a test-hook value (offline_state_id)",
        "unsupported": "a test-hook value",
        "saving": "a test-hook value",
        "updating": "a test-hook value",
        "ready": "a test-hook value",
        "failed": "a test-hook value",
    },
    "src/session/app/saved_data_section.cpp": {
        "game": "a test-hook key (a stored kind)",
        "trainer": "a test-hook key",
        "cases": "a test-hook key",
        "event": "a test-hook key",
        "other": "a test-hook key",
        "asking": "a test-hook field",
        "sizes": "a test-hook field",
    },
    "src/session/app/saved_data.cpp": {
        "entries/": "an entry's path in the file (entries/flagfall.clock), named as the file has it",
    },
    "src/session/app/storage_status.cpp": {
        # The test hook's storage state (docs/guide.md, "The test hook"): its fields and roles.
        "blocked": "a test-hook field",
        "failing": "a test-hook field",
        "notice": "a test-hook field",
        "role": "a test-hook field",
        "writer": "a test-hook value (a tab's role)",
        "pending": "a test-hook value",
        "viewer": "a test-hook value",
    },
    "src/ui/clock/clock_half.cpp": {
        "half": "a half's ImGui id",
        ".opponent": "the end of a tap target's name (clock.white.opponent)",
    },
    "src/ui/clock/sheets/claim_sheet.cpp": {"\u00b7  %s": "a printf format: a dot before a line"},
    "src/ui/clock/sheets/claim_start.cpp": {
        "Stop / Claim": "the claim layer's ImGui popup id, never shown (it has no title bar)",
    },
    "src/ui/clock/sheets/director_panel.cpp": {
        "%s. %s": "a printf format: the ruleset's short name, then both clocks' times",
    },
    "src/ui/clock/sheets/game_record.cpp": {
        "%s, %s": "a printf format: the ruleset's short name, then the time control",
    },
    "src/ui/clock/sheets/picker.cpp": {
        "%s: %s": "a printf format: the time control, then the ruleset's full name",
    },
    "src/session/clock/clock_intent.cpp": {
        # The intents' ids (tap targets, the mirror's buttons, the test hook), by prefix.
        "clock.": "an intent id's prefix",
        "ruleset.": "an intent id's prefix",
        "preset.": "an intent id's prefix",
        "saved.": "an intent id's prefix",
        "kind.": "an intent id's prefix",
        "link.place.": "an intent id's prefix",
        "material.": "an intent id's prefix",
        "result.mate.": "an intent id's prefix",
        "result.stalemate.": "an intent id's prefix",
        "result.resign.": "an intent id's prefix",
        "director.against.": "an intent id's prefix",
        "director.penalty.": "an intent id's prefix",
        "director.set.": "an intent id's prefix",
        "director.moves.": "an intent id's prefix",
        "director.reduce.": "an intent id's prefix",
        "promote.": "an intent id's prefix",
        "other": "an intent id's part (an illegal move's kind)",
        "q": "an intent id's part (a promotion piece)",
        "r": "an intent id's part",
        "b": "an intent id's part",
        "n": "an intent id's part",
    },
    "src/session/clock/clock_settings.h": {
        # Settings' values as kept and as links write them: notations and key codes.
        "G/5;d0": "a time control's notation",
        "G/3;inc2": "a time control's notation",
        "G/5;d3": "a time control's notation",
        "G/1;d0": "a time control's notation",
        "G/10;d0": "a time control's notation",
        "5+3d": "a time control's notation",
        "ShiftLeft": "a key code (KeyboardEvent.code)",
        "ShiftRight": "a key code",
        "PageUp": "a key code",
        "PageDown": "a key code",
        "Armageddon": "the preset's kept name, never shown (the picker says clock.sheet.picker.armageddon)",
    },
    "src/session/packed_link.cpp": {
        "pack": "an export's kind (the page packs the link for its QR code)",
        "text/plain": "a MIME type",
    },
    "src/session/clock/clock_session.cpp": {
        "control": "a text request's id",
        "place.": "a text request's id (the result sheet's round, board or a name)",
    },
    "src/session/clock/clock_intent.h": {
        field: "an intent id's and a text request's name (kPlaceFields)"
        for field in ("round", "board", "white", "black")
    },
    "src/session/clock/live_text.cpp": {
        "white": "a side's id (color_id: test-hook values, tap targets)",
        "black": "a side's id",
        "n": "a line break (\\n) between the shared record's lines",
    },
    "src/session/clock/setup_link.cpp": {
        # A set-up link's own words (#clock?ruleset=…&tc=…), as links write them in every language.
        "clock?": "a set-up link's start",
        "ruleset": "a set-up link's setting",
        "tc": "a set-up link's setting",
        "black": "a set-up link's setting and draw's value",
        "draw": "a set-up link's setting",
        "link": "SetupLinkError's part for the whole link",
        "0123456789ABCDEF": "hexadecimal digits (%XX escapes)",
        "ruleset=": "a set-up link's setting",
        "&tc=": "a set-up link's setting",
        "&black=": "a set-up link's setting",
        "&draw=black": "a set-up link's setting",
        "event": "a set-up link's setting",
        "round": "a set-up link's setting",
        "board": "a set-up link's setting",
        "&event=": "a set-up link's setting",
        "&round=": "a set-up link's setting",
        "&board=": "a set-up link's setting",
    },
    "src/session/clock/sheets/director_sheet.cpp": {
        "n": "a line break (\\n) between a penalty button's lines",
        "set-time.": "a text request's id (set-time.white)",
        "set-moves.": "a text request's id",
    },
    "src/session/clock/sheets/keys_sheet.cpp": {
        # A key's code, as the browser names it (KeyboardEvent.code): matched, never shown.
        "Key": "a key code's prefix (KeyA)",
        "Digit": "a key code's prefix (Digit1)",
        "Left": "a key code's end (ShiftLeft)",
        "Right": "a key code's end (ShiftRight)",
        "Escape": "a key code",
        "Tab": "a key code",
        "Enter": "a key code",
        "NumpadEnter": "a key code",
        "Space": "a key code",
        "Arrow": "a key code's prefix (ArrowUp)",
        "Shift": "a key code's prefix",
        "Control": "a key code's prefix",
        "Alt": "a key code's prefix",
        "Meta": "a key code's prefix",
    },
    "src/session/clock/sheets/link_sheet.cpp": {
        "#set=": "a class set link's fragment",
        "-round-": "a part of a result file's name",
        "place.": "a text request's id (the result sheet's round, board or a name)",
        "-board-": "a part of a result file's name",
        "download": "an export's kind (the page downloads it)",
        ".json": "a file name's extension",
        "application/json": "a MIME type",
        "share": "an export's kind (the page shares it)",
        "text/plain": "a MIME type",
    },
    "src/session/clock/sheets/picker_sheet.cpp": {
        "G/": "US Chess's time-control notation (G/5)",
        "control": "a text request's id",
    },
    "src/session/clock/sheets/record_sheet.cpp": {
        "download": "an export's kind (the page downloads it)",
        "share": "an export's kind",
        "application/json": "a MIME type",
        "text/csv": "a MIME type",
        "application/x-chess-pgn": "a MIME type",
        "text/plain": "a MIME type",
    },
    "src/session/clock/sheets/reset_sheet.cpp": {
        "reset_hold_hint() says a second": "a static_assert's message, for the developer",
        "reset_question() says 10 seconds": "a static_assert's message, for the developer",
    },
    "src/trainer/answers.cpp": {
        "ruling": "a question kind's id (kind_name: cards, links, the test hook)",
        "may": "a question kind's id",
        "draw": "an answer's key (Answer::key: compared, saved in the test hook)",
        "may-": "an answer's key's prefix",
        "w": "an answer's key's part (a side)",
        "b": "an answer's key's part (a side)",
    },
    "src/trainer/share.cpp": {
        "case=": "a shared case link's fragment",
        "set=": "a class set link's fragment",
        "z=": "a packed link's fragment (web/offline.js)",
        ".json": "a file name's end",
        "null": "a JSON value that is missing, as a reason quotes it",
    },
    "src/trainer/class_result_json.h": {"result=": "a student's result link's fragment"},
    "src/trainer/class_result_json.cpp": {
        "flagfall-result-": "a file name's start",
        ".json": "a file name's end",
    },
    "src/session/trainer/trainer_session_links.cpp": {
        "student": "a text field's id (the page's field for a student's name)",
    },
    "src/trainer/trainer.cpp": {
        "practice": "a mode's id (mode_name: the test hook)",
        "exam": "a mode's id",
        "review": "a mode's id",
        "study": "a mode's id",
        '{"version":1,"selection":': "the save's JSON, written",
        ',"progress":': "the save's JSON, written",
    },
    "src/game/game_json.cpp": {"/entries: ": "where a rebuilt game's problem (a message) is"},
    "src/session/frame_io.cpp": {
        word: "what the page did with a share or a download, as web/ reports it"
        for word in ("shared", "copied", "cancelled", "shown", "saved")
    },
    "src/session/app/saves.cpp": {
        text: "a line of the browser console's log for a developer (platform/app_storage.cpp); "
              "each session tells the player of its own save in the catalogs' words"
        for text in ("the saved clock", "the saved trainer progress", "some of My scenarios",
                     "the saved settings", "the saved event", " could not be restored: ")
    },
    "src/session/clock/clock_session_save.cpp": {
        "/game: ": "where a saved game's problem is",
        "/place: ": "where a saved place's problem is",
    },
    "src/session/clock/setup_link.h": {"#board-result=": "a board's result link's fragment"},
    "src/game/event_results.cpp": {
        "T": "ISO 8601's separator of a date and a time",
        "Z": "ISO 8601's UTC",
        "conflict": "the CSV's mark of a board with two results, a fixed value for software",
    },
    "src/rules/variant_template.cpp": {
        "holds, transforms, conditions, extra_pawns": "a template's keys, as a file writes them",
    },
    "src/session/clock/saved_controls.cpp": {
        " trn": "the white space a name is trimmed of (the check reads its escapes as letters)",
    },
    "src/trainer/variants.cpp": {
        "White": "swapped in a bank scenario's own English text (transform_text), with its colours",
        "Black": "swapped in a bank scenario's own English text",
        "white": "swapped in a bank scenario's own English text",
        "black": "swapped in a bank scenario's own English text",
        "blanc": "a Spanish colour's stem, swapped in a bank text's translation (blancas, negro)",
        "negr": "a Spanish colour's stem, swapped in a bank text's translation",
        "Blanc": "a Spanish colour's stem, swapped in a bank text's translation",
        "Negr": "a Spanish colour's stem, swapped in a bank text's translation",
    },
    "src/session/trainer/trainer_intent.cpp": {
        # The intents' ids (tap targets, the mirror's buttons, the test hook), by prefix.
        "trainer.ruleset.": "an intent id's prefix",
        "trainer.category.": "an intent id's prefix",
        "trainer.choice.": "an intent id's prefix",
        "trainer.compare.": "an intent id's prefix",
        "trainer.exam.review.": "an intent id's prefix",
        "rules.ruleset.": "an intent id's prefix",
        "mine.study.": "an intent id's prefix",
        "mine.edit.": "an intent id's prefix",
        "mine.share.": "an intent id's prefix",
        "mine.delete.": "an intent id's prefix",
        "set.case.": "an intent id's prefix",
        "set.bank.remove.": "an intent id's prefix",
        "set.bank.topic.": "an intent id's prefix",
        "set.bank.ruleset.": "an intent id's prefix",
        "classes.open.": "an intent id's prefix",
        "classes.rule.": "an intent id's prefix",
    },
    "src/session/trainer/trainer_session.cpp": {
        "menu": "a view's id (view_id: the test hook)",
        "classes": "a view's id",
        "classroom": "a view's id",
        "setup": "a view's id",
        "question": "a view's id",
        "exam": "a view's id",
        "progress": "a view's id",
        "rules": "a view's id",
        "editor": "a view's id",
        "mine": "a view's id",
        "set": "a view's id",
        "share": "a view's id",
    },
    "src/session/trainer/trainer_session_apply.cpp": {
        "download": "an export's kind (the page downloads it)",
        "student": "a text field's id (the page's field for a student's name)",
        "application/json": "a MIME type",
        "application/x-chess-pgn": "a MIME type",
    },
    "src/session/trainer/views/feedback_view.cpp": {"n": "a line break (\\n) in a comparison row"},
    "src/session/trainer/views/share_view.cpp": {
        "file": "a test-hook field (the share sheet's)",
        "result": "a test-hook field",
        "student": "a test-hook field",
        "link": "a test-hook field",
        "outcome": "a test-hook field",
        "pgn": "a test-hook field",
        "qr": "a test-hook field",
        "title": "a test-hook field",
        "what": "a test-hook field",
        "share": "an export's kind (the page shares it)",
        "text/plain": "a MIME type",
    },
    # The trainer's drawing: ImGui ids, tap targets' parts and the test hook's layout fields.
    "src/ui/trainer/exam_result_view.cpp": {"##review": "an ImGui id"},
    "src/ui/trainer/classes_view.cpp": {"##class": "an ImGui id"},
    "src/session/trainer/views/classes_view.cpp": {
        "download": "an export's kind (the page downloads it)",
        "flagfall-class-": "a file name's start",
        "set": "a file name's part when a title gives none",
        ".csv": "a file name's end",
        "text/csv": "a MIME type",
        "print": "an export's kind (the page prints it)",
        "text/plain": "a MIME type",
    },
    "src/ui/trainer/feedback_view.cpp": {"##row": "an ImGui id"},
    "src/ui/trainer/question_view.cpp": {"##choice": "an ImGui id"},
    "src/ui/trainer/rules_browser.cpp": {"rules.": "a chip's ImGui id prefix (rules.fide-2023)"},
    "src/ui/trainer/selection_view.cpp": {"variants": "an ImGui id"},
    "src/ui/trainer/set_builder_view.cpp": {
        "##title": "an ImGui id",
        "pick": "an ImGui id",
        "##pick": "an ImGui id",
    },
    "src/ui/trainer/share_view.cpp": {"##download": "an ImGui id"},
    "src/ui/trainer/trainer_frame.cpp": {"content": "an ImGui child window's id"},
    "src/ui/trainer/trainer_menu.cpp": {"##selection": "an ImGui id"},
    "src/ui/trainer/trainer_screen.cpp": {
        "chips": "a test-hook field (the chips' layout)",
        "id": "a test-hook field",
        "scale": "a test-hook field",
        "text": "a test-hook field",
        "scroll": "a test-hook field",
        "max": "a test-hook field",
        "y": "a test-hook field",
    },
    "src/ui/trainer/trainer_widgets.cpp": {"##chip": "an ImGui id"},
    "src/ui/home_screen.cpp": {
        "update": "the update notice's ImGui child window id",
    },
    # A ruleset's short name and citation prefix are names, the same in every language.
    "src/rules/ruleset_fide_2023.cpp": {
        "FIDE 2023": "the ruleset's short name",
        "FIDE ": "the citation prefix",
    },
    "src/rules/ruleset_sacramento_2005.cpp": {
        "Sacramento": "the ruleset's short name",
        "Sacramento ": "the citation prefix",
    },
    "src/rules/ruleset_scholastic_2018.cpp": {
        "Scholastic": "the ruleset's short name",
        "Scholastic ": "the citation prefix",
    },
    "src/rules/ruleset_uscf_2020.cpp": {
        "USCF 2020": "the ruleset's short name",
        "intro": "a rule's number: the rulebook's introduction, cited as the rulebook does",
    },
    "src/rules/ruleset_uscf_common.cpp": {"USCF 11-": "the citation prefix"},
    "src/rules/ruleset_uscf_earlier.cpp": {"USCF earlier": "the ruleset's short name"},
    "src/rules/ruleset_uscf_summary.cpp": {
        "USCF summary": "the ruleset's short name",
        "Summary Variation": "the ruleset's short name",
        "USCF summary ": "the citation prefix",
        "intro": "a rule number: the summary's introduction",
        "Variation": "a rule number: the summary's posted Variation",
    },
}

# The names of the fields of the files the trainer saves and shares (docs/trainer.md): a JSON
# object's keys, read and written, never shown but quoted in a message as the file has them.
JSON_KEYS = {
    "src/trainer/progress.cpp": ["version", "step", "cards", "exams", "card", "category", "box",
                                 "due", "seen", "right", "score", "of", "passed", "sets",
                                 "student", "sets/"],
    "src/trainer/share.cpp": ["format", "version", "title", "cases", "ruleset", "bank"],
    "src/trainer/trainer.cpp": ["version", "selection", "rulesets", "categories", "variants",
                                "progress"],
    "src/session/trainer/my_scenarios.cpp": ["format", "version", "cases", "id", "classes"],
    # The saved-data file's, and the clock save's "game".
    "src/session/app/saved_data.cpp": ["format", "version", "entries", "game"],
    # The coach's classes, saved with My scenarios; where in the save a reason names.
    "src/session/trainer/class_book.cpp": ["set", "title", "cases", "results", "ruleset", "rule", "bank", "bank",
                                           "number", "/classes", "/classes/", "/cases/",
                                           "/results/"],
}
for _name, _keys in JSON_KEYS.items():
    ALLOWED.setdefault(_name, {}).update({key: "a JSON field's name" for key in _keys})

# A rulebook's rule number ("7d", "11a4", "A.5.2", "III.2.2"), which is never translated: in the
# rulesets' files only.
RULE_NUMBER = re.compile(r"^(?:[A-Z]{1,3}\.)?[0-9]+[a-z]?[0-9]?(?:\.[0-9]+)*$")
RULE_NUMBER_FILES = re.compile(r"^src/rules/ruleset_[a-z0-9_]+\.cpp$")

# The readers of a file format (a scenario file, a saved game): one lowercase word is one of the
# format's keys or values ("uci", "note", "queen"), the same in every language; a user's words come
# as sentences from the catalogs.
FORMAT_READERS = {"src/rules/scenario.cpp", "src/rules/variant_template.cpp", "src/game/game_json.cpp",
                  "src/game/board_result_json.cpp", "src/trainer/class_result_json.cpp",
                  "src/session/clock/saved_controls.cpp",
                  "src/session/clock/clock_session_state.cpp",
                  "src/session/clock/clock_session_save.cpp",
                  "src/session/clock/clock_state_names.h"}
# A key, or where in the data as its reasons name it: a JSON pointer ("/settings/sound",
# "/entries/") or a template's key path ("template.holds").
FORMAT_KEY = re.compile(r"^/?[a-z_]+(?:[./][a-z_]+)*[./]?$")

ID_LIKE = re.compile(r"^[a-z0-9]+([._-][a-z0-9]+)+$")
JS_PHRASE = re.compile(r"[A-Za-z]\S*\s+\S*[A-Za-z]")


def skipped(text, i):
    """Where a line end or a comment (// or /* */, in C++ and JavaScript alike) that starts at `i`
    ends, and how many line ends it holds; None when none starts there."""
    if text[i] == "\n":
        return i + 1, 1
    if text.startswith("//", i):
        end = text.find("\n", i)
        return (len(text) if end < 0 else end), 0
    if text.startswith("/*", i):
        end = text.find("*/", i + 2)
        end = len(text) if end < 0 else end + 2
        return end, text.count("\n", i, end)
    return None


def literals(text):
    """Every string literal of C++ source `text` with its line, comments and #include lines
    skipped, \\x escapes decoded."""
    text = re.sub(r"(?m)^[ \t]*#[ \t]*include[^\n]*", "", text)
    out = []
    i, line, n = 0, 1, len(text)
    while i < n:
        c = text[i]
        if skip := skipped(text, i):
            i, lines = skip
            line += lines
        elif c == "'" and i > 0 and text[i - 1].isalnum() and i + 1 < n and text[i + 1].isalnum():
            i += 1  # a digit separator (10'000), not a character literal
        elif c == "'":
            j = i + 1
            while j < n and text[j] != "'":
                j += 2 if text[j] == "\\" else 1
            i = j + 1
        elif c == "R" and text.startswith('R"', i) and (i == 0 or not text[i - 1].isalnum()):
            open_end = text.find("(", i + 2)
            delimiter = ")" + text[i + 2:open_end] + '"'
            end = text.find(delimiter, open_end)
            out.append((line, text[open_end + 1:end]))
            line += text.count("\n", i, end)
            i = end + len(delimiter)
        elif c == '"':
            j = i + 1
            data = bytearray()
            while j < n and text[j] != '"':
                if text[j] == "\\":
                    hexed = re.match(r"\\x([0-9A-Fa-f]{2})", text[j:])
                    if hexed:
                        data.append(int(hexed.group(1), 16))
                        j += 4
                        continue
                    data += text[j + 1].encode("utf-8")
                    j += 2
                    continue
                data += text[j].encode("utf-8")
                j += 1
            out.append((line, data.decode("utf-8", "replace")))
            i = j + 1
        else:
            i += 1
    return out


def js_literals(text):
    """Every string literal of JavaScript source `text` with its line: '...', "..." and template
    literals (a ${...} stands as a space), comments skipped, HTML tags in a literal left out."""
    out = []
    i, line, n = 0, 1, len(text)
    while i < n:
        c = text[i]
        if skip := skipped(text, i):
            i, lines = skip
            line += lines
        elif c in "'\"`":
            j = i + 1
            literal = ""
            while j < n and text[j] != c:
                if text[j] == "\\":
                    literal += text[j + 1]
                    j += 2
                elif c == "`" and text.startswith("${", j):
                    depth, j = 1, j + 2
                    while j < n and depth:
                        depth += {"{": 1, "}": -1}.get(text[j], 0)
                        j += 1
                    literal += " "
                else:
                    literal += text[j]
                    j += 1
            out.append((line, re.sub(r"<[^>]*>", "", literal)))
            line += text.count("\n", i, j)
            i = j + 1
        else:
            i += 1
    return out


def words_in(path):
    relative = path.relative_to(ROOT).as_posix()
    allowed = {**ALLOWED["*"], **ALLOWED.get(relative, {})}
    found = []
    read = js_literals if path.suffix == ".js" else literals
    for line, literal in read(path.read_text(encoding="utf-8")):
        if not any(ch.isalpha() for ch in literal):
            continue  # punctuation, digits, chess pieces
        if ID_LIKE.match(literal) or literal in allowed:
            continue
        # In the page's scripts a single word is an event's, an element's or a value's name
        # ('click', 'Enter'); words a person reads come as a phrase.
        if path.suffix == ".js" and not JS_PHRASE.search(literal):
            continue
        if RULE_NUMBER_FILES.match(relative) and RULE_NUMBER.match(literal):
            continue
        if relative in FORMAT_READERS and FORMAT_KEY.match(literal):
            continue
        found.append(f"{relative}:{line}: \"{literal}\"")
    return found


def checked_files():
    """Every C++ file under src/ but those NOT_USERS_WORDS names, then the page's scripts."""
    files = []
    for path in sorted((ROOT / "src").rglob("*")):
        name = path.relative_to(ROOT).as_posix()
        if path.suffix not in (".cpp", ".h") or any(
                name == key or (key.endswith("/") and name.startswith(key))
                for key in NOT_USERS_WORDS):
            continue
        files.append(name)
    return files + WEB_FILES


def main():
    problems = []
    for key in NOT_USERS_WORDS:
        if not (ROOT / key).exists():
            problems.append(f"{key}: listed in scripts/check-words.py's NOT_USERS_WORDS, but missing")
    files = checked_files()
    for name in files:
        path = ROOT / name
        if not path.exists():
            problems.append(f"{name}: listed in scripts/check-words.py, but missing")
            continue
        problems += words_in(path)
    for problem in problems:
        print(problem)
    print(f"{len(files)} files whose words are the catalogs': "
          f"{'no words left in their literals' if not problems else f'{len(problems)} literals with words'}")
    return 1 if problems else 0


if __name__ == "__main__":
    sys.exit(main())
